// Refusals checked against the contract's texts, for the recertification tests (their cycles,
// practitioners and activities come from test/cpd.ts).
import { expect } from "vitest";

/**
 * Sends each request and expects its status and the contract's message (a schema's refusal
 * names the field before it, hence "containing").
 */
export async function expectRefusals(
  refusals: readonly (readonly [
    () => Promise<{ statusCode: number; json(): { message?: string } }>,
    number,
    string,
  ])[],
) {
  for (const [send, status, message] of refusals) {
    const res = await send();
    expect([res.statusCode, res.json().message]).toEqual([
      status,
      expect.stringContaining(message),
    ]);
  }
}
