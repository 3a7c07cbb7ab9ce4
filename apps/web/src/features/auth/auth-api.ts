import {
  type AuthResponse,
  apiPaths,
  authResponseSchema,
  type LoginPayload,
  type MessageResponse,
  messageResponseSchema,
} from "@portal/contract";
import { requestJson } from "../../lib/http-client.ts";

/** POST login, form-encoded as login, password, recaptchaToken (SPEC §7). */
export function login(payload: LoginPayload): Promise<AuthResponse> {
  return requestJson(apiPaths.login, authResponseSchema, {
    method: "POST",
    form: {
      login: payload.login,
      password: payload.password,
      recaptchaToken: payload.recaptchaToken ?? "",
    },
  });
}

export function logout(sessionId: string): Promise<MessageResponse> {
  return requestJson(apiPaths.logout, messageResponseSchema, { sessionId });
}

/** The signed-in user's details and tiles, refreshed. */
export function fetchUser(sessionId: string, signal?: AbortSignal): Promise<AuthResponse> {
  return requestJson(apiPaths.user, authResponseSchema, { sessionId, signal });
}

/** Is the session still live on the service? Its 401 answer ends the session (SPEC §8). */
export function checkSession(sessionId: string, signal?: AbortSignal): Promise<MessageResponse> {
  return requestJson(apiPaths.sessionCheck, messageResponseSchema, { sessionId, signal });
}
