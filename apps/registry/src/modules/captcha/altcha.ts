// ALTCHA (DESIGN §3): a self-hosted proof of work, no third party. The service signs a
// challenge (HMAC), the portal's `altcha` widget solves it and sends the base64 JSON payload
// { challenge, solution } as `recaptchaToken`; verification checks the signature, the expiry
// and the work, then records the challenge so the same solution is refused a second time.
import { apiPaths } from "@portal/contract";
import { type Challenge, createChallenge, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { CaptchaVerifier } from "./captcha.ts";
import { deleteExpiredSolutions, recordSolution } from "./store.ts";

export const ALTCHA_ALGORITHM = "PBKDF2/SHA-256";
/**
 * PBKDF2 iterations per attempt. With the 8-bit key prefix a solver needs 256 attempts on
 * average: about 0.1 s in Node or a browser (the widget uses workers), 0.6 ms to verify.
 */
export const ALTCHA_COST = 2_000;
/** A challenge must be solved and sent within this time. */
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** A payload far longer than any real one is refused before it is decoded. */
const MAX_PAYLOAD_LENGTH = 4_000;

const hex = z.string().regex(/^(?:[0-9a-f]{2})+$/);
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALTCHA_ALGORITHM),
      nonce: hex.max(64),
      salt: hex.max(64),
      expiresAt: z.number().int().positive(),
    }),
    signature: hex.max(128),
  }),
  solution: z.looseObject({
    counter: z.number().int().nonnegative(),
    derivedKey: hex.max(128),
  }),
});

export function createAltchaVerifier(deps: {
  db: Db;
  hmacKey: string;
  /** Milliseconds since the epoch; altcha-lib itself reads the wall clock for expiry. */
  now?: () => number;
  cost?: number;
}): CaptchaVerifier {
  const now = deps.now ?? Date.now;
  return {
    publicConfig: { provider: "altcha", challengeUrl: apiPaths.captchaChallenge },

    createChallenge: () =>
      createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: deps.cost ?? ALTCHA_COST,
        keyPrefix: "00",
        deriveKey,
        hmacSignatureSecret: deps.hmacKey,
        expiresAt: new Date(now() + ALTCHA_CHALLENGE_TTL_MS),
      }),

    async verify(token) {
      const decoded = decodePayload(token);
      if (!decoded) return false;
      const { parsed, raw } = decoded;
      const expiresAt = new Date(parsed.challenge.parameters.expiresAt * 1000);
      if (expiresAt.getTime() <= now()) return false;
      try {
        // The payload as it came, not the parsed copy: the signature covers every parameter.
        const result = await verifySolution({
          challenge: raw.challenge,
          solution: raw.solution,
          deriveKey,
          hmacSignatureSecret: deps.hmacKey,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      await deleteExpiredSolutions(deps.db, new Date(now()));
      return recordSolution(deps.db, parsed.challenge.parameters.nonce, expiresAt);
    },
  };
}

function decodePayload(token: string) {
  if (!token || token.length > MAX_PAYLOAD_LENGTH) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return undefined;
  return { parsed: parsed.data, raw: json as { challenge: Challenge; solution: Solution } };
}
