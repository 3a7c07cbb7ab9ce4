// Bytes sent as a download (a stored file, a certificate, a submission's file, a CSV): always an
// attachment under a safe name, never shown inline and never sniffed into another type.
import type { FastifyReply } from "fastify";

/** A download: the name it is saved under, its type and its bytes. */
export interface Download {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** Stored types served as themselves; anything else is sent as opaque bytes. */
const servedTypes: Record<string, string> = {
  "application/pdf": "application/pdf",
  "image/png": "image/png",
  "image/jpeg": "image/jpeg",
  "text/plain": "text/plain; charset=utf-8",
};

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
