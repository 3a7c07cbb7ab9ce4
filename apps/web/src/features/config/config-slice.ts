import { type PortalConfig, portalConfigSchema } from "@portal/contract";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** The portal Configuration (SPEC §3), loaded once at boot from the registry service. */
export const configSlice = createSlice({
  name: "config",
  // The schema's defaults: what the portal shows until (or unless) the service says otherwise.
  initialState: portalConfigSchema.parse({}),
  reducers: {
    configLoaded: (_state, action: PayloadAction<PortalConfig>) => action.payload,
  },
});

export const { configLoaded } = configSlice.actions;

export const selectConfig = (state: { config: PortalConfig }): PortalConfig => state.config;
