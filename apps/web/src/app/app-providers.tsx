import { Provider } from "react-redux";
import { type DataRouter, RouterProvider } from "react-router";

import type { AppStore } from "./store/create-store.ts";

export function AppProviders({ store, router }: { store: AppStore; router: DataRouter }) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
