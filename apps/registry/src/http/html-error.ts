// The three HTML error answers of docs/decisions/002: the portal reads the first <p> of an
// HTML body (SPEC §8 rule 4), so the sentence stands alone in one paragraph.

import type { FastifyReply } from "fastify";
import { ClientError, type ClientErrorStatus } from "./client-error.ts";
import { escapeHtml } from "./escape-html.ts";

const titles: Record<number, string> = { 400: "Bad Request", 401: "Unauthorized" };

export function htmlErrorPage(status: number, sentence: string): string {
  const title = `${status} ${titles[status] ?? "Error"}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title}</h1><p>${escapeHtml(sentence)}</p></body>
</html>
`;
}

/** The same answer thrown from a service, for the error handler to send. */
export function htmlClientError(status: ClientErrorStatus, sentence: string): ClientError {
  return new ClientError(status, sentence, {
    headers: { "cache-control": "no-store" },
    html: htmlErrorPage(status, sentence),
  });
}

export function sendHtmlError(reply: FastifyReply, status: number, sentence: string) {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(htmlErrorPage(status, sentence));
}
