import {
  apiPaths,
  type FormResponse,
  formResponseSchema,
  type MessageResponse,
  messageResponseSchema,
} from "@portal/contract";
import { requestJson } from "../../lib/http-client.ts";

/** GET form_add/{formType}: a new form of an addable type (SPEC §7). */
export function addForm(formType: string, sessionId: string): Promise<FormResponse> {
  return requestJson(apiPaths.formAdd(formType), formResponseSchema, { sessionId });
}

/** DELETE form/{formType}/{formId}: one of the user's deletable in-progress forms. */
export function deleteForm(
  formType: string,
  formId: string,
  sessionId: string,
): Promise<MessageResponse> {
  return requestJson(apiPaths.form(formType, formId), messageResponseSchema, {
    method: "DELETE",
    sessionId,
  });
}
