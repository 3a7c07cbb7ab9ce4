import { apiPaths, type FormResponse, formResponseSchema } from "@portal/contract";
import { requestJson } from "../../lib/http-client.ts";

/**
 * GET apply (SPEC §7), anonymously: without a form id a new application is started; with one,
 * the application at its page (or where the service opens it).
 */
export function fetchApplication(
  formId: string | undefined,
  page: string | undefined,
  signal?: AbortSignal,
): Promise<FormResponse> {
  return requestJson(apiPaths.apply(formId, formId ? page : undefined), formResponseSchema, {
    signal,
  });
}
