import { messageResponseSchema, type RenderPayload } from "@portal/contract";
import { requestJson } from "../../../lib/http-client.ts";

/**
 * POSTs a process page's collected sections to the configured render endpoint (SPEC §7),
 * form-encoded like a save (sections as JSON text), with the save time-outs (SPEC §9).
 */
export function postRender(
  endpoint: string,
  payload: RenderPayload,
  sessionId: string | null,
): Promise<{ message: string }> {
  return requestJson(endpoint, messageResponseSchema, {
    method: "POST",
    form: {
      sections: JSON.stringify(payload.sections),
      fileName: payload.fileName,
      formId: payload.formId,
      sessionId: payload.sessionId,
    },
    sessionId,
    timeouts: "save",
  });
}
