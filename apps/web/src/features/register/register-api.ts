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

/** POST apply/{formId}/{page}: one field `page` holding the JSON of the values. */
export function postApplicationPage(
  formId: string,
  page: string,
  values: Record<string, unknown>,
): Promise<FormResponse> {
  return requestJson(apiPaths.apply(formId, page), formResponseSchema, {
    method: "POST",
    form: { page: JSON.stringify(values) },
    timeouts: "save",
  });
}
