// SQL of what the desk reads about a submission's applicant – the account, its other
// submissions, the form's files and payments – and what a decision leaves them: the link to
// their register record and a dashboard notice.
import { and, asc, desc, eq, isNull, ne } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import {
  files,
  forms,
  notices,
  payments,
  practitionerAccounts,
  submissions,
  users,
} from "../../db/schema.ts";
import { submissionSummary } from "./store.ts";

/** The applicant's other submissions, newest first. */
export async function findOtherSubmissions(ex: Executor, userId: number, exceptId: number) {
  return ex
    .select(submissionSummary)
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .where(and(eq(submissions.userId, userId), ne(submissions.id, exceptId)))
    .orderBy(desc(submissions.submittedAt), desc(submissions.id));
}

/** The form's files without their bytes. */
export async function findFilesOfForm(ex: Executor, formId: number) {
  return ex
    .select({
      id: files.id,
      name: files.name,
      type: files.type,
      mimeType: files.mimeType,
      size: files.size,
    })
    .from(files)
    .where(eq(files.formId, formId))
    .orderBy(asc(files.id));
}

export async function findPaymentsOfForm(ex: Executor, formId: number) {
  return ex
    .select({
      reference: payments.reference,
      amountCents: payments.amountCents,
      status: payments.status,
      decidedAt: payments.decidedAt,
    })
    .from(payments)
    .where(eq(payments.formId, formId))
    .orderBy(asc(payments.id));
}

export async function findApplicant(ex: Executor, userId: number) {
  const [row] = await ex
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      displayName: users.displayName,
      practitionerId: practitionerAccounts.practitionerId,
    })
    .from(users)
    .leftJoin(practitionerAccounts, eq(practitionerAccounts.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function linkPractitioner(ex: Executor, userId: number, practitionerId: number) {
  await ex
    .insert(practitionerAccounts)
    .values({ userId, practitionerId })
    .onConflictDoUpdate({ target: practitionerAccounts.userId, set: { practitionerId } });
}

export async function insertNotice(ex: Executor, userId: number, message: string, at: Date) {
  await ex.insert(notices).values({ userId, message, createdAt: at });
}

/** The user's undelivered notices, oldest first, marked delivered in the same statement. */
export async function takeNotices(ex: Executor, userId: number, at: Date): Promise<string[]> {
  const rows = await ex
    .update(notices)
    .set({ deliveredAt: at })
    .where(and(eq(notices.userId, userId), isNull(notices.deliveredAt)))
    .returning({ id: notices.id, message: notices.message });
  return rows.sort((a, b) => a.id - b.id).map((r) => r.message);
}

/** A file of the form with its bytes; a file of any other form finds nothing. */
export async function findFileOfForm(ex: Executor, fileId: number, formId: number) {
  const [row] = await ex
    .select({ name: files.name, mimeType: files.mimeType, bytes: files.bytes })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.formId, formId)));
  return row;
}
