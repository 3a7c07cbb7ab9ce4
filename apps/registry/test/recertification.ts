// The recertification tests' service and refusals: the register desk's service with the
// product's tiles, and refusals checked against the contract's texts (their cycles,
// practitioners and activities come from test/cpd.ts).
import { expect } from "vitest";
import { writeTileCatalogue } from "../seed/tile-catalogue.ts";
import type { TestDatabase } from "./databases.ts";
import { type RegisterDesk, useRegisterDesk } from "./register-desk.ts";

/**
 * useRegisterDesk's service with the product's tiles written before `setup.prepare` runs: the
 * CPD log is among them, and a form is added from a tile of its type.
 */
export function useRecertificationDesk(
  testDb: TestDatabase,
  setup: Parameters<typeof useRegisterDesk>[1] = {},
): RegisterDesk {
  return useRegisterDesk(testDb, {
    ...setup,
    prepare: async (service) => {
      await service.database.db.transaction((tx) => writeTileCatalogue(tx));
      await setup.prepare?.(service);
    },
  });
}

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
