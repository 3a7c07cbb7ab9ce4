// A file of a submitted form (an upload, the form's PDF, the payment's receipt) downloaded by
// staff: only a file of that submission's form – any other id answers the same "not found" –
// and every download recorded in the staff audit before the bytes go.
import type { Db } from "../../../db/client.ts";
import { ClientError } from "../../../http/client-error.ts";
import { type Download, safeFileName, servedContentType } from "../../../http/downloads.ts";
import type { AuditTrail } from "../../audit/index.ts";
import { fileMessages, findStoredFile } from "../../files/index.ts";
import type { StaffActor } from "../staff-actor.ts";

export async function downloadSubmissionFile(
  deps: { db: Db; audit: AuditTrail },
  actor: StaffActor,
  submission: { id: number; formId: number },
  fileId: number,
): Promise<Download> {
  const stored = Number.isSafeInteger(fileId)
    ? await findStoredFile(deps.db, fileId, { formId: submission.formId })
    : undefined;
  if (!stored) throw new ClientError(404, fileMessages.fileNotFound);
  await deps.audit.recordIn(deps.db, {
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
