// The portal's ALTCHA widget, as the tests play it: a challenge solved and sent as the base64
// JSON payload the service reads from `recaptchaToken`.
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** A value as the widget sends its payload: base64 of its JSON. */
export const encodePayload = (value: unknown) =>
  Buffer.from(JSON.stringify(value)).toString("base64");

/** Solves a challenge as the widget does and answers the payload it would send. */
export async function solveAltcha(challenge: Challenge, solutionOverride: object = {}) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return encodePayload({ challenge, solution: { ...solution, ...solutionOverride } });
}
