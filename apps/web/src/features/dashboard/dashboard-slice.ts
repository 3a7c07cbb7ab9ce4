import type { Tile } from "@portal/contract";
import { createSlice } from "@reduxjs/toolkit";
import { sessionEnded, sessionStarted } from "../../lib/session-events.ts";

/** The signed-in user's tiles, as the service last sent them. Persisted. */
export interface DashboardState {
  tiles: Tile[];
}

export const emptyDashboard: DashboardState = { tiles: [] };

export const dashboardSlice = createSlice({
  name: "dashboard",
  initialState: emptyDashboard,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (_state, { payload }) => ({ tiles: payload.tiles }))
      .addCase(sessionEnded, () => emptyDashboard);
  },
});

export const selectTiles = (state: { dashboard: DashboardState }): Tile[] => state.dashboard.tiles;
