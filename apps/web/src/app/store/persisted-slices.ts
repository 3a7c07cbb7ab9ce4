import { tileSchema, type UserState, userStateSchema } from "@portal/contract";
import type { DashboardState } from "../../features/dashboard/index.ts";
import type { PersistedSlice } from "./persistence.ts";

/** SPEC §3 persisted client state: the user and the dashboard (`reduxPersist:user`, `…:dashboard`). */

const tilesSchema = tileSchema.array();

const userSlice: PersistedSlice<UserState> = {
  key: "user",
  isValid: (stored): stored is UserState => userStateSchema.safeParse(stored).success,
};

const dashboardSlice: PersistedSlice<DashboardState> = {
  key: "dashboard",
  isValid: (stored): stored is DashboardState =>
    Boolean(
      stored &&
        typeof stored === "object" &&
        "tiles" in stored &&
        tilesSchema.safeParse(stored.tiles).success,
    ),
};

export const persistedSlices: readonly PersistedSlice<unknown>[] = [userSlice, dashboardSlice];
