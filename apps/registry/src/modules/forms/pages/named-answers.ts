// Answers read by field name, for the modules that act on what a form said (a concern's
// raiser, a CPD activity's hours) rather than show it page by page.
/** Saved values by page code, as a page's or a whole form's read gives them. */
export type NamedValues = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

/** The answer to `fieldName` on whichever page holds it. */
export function answerOf(values: NamedValues, fieldName: string): unknown {
  for (const page of Object.values(values)) {
    if (page && Object.hasOwn(page, fieldName)) return page[fieldName];
  }
  return undefined;
}

/** A saved answer as text (a radio's option id, a text field's value); "" for anything else. */
export const answerText = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
