import type { PortalConfig } from "@portal/contract";
import { combineReducers, configureStore, type Middleware } from "@reduxjs/toolkit";
import {
  FLUSH,
  PAUSE,
  PERSIST,
  type Persistor,
  PURGE,
  persistStore,
  REGISTER,
  REHYDRATE,
} from "redux-persist";
import { authSlice } from "../../features/auth/index.ts";
import { configLoaded, configSlice } from "../../features/config/index.ts";
import { formSlice } from "../../features/forms/index.ts";
import { messagesSlice } from "../../features/messages/index.ts";
import { persistNow } from "../../lib/persist-events.ts";
import { sessionEnded } from "../../lib/session-events.ts";
import {
  persistedDashboardReducer,
  persistedEditedFieldsReducer,
  persistedUserReducer,
  purgeSessionCopies,
} from "./persisted-reducers.ts";

function createRootReducer() {
  return combineReducers({
    config: configSlice.reducer,
    user: persistedUserReducer(),
    dashboard: persistedDashboardReducer(),
    messages: messagesSlice.reducer,
    auth: authSlice.reducer,
    form: formSlice.reducer,
    editedFields: persistedEditedFieldsReducer(),
  });
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

export function createAppStore(config: PortalConfig) {
  let persistor: Persistor | undefined;
  // The reset state is written first, then removed: no copy of the old session stays behind.
  const purgeWhenSessionEnds: Middleware = () => (next) => (action) => {
    const result = next(action);
    if (sessionEnded.match(action)) {
      const purge = action.payload.keepUnsavedEdits ? purgeSessionCopies : persistor?.purge;
      void persistor?.flush().then(() => purge?.());
    }
    return result;
  };
  // The page is going away: what was just recorded is written now (flush writes at once).
  const writeWhenAsked: Middleware = () => (next) => (action) => {
    const result = next(action);
    if (persistNow.match(action)) void persistor?.flush();
    return result;
  };
  const store = configureStore({
    reducer: createRootReducer(),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry callbacks; they never reach the state.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(purgeWhenSessionEnds, writeWhenAsked),
  });
  store.dispatch(configLoaded(config));

  /** Settles once the persisted user and dashboard are back in the store. */
  const rehydrated = new Promise<void>((resolve) => {
    persistor = persistStore(store, null, resolve);
  });

  return { store, persistor: persistor as Persistor, rehydrated };
}

export type AppStore = ReturnType<typeof createAppStore>["store"];
