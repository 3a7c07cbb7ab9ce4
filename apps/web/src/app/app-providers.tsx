import type { ReactNode } from "react";
import { Provider } from "react-redux";
import type { AppStore } from "./store/create-store.ts";

/** The store around the router and its screens (boot.tsx; a memory router in tests). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
