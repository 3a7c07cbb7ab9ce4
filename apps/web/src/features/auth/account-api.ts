import {
  apiPaths,
  type MessageResponse,
  messageResponseSchema,
  type ValidateResponse,
  validateResponseSchema,
} from "@portal/contract";
import { requestJson } from "../../lib/http-client.ts";

/*
 * The account calls of SPEC §7. Apart from auth-api.ts, which the shell loads, so that they
 * travel only with the screens that make them.
 */

/** Forgot password: the service e-mails a reset link and answers the same either way. */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return requestJson(apiPaths.resetPassword, messageResponseSchema, { form: { email } });
}

/** POST setpassword, form-encoded `password`, for the signed-in user (SPEC §7). */
export function setPassword(sessionId: string, password: string): Promise<MessageResponse> {
  return requestJson(apiPaths.setPassword, messageResponseSchema, {
    sessionId,
    form: { password },
  });
}

/** Follows an e-mailed link: a new session, like a login (SPEC §2 Emailed-link confirmation). */
export function validateLink(token: string): Promise<ValidateResponse> {
  return requestJson(apiPaths.validate(token), validateResponseSchema);
}
