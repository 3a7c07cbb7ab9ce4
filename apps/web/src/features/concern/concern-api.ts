import {
  type ConcernResumeLink,
  concernPaths,
  type FormResponse,
  formResponseSchema,
  type MessageResponse,
  messageResponseSchema,
} from "@portal/contract";
import { requestJson } from "../../lib/http-client.ts";

/** POST …/concerns: a new concern at its first page, once the captcha is solved. */
export function startConcern(captchaToken: string | undefined): Promise<FormResponse> {
  return requestJson(concernPaths.start, formResponseSchema, {
    method: "POST",
    json: captchaToken === undefined ? {} : { captchaToken },
  });
}

/** GET a concern at `page`, or at its first open page (or that it was submitted). */
export function fetchConcern(
  formId: string,
  page: string | undefined,
  signal?: AbortSignal,
): Promise<FormResponse> {
  const path = page ? concernPaths.page(formId, page) : concernPaths.form(formId);
  return requestJson(path, formResponseSchema, { signal });
}

/** POST …/resume-link: the same answer whether a link was sent or not. */
export function askForResumeLink(
  formId: string,
  request: ConcernResumeLink,
): Promise<MessageResponse> {
  return requestJson(concernPaths.resumeLink(formId), messageResponseSchema, {
    method: "POST",
    json: request,
  });
}
