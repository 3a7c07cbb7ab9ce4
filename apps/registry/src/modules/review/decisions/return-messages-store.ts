// SQL of a return's messages: one per field (per row of a repeating group), kept with the
// submission they answer, served on the reopened form's pages until the applicant saves them.
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Executor, Tx } from "../../../db/client.ts";
import { returnMessages } from "../../../db/schema.ts";

export interface NewReturnMessage {
  pageCode: string;
  fieldName: string;
  rowIndex: number | null;
  message: string;
}
export async function insertReturnMessages(
  tx: Tx,
  submissionId: number,
  formId: number,
  messages: readonly NewReturnMessage[],
) {
  if (messages.length === 0) return;
  await tx.insert(returnMessages).values(messages.map((m) => ({ ...m, submissionId, formId })));
}
/** The messages of a return on one page the applicant has not answered by saving it yet. */
export async function findOpenPageMessages(ex: Executor, submissionId: number, pageCode: string) {
  return ex
    .select({
      fieldName: returnMessages.fieldName,
      rowIndex: returnMessages.rowIndex,
      message: returnMessages.message,
    })
    .from(returnMessages)
    .where(
      and(
        eq(returnMessages.submissionId, submissionId),
        eq(returnMessages.pageCode, pageCode),
        isNull(returnMessages.clearedAt),
      ),
    )
    .orderBy(asc(returnMessages.id));
}
/** The messages of a return on a page (all pages when undefined) are answered. */
export async function clearReturnMessages(
  ex: Executor,
  formId: number,
  pageCode: string | undefined,
  at: Date,
) {
  await ex
    .update(returnMessages)
    .set({ clearedAt: at })
    .where(
      and(
        eq(returnMessages.formId, formId),
        pageCode === undefined ? undefined : eq(returnMessages.pageCode, pageCode),
        isNull(returnMessages.clearedAt),
      ),
    );
}
export async function findReturnMessages(ex: Executor, submissionId: number) {
  return ex
    .select()
    .from(returnMessages)
    .where(eq(returnMessages.submissionId, submissionId))
    .orderBy(asc(returnMessages.id));
}
