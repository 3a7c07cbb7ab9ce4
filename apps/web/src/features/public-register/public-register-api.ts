import {
  type PublicPractitioner,
  type PublicRegisterPage,
  type PublicRegisterQueryInput,
  publicPractitionerSchema,
  publicRegisterPageSchema,
  publicRegisterPaths,
} from "@portal/contract";
import { requestJson } from "../../lib/http-client.ts";

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

/** GET /public/api/v1/practitioners/{registrationNumber}, no session. */
export function fetchPublicPractitioner(
  registrationNumber: string,
  signal?: AbortSignal,
): Promise<PublicPractitioner> {
  return requestJson(
    publicRegisterPaths.practitioner(registrationNumber),
    publicPractitionerSchema,
    {
      signal,
    },
  );
}
