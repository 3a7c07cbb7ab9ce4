// Many rows in one statement parameter. Drizzle's insert builds and maps every value of every
// row in JavaScript: a profile of importing 20,000 people spent more of the service's time in
// that (`is`, the SQL builder and its garbage) than in the database. PostgreSQL reads one JSON
// document as the table's own row type instead, converting each value by its column's type.
import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * `INSERT INTO table (columns) SELECT … FROM` the rows: the columns are the first row's keys
 * (a column no row gives keeps its default). A row's missing value (undefined) of a NOT NULL
 * column takes its default, as drizzle's insert would. End it with the statement's ON
 * CONFLICT and RETURNING.
 */
export function insertManySql<T extends PgTable>(
  table: T,
  rows: ReadonlyArray<T["$inferInsert"]>,
): SQL {
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0] ?? {}).filter((key) => key in columns);
  // The client's casing is snake_case: a column named by its key is the key in snake case.
  const names = keys.map((key) => {
    const column = columns[key]!;
    return column.keyAsName ? toSnakeCase(column.name) : column.name;
  });
  const document = rows.map((row) => {
    const values = row as Record<string, unknown>;
    return Object.fromEntries(keys.map((key, i) => [names[i], values[key] ?? null]));
  });
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const values = sql.join(
    keys.map((key, i) => {
      const column = columns[key]!;
      const value = sql.identifier(names[i]!);
      if (!column.notNull || column.default === undefined) return value;
      const fallback = is(column.default, SQL) ? column.default : sql.param(column.default, column);
      return sql`coalesce(${value}, ${fallback})`;
    }),
    sql`, `,
  );
  return sql`INSERT INTO ${table} (${list}) SELECT ${values}
    FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(document)}::jsonb)`;
}
