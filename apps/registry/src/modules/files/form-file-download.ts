// A file of one form (an upload, the form's PDF, the payment's receipt) downloaded at the desk –
// a registrar's submission, an investigator's concern: only a file of that form (any other id
// answers the same "not found"), and each download put on the desk's own record (the caller's
// staff audit) before the bytes go.
import type { Db } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { type Download, safeFileName, servedContentType } from "../../http/downloads.ts";
import { fileMessages } from "./service.ts";
import { findStoredFile } from "./store.ts";

export async function downloadFormFile(
  db: Db,
  formId: number,
  fileId: number,
  /** Records the download (the desk's staff audit); the bytes go only once it has. */
  recordDownload: (file: { fileId: number; name: string }) => Promise<unknown>,
): Promise<Download> {
  const stored = Number.isSafeInteger(fileId)
    ? await findStoredFile(db, fileId, { formId })
    : undefined;
  if (!stored) throw new ClientError(404, fileMessages.fileNotFound);
  await recordDownload({ fileId, name: stored.name });
  return {
    fileName: safeFileName(stored.name),
    contentType: servedContentType(stored.mimeType),
    bytes: stored.bytes,
  };
}
