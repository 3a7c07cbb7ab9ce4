import { PERSIST_KEY_PREFIX, tileSchema, type UserState, userStateSchema } from "@portal/contract";
import { type PersistConfig, persistReducer } from "redux-persist";
import storage from "redux-persist/es/storage";
import { userSlice } from "../../features/auth/index.ts";
import { type DashboardState, dashboardSlice } from "../../features/dashboard/index.ts";
import { editedFieldsSlice, isEditedFieldsState } from "../../features/forms/index.ts";

/**
 * SPEC §3 persisted client state: `user`, `dashboard` and the edited fields in localStorage
 * under `reduxPersist:user`, `reduxPersist:dashboard` and `reduxPersist:editedFields`.
 */

type Validator = (state: unknown) => boolean;

/** Storage is outside the portal's control: a copy of another shape is dropped, not trusted. */
function persistConfig<S>(key: string, isValid: Validator): PersistConfig<S> {
  return {
    key,
    storage,
    keyPrefix: PERSIST_KEY_PREFIX,
    version: 1,
    migrate: async (state) => {
      if (state === undefined) return state;
      const { _persist, ...stored } = state;
      return isValid(stored) ? state : undefined;
    },
  };
}

const tilesSchema = tileSchema.array();

/**
 * Removes the stored copies of the session (user and dashboard) but not the edited fields:
 * a session that ran out leaves the user's unsaved edits for the next sign-in.
 */
export async function purgeSessionCopies(): Promise<void> {
  await Promise.all(
    ["user", "dashboard"].map((key) => storage.removeItem(`${PERSIST_KEY_PREFIX}${key}`)),
  );
}

export function persistedUserReducer() {
  return persistReducer(
    persistConfig<UserState>("user", (s) => userStateSchema.safeParse(s).success),
    userSlice.reducer,
  );
}

export function persistedDashboardReducer() {
  return persistReducer(
    persistConfig<DashboardState>("dashboard", (s) =>
      Boolean(s && typeof s === "object" && "tiles" in s && tilesSchema.safeParse(s.tiles).success),
    ),
    dashboardSlice.reducer,
  );
}

export function persistedEditedFieldsReducer() {
  return persistReducer(
    persistConfig<ReturnType<typeof editedFieldsSlice.reducer>>("editedFields", (s) =>
      isEditedFieldsState(s),
    ),
    editedFieldsSlice.reducer,
  );
}
