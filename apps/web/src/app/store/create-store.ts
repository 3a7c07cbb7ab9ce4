import type { PortalConfig } from "@portal/contract";
import { combineReducers, configureStore } from "@reduxjs/toolkit";
import { authSlice, userSlice } from "../../features/auth/index.ts";
import { configLoaded, configSlice } from "../../features/config/index.ts";
import { dashboardSlice } from "../../features/dashboard/index.ts";
import { formSlice } from "../../features/forms/index.ts";
import { messagesSlice } from "../../features/messages/index.ts";
import { persistedSlices } from "./persisted-slices.ts";
import {
  type Persistence,
  persistSlices,
  purgeWhenSessionEnds,
  readPersisted,
} from "./persistence.ts";

function createRootReducer() {
  return combineReducers({
    config: configSlice.reducer,
    user: userSlice.reducer,
    dashboard: dashboardSlice.reducer,
    messages: messagesSlice.reducer,
    auth: authSlice.reducer,
    form: formSlice.reducer,
  });
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

/**
 * The store, with the persisted slices (SPEC §3) read back from storage as its starting state
 * and written again whenever they change.
 */
export function createAppStore(config: PortalConfig, storage: Storage = localStorage) {
  const store = configureStore({
    reducer: createRootReducer(),
    preloadedState: readPersisted(persistedSlices, storage) as Partial<RootState>,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(purgeWhenSessionEnds(persistedSlices, storage)),
  });
  store.dispatch(configLoaded(config));
  const persistence: Persistence = persistSlices(store, persistedSlices, storage);
  return { store, persistence };
}

export type AppStore = ReturnType<typeof createAppStore>["store"];
