import {
  type CertificateVerification,
  certificateVerificationSchema,
  type FollowRequest,
  followPaths,
  type MessageResponse,
  messageResponseSchema,
  type PublicPractitionerPage,
  type PublicRegisterPage,
  type PublicRegisterQueryInput,
  publicCertificatePaths,
  publicPractitionerPageSchema,
  publicRegisterPageSchema,
  publicRegisterPaths,
} from "@portal/contract";
import { HttpError, requestJson } from "../../lib/http-client.ts";

/** GET /public/api/v1/practitioners: one page of the public register, no session. */
export function fetchPublicRegister(
  query: PublicRegisterQueryInput,
  signal?: AbortSignal,
): Promise<PublicRegisterPage> {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === "string" || typeof value === "number") values[key] = value;
  }
  return requestJson(publicRegisterPaths.search, publicRegisterPageSchema, {
    query: values,
    signal,
  });
}

/** GET /public/api/v1/practitioners/{registrationNumber}, no session: with its public history. */
export function fetchPublicPractitioner(
  registrationNumber: string,
  signal?: AbortSignal,
): Promise<PublicPractitionerPage> {
  return requestJson(
    publicRegisterPaths.practitioner(registrationNumber),
    publicPractitionerPageSchema,
    { signal },
  );
}

/**
 * GET /public/api/v1/certificates/{code}, no session: the certificate carrying the code, or
 * null when none does (a 404 is an answer here, not a failure).
 */
export async function fetchCertificateVerification(
  code: string,
  signal?: AbortSignal,
): Promise<CertificateVerification | null> {
  try {
    return await requestJson(publicCertificatePaths.verify(code), certificateVerificationSchema, {
      signal,
    });
  } catch (error) {
    if (error instanceof HttpError && error.response.status === 404) return null;
    throw error;
  }
}

/** POST …/practitioners/{n}/follow: the same answer whoever follows what. */
export function askToFollow(
  registrationNumber: string,
  request: FollowRequest,
): Promise<MessageResponse> {
  return requestJson(followPaths.follow(registrationNumber), messageResponseSchema, {
    method: "POST",
    json: request,
  });
}

/** Confirms a follow, or ends one, with the token of the e-mailed link. */
export function followLink(step: "confirm" | "unsubscribe", token: string) {
  const options = { method: "POST", json: {} } as const;
  return step === "confirm"
    ? requestJson(followPaths.confirm, messageResponseSchema, { ...options, json: { token } })
    : requestJson(followPaths.unsubscribe, messageResponseSchema, { ...options, query: { token } });
}
