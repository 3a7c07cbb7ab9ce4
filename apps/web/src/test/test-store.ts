import type { PortalConfig } from "@portal/contract";
import type { Persistor } from "redux-persist";
import { createAppStore } from "../app/store/create-store.ts";

const persistors = new Set<Persistor>();

/** The real store, remembered so the test's clean-up can silence its persistence. */
export function createTestStore(config: PortalConfig) {
  const created = createAppStore(config);
  persistors.add(created.persistor);
  return created;
}

/**
 * Stops every store a test made from writing to localStorage, so a late write of one test's
 * store cannot land in the next test's storage.
 */
export async function stopTestStores(): Promise<void> {
  for (const persistor of persistors) {
    persistor.pause();
    await persistor.flush();
  }
  persistors.clear();
}
