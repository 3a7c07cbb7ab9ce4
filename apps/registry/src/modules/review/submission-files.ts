// A file of a submitted form (an upload, the form's PDF, the payment's receipt) downloaded by
// staff: only a file of that submission's form – any other id answers the same "not found" –
// and every download recorded in the staff audit before the bytes go.
import type { Db } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { type Download, fileMessages, safeFileName, servedContentType } from "../files/index.ts";
import { findFileOfForm } from "./applicant-store.ts";
import type { StaffActor } from "./staff-actor.ts";
import { recordStaffAction } from "./staff-audit.ts";

export async function downloadSubmissionFile(
  db: Db,
  at: Date,
  actor: StaffActor,
  submission: { id: number; formId: number },
  fileId: number,
): Promise<Download> {
  const stored = Number.isSafeInteger(fileId)
    ? await findFileOfForm(db, fileId, submission.formId)
    : undefined;
  if (!stored) throw new ClientError(404, fileMessages.fileNotFound);
  await recordStaffAction(db, at, {
    staffId: actor.staffId,
    action: "file.downloaded",
    submissionId: submission.id,
    after: { fileId, name: stored.name },
  });
  return {
    fileName: safeFileName(stored.name),
    contentType: servedContentType(stored.mimeType),
    bytes: stored.bytes,
  };
}
