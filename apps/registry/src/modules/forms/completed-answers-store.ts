// What other modules read of the forms a person completed of one type (the CPD log's
// activities): each form's saved values, every page in one query.
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { formPages, forms } from "../../db/schema.ts";
import type { FormValues } from "./store.ts";

/** The completed forms of `formTypeCode` owned by `ownerId`, oldest first, with their values. */
export async function findCompletedAnswers(
  ex: Executor,
  ownerId: number,
  formTypeCode: string,
): Promise<{ formId: number; values: FormValues }[]> {
  return completedWhere(ex, and(eq(forms.ownerId, ownerId), eq(forms.formTypeCode, formTypeCode)));
}

/**
 * The completed forms among `formIds` of `formTypeCode`, oldest first: those a practitioner
 * submitted as evidence, read back for the desk.
 */
export async function findCompletedAnswersOf(
  ex: Executor,
  formIds: readonly number[],
  formTypeCode: string,
): Promise<{ formId: number; values: FormValues }[]> {
  if (formIds.length === 0) return [];
  return completedWhere(
    ex,
    and(inArray(forms.id, [...formIds]), eq(forms.formTypeCode, formTypeCode)),
  );
}

function completedWhere(ex: Executor, where: SQL | undefined) {
  return ex
    .select({
      formId: forms.id,
      values: sql<FormValues>`coalesce((select jsonb_object_agg(${formPages.pageCode}, ${formPages.values}) from ${formPages} where ${formPages.formId} = ${forms.id}), '{}'::jsonb)`,
    })
    .from(forms)
    .where(and(where, eq(forms.state, "completed")))
    .orderBy(asc(forms.id));
}
