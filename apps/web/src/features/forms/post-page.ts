import { type FlatPageValues, type FormResponse, formResponseSchema } from "@portal/contract";
import { requestJson } from "../../lib/http-client.ts";
import { type FilesSentListener, fileSpansInPageBody, sharesSent } from "./file-spans.ts";

// Apart from form-api.ts, which the eager prefetch uses: only the screens that save a page
// (the form screen, registration) load this, with the file spans it needs.

/**
 * POSTs one page: form-encoded, one field `page` holding the JSON of the (flattened) values,
 * with the save time-outs of SPEC §9 (120 s / 240 s). When it carries new files, their upload
 * is told file by file.
 */
export function postPage(
  path: string,
  values: FlatPageValues,
  sessionId: string | null,
  onFilesSent?: FilesSentListener,
): Promise<FormResponse> {
  const page = JSON.stringify(values);
  const spans = onFilesSent ? fileSpansInPageBody(page) : [];
  return requestJson(path, formResponseSchema, {
    method: "POST",
    form: { page },
    sessionId,
    timeouts: "save",
    ...(onFilesSent && spans.length > 0
      ? { onUploadProgress: (sent: number) => onFilesSent(sharesSent(spans, sent)) }
      : {}),
  });
}
