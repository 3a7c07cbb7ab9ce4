import type { AuthState } from "@portal/contract";
import { createSlice } from "@reduxjs/toolkit";
import { sessionEnded, sessionStarted } from "../../lib/session-events.ts";

/** Auth state of SPEC §3: what the login, reset and validate screens are doing. */
const initialState: AuthState = {
  isResettingPassword: false,
  isValidating: false,
  showSetPasswordModal: false,
  showSetPasswordCloseButton: false,
};

export const authSlice = createSlice({
  name: "auth",
  initialState,
  reducers: {
    resetPasswordStarted: (state) => {
      state.isResettingPassword = true;
    },
    resetPasswordEnded: (state) => {
      state.isResettingPassword = false;
    },
    validationStarted: (state) => {
      state.isValidating = true;
    },
    validationEnded: (state) => {
      state.isValidating = false;
    },
    /** "Change Password" opens it closable; a pending reset opens it without a close button. */
    setPasswordModalOpened: (state, action: { payload: { closable: boolean } }) => {
      state.showSetPasswordModal = true;
      state.showSetPasswordCloseButton = action.payload.closable;
    },
    setPasswordModalClosed: (state) => {
      state.showSetPasswordModal = false;
    },
  },
  extraReducers: (builder) => {
    builder
      // SPEC §4: the set-password modal opens when the user details say a reset is pending.
      .addCase(sessionStarted, (state, { payload }) => {
        if (payload.userDetails.passwordResetPending) {
          state.showSetPasswordModal = true;
          state.showSetPasswordCloseButton = false;
        }
      })
      .addCase(sessionEnded, () => initialState);
  },
});

export const {
  resetPasswordStarted,
  resetPasswordEnded,
  validationStarted,
  validationEnded,
  setPasswordModalOpened,
  setPasswordModalClosed,
} = authSlice.actions;

export const selectAuth = (state: { auth: AuthState }): AuthState => state.auth;
