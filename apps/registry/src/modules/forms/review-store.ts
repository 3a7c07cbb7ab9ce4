// SQL of what the desk (the registrar's review, a concern's case; through this module's index)
// asks of forms: what the desk names them by, the saved values a submission keeps as its answers, and
// the one write a decision makes to a form – reopening it for changes. Forms' rows are written
// only here and in store.ts.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { formAnswerHistory, formPages, forms } from "../../db/schema.ts";
import type { FormValues } from "./store.ts";

/**
 * The forms of `ids` as the desk shows them (their names; the token a cache knows them by;
 * the definition version and practising year they were answered on).
 */
export async function findFormsForReview(ex: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return ex
    .select({
      id: forms.id,
      name: forms.name,
      token: forms.token,
      definitionVersion: forms.definitionVersion,
      apcYear: forms.apcYear,
    })
    .from(forms)
    .where(inArray(forms.id, [...new Set(ids)]));
}

/** Every saved page's values of a form, by page code ({} when none is saved). */
export async function findSavedValues(ex: Executor, formId: number): Promise<FormValues> {
  const [row] = await ex
    .select({
      values: sql<FormValues | null>`jsonb_object_agg(${formPages.pageCode}, ${formPages.values})`,
    })
    .from(formPages)
    .where(eq(formPages.formId, formId));
  return row?.values ?? {};
}

/**
 * One answer of each of the forms `ids`, by its field's name on whichever page holds it (the
 * desk's case queue shows the name a concern's raiser gave): form id → the saved value.
 */
export async function findFieldAnswers(
  ex: Executor,
  ids: readonly number[],
  fieldName: string,
): Promise<Map<number, unknown>> {
  if (ids.length === 0) return new Map();
  const rows = await ex
    .select({ formId: formPages.formId, value: sql<unknown>`${formPages.values} -> ${fieldName}` })
    .from(formPages)
    .where(
      and(inArray(formPages.formId, [...new Set(ids)]), sql`${formPages.values} ? ${fieldName}`),
    );
  return new Map(rows.map((r) => [r.formId, r.value]));
}

/**
 * A returned form back in the applicant's hands: in progress, its revision raised (a save
 * based on the submitted state is refused), and the page that submits it unsaved, so that the
 * applicant submits again on purpose. In the decision's transaction: both stand or neither.
 */
export async function reopenForChanges(tx: Tx, formId: number, submitPage: string | undefined) {
  await tx
    .update(forms)
    .set({ state: "in_progress", revision: sql`${forms.revision} + 1` })
    .where(eq(forms.id, formId));
  if (submitPage !== undefined) {
    await tx
      .delete(formPages)
      .where(and(eq(formPages.formId, formId), eq(formPages.pageCode, submitPage)));
  }
}

/** The form's answers to questions a later version removed, as its moves kept them. */
export async function findAnswerHistory(ex: Executor, formId: number) {
  const rows = await ex
    .select({
      version: formAnswerHistory.version,
      path: formAnswerHistory.path,
      // As JSON text: Drizzle reads a jsonb string that looks like JSON as that JSON ("12" → 12).
      json: sql<string>`${formAnswerHistory.value}::text`,
    })
    .from(formAnswerHistory)
    .where(eq(formAnswerHistory.formId, formId))
    .orderBy(asc(formAnswerHistory.id));
  return rows.map(({ json, ...row }) => ({ ...row, value: JSON.parse(json) as unknown }));
}
