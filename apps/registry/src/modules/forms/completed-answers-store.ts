// What other modules read of the forms a person completed of one type (the CPD log's
// activities): each form's saved values, every page in one query.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { formPages, forms } from "../../db/schema.ts";
import type { FormValues } from "./store.ts";

/** The completed forms of `formTypeCode` owned by `ownerId`, oldest first, with their values. */
export async function findCompletedAnswers(
  ex: Executor,
  ownerId: number,
  formTypeCode: string,
): Promise<{ formId: number; values: FormValues }[]> {
  return ex
    .select({
      formId: forms.id,
      values: sql<FormValues>`coalesce((select jsonb_object_agg(${formPages.pageCode}, ${formPages.values}) from ${formPages} where ${formPages.formId} = ${forms.id}), '{}'::jsonb)`,
    })
    .from(forms)
    .where(
      and(
        eq(forms.ownerId, ownerId),
        eq(forms.formTypeCode, formTypeCode),
        eq(forms.state, "completed"),
      ),
    )
    .orderBy(asc(forms.id));
}
