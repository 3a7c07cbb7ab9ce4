import {
  type ApplicationIdentity,
  type AuthResponse,
  applicationIdentitySchema,
  authResponseSchema,
  type IdentityOptions,
  identityOptionsSchema,
  identityPaths,
  identityStartResponseSchema,
  type LinkedIdentity,
  linkedIdentitySchema,
  messageResponseSchema,
} from "@portal/contract";
import { requestJson } from "../../../lib/http-client.ts";

/** The verified-identity provider's name, or null when the portal has none. */
export function fetchIdentityOptions(signal?: AbortSignal): Promise<IdentityOptions> {
  return requestJson(identityPaths.options, identityOptionsSchema, { signal });
}

/**
 * Starts at the provider: answers its URL (the service keeps the checks, the browser a key).
 * With an application's token, the identity is proved for that application.
 */
export async function startIdentitySignIn(application?: string): Promise<string> {
  const { url } = await requestJson(identityPaths.start, identityStartResponseSchema, {
    method: "POST",
    json: application === undefined ? {} : { application },
  });
  return url;
}

/** The identity proved for an application in progress, if any. */
export function fetchApplicationIdentity(
  application: string,
  signal?: AbortSignal,
): Promise<ApplicationIdentity> {
  return requestJson(identityPaths.application(application), applicationIdentitySchema, {
    signal,
  });
}

/** A linked identity's one-time token traded for a session, as a login answers. */
export function identitySession(token: string): Promise<AuthResponse> {
  return requestJson(identityPaths.session, authResponseSchema, {
    method: "POST",
    json: { token },
  });
}

/** A new identity's token tied to the account just signed in; answers the message. */
export async function linkIdentity(token: string, sessionId: string): Promise<string> {
  const answer = await requestJson(identityPaths.link, messageResponseSchema, {
    method: "POST",
    json: { token },
    sessionId,
  });
  return answer.message;
}

export function fetchLinkedIdentity(
  sessionId: string,
  signal?: AbortSignal,
): Promise<LinkedIdentity> {
  return requestJson(identityPaths.mine, linkedIdentitySchema, { sessionId, signal });
}

export async function unlinkIdentity(sessionId: string): Promise<string> {
  const answer = await requestJson(identityPaths.mine, messageResponseSchema, {
    method: "DELETE",
    sessionId,
  });
  return answer.message;
}
