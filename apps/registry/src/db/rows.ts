// What a store answers from a statement's rows, said once: the one row a lookup finds, and
// whether a conditional update or delete (with `returning`) touched any row at all.

/** The first row the statement answers; undefined when it answers none. */
export async function firstRow<Row>(statement: PromiseLike<Row[]>): Promise<Row | undefined> {
  const [row] = await statement;
  return row;
}

/** Whether the statement answered a row: a conditional write that changed nothing did not. */
export async function anyRow(statement: PromiseLike<unknown[]>): Promise<boolean> {
  return (await statement).length > 0;
}
