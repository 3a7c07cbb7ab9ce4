// File downloads (SPEC §7 "Browser navigation /registry/api/v1/file/{fileId}/{sessionId}"):
// a browser navigation cannot send the session header, so the session comes in the path and
// is checked by the sessions service exactly as the header would be (sliding idle expiry
// included). Only the file's owner gets its bytes; any other file id answers the same "not
// found", so a user cannot tell another user's file from one that does not exist.
import { errorMessages } from "@portal/contract";
import type { Db } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { type Download, safeFileName, servedContentType } from "../../http/downloads.ts";
import { htmlClientError } from "../../http/html-error.ts";
import type { AuditTrail } from "../audit/index.ts";
import type { SessionService } from "../sessions/index.ts";
import { findStoredFile } from "./store.ts";

export const fileMessages = {
  fileNotFound: "File not found.",
} as const;

export interface FilesService {
  /**
   * The session user's file; refused (ClientError) with 401, the HTML answer of every signed-in
   * call, for a session that is not one, and with 404 for a file that is not the user's.
   */
  download(fileId: number, sessionId: string, ip: string): Promise<Download>;
}

/** A download's refusals are never stored by a cache, the browser's included. */
const loginRequired = () => htmlClientError(401, errorMessages.loginRequired);
const fileNotFound = () =>
  new ClientError(404, fileMessages.fileNotFound, {
    headers: { "cache-control": "private, no-store" },
  });

export function createFilesService(deps: {
  db: Db;
  sessions: SessionService;
  audit: AuditTrail;
}): FilesService {
  return {
    async download(fileId, sessionId, ip) {
      const session = await deps.sessions.resume(sessionId);
      if (!session) throw loginRequired();
      const stored = await findStoredFile(deps.db, fileId, { ownerId: session.userId });
      // Recorded before the bytes go: a download cut short was still asked for and allowed.
      await deps.audit.record({
        event: "file.downloaded",
        outcome: stored ? "success" : "refused",
        userId: session.userId,
        ip,
        detail: stored ? { fileId } : { fileId, reason: "not_found" },
      });
      if (!stored) throw fileNotFound();
      return {
        fileName: safeFileName(stored.name),
        contentType: servedContentType(stored.mimeType),
        bytes: stored.bytes,
      };
    },
  };
}
