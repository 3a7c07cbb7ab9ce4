// What other modules read of the forms a person completed of one type (the CPD log's
// activities), and of the forms of one type anyone completed naming someone (the relationships
// naming a professional peer): each form's saved values, every page in one query.
import { and, asc, eq, exists, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { formPages, forms } from "../../db/schema.ts";
import type { FormValues } from "./store.ts";

/** A form's saved values by page code, every page in one subquery. */
const valuesOfForm = sql<FormValues>`coalesce((select jsonb_object_agg(${formPages.pageCode}, ${formPages.values}) from ${formPages} where ${formPages.formId} = ${forms.id}), '{}'::jsonb)`;

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
    .select({ formId: forms.id, values: valuesOfForm })
    .from(forms)
    .where(and(where, eq(forms.state, "completed")))
    .orderBy(asc(forms.id));
}

/** A completed form of anyone's, with its owner and when it was completed. */
export interface CompletedForm {
  formId: number;
  /** The form's token: the owner's to reach it with, so never shown to anyone else as it is. */
  token: string;
  ownerId: number | null;
  completedAt: Date;
  values: FormValues;
}

/**
 * The completed forms of `formTypeCode`, oldest first: those whose `fieldName` (on the page
 * `pageCode`) answers `answer`, or every one when `answer` is undefined.
 */
export async function findCompletedFormsNaming(
  ex: Executor,
  formTypeCode: string,
  naming: { pageCode: string; fieldName: string; answer?: string },
): Promise<CompletedForm[]> {
  const { pageCode, fieldName, answer } = naming;
  const answering =
    answer === undefined
      ? undefined
      : exists(
          ex
            .select({ formId: formPages.formId })
            .from(formPages)
            .where(
              and(
                eq(formPages.formId, forms.id),
                eq(formPages.pageCode, pageCode),
                sql`${formPages.values} ->> ${fieldName} = ${answer}`,
              ),
            ),
        );
  return ex
    .select({
      formId: forms.id,
      token: forms.token,
      ownerId: forms.ownerId,
      completedAt: forms.writeDate,
      values: valuesOfForm,
    })
    .from(forms)
    .where(and(eq(forms.formTypeCode, formTypeCode), eq(forms.state, "completed"), answering))
    .orderBy(asc(forms.writeDate), asc(forms.id));
}
