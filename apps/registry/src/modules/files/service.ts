// File downloads (SPEC §7 "Browser navigation /registry/api/v1/file/{fileId}/{sessionId}"):
// a browser navigation cannot send the session header, so the session comes in the path and
// is checked by the sessions service exactly as the header would be (sliding idle expiry
// included). Only the file's owner gets its bytes; any other file id answers the same "not
// found", so a user cannot tell another user's file from one that does not exist.
import { errorMessages } from "@portal/contract";
import type { FastifyReply } from "fastify";
import type { Db } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { htmlClientError } from "../../http/html-error.ts";
import type { AuditTrail } from "../audit/index.ts";
import type { SessionService } from "../sessions/index.ts";
import { findStoredFile } from "./store.ts";

export const fileMessages = {
  fileNotFound: "File not found.",
} as const;

/** Stored types served as themselves; anything else is sent as opaque bytes. */
const servedTypes: Record<string, string> = {
  "application/pdf": "application/pdf",
  "image/png": "image/png",
  "image/jpeg": "image/jpeg",
  "text/plain": "text/plain; charset=utf-8",
};

export interface Download {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

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

/** The Content-Type a stored file is served with: its own when known safe, else opaque bytes. */
export const servedContentType = (mimeType: string) =>
  servedTypes[mimeType] ?? "application/octet-stream";

/**
 * A download sent as an attachment. The bytes are not JSON: sent as they are, outside a
 * route's typed (JSON) answers.
 */
export function sendDownload(reply: FastifyReply, file: Download) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", contentDisposition(file.fileName))
    .header("x-content-type-options", "nosniff")
    .header("content-length", file.bytes.length)
    .send(file.bytes);
}

/**
 * The stored name as a download name: no path, no control characters, no quotes or
 * backslashes (they would end the header's quoted string), at most 200 characters.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  const trimmed = cleaned.replace(/^\.+/, "").slice(0, 200).trim();
  return trimmed || "download";
}

/**
 * `attachment` with an ASCII fallback name and the exact name in RFC 5987 form, so every
 * browser saves the file (never shows it inline) under its real name.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
