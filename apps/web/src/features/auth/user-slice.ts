import type { UserDetails, UserState } from "@portal/contract";
import { createSlice } from "@reduxjs/toolkit";
import { sessionEnded, sessionStarted } from "../../lib/session-events.ts";

/** User state of SPEC §3: details, session id and when they were last refreshed. Persisted. */
export const emptyUser: UserState = { details: null, sessionId: null, lastUpdated: null };

export const userSlice = createSlice({
  name: "user",
  initialState: emptyUser,
  reducers: {
    /** The unset-force-password action of SPEC §4, after a forced password change. */
    passwordResetDone(state) {
      if (state.details) state.details.passwordResetPending = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (_state, { payload }) => ({
        details: payload.userDetails,
        sessionId: payload.odooSessionId,
        lastUpdated: payload.receivedAt,
      }))
      .addCase(sessionEnded, () => emptyUser);
  },
});

export const { passwordResetDone } = userSlice.actions;

type WithUser = { user: UserState };
export const selectUser = (state: WithUser): UserState => state.user;
export const selectSessionId = (state: WithUser): string | null => state.user.sessionId;
export const selectUserDetails = (state: WithUser): UserDetails | null => state.user.details;
