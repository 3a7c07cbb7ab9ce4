import type { PortalConfig } from "@portal/contract";
import { createAppStore } from "../app/store/create-store.ts";
import type { Persistence } from "../app/store/persistence.ts";

const persistences = new Set<Persistence>();

/** The real store, remembered so the test's clean-up can silence its persistence. */
export function createTestStore(config: PortalConfig) {
  const created = createAppStore(config);
  persistences.add(created.persistence);
  return created;
}

/**
 * Stops every store a test made from writing to localStorage, so a late write of one test's
 * store cannot land in the next test's storage.
 */
export function stopTestStores(): void {
  for (const persistence of persistences) persistence.pause();
  persistences.clear();
}
