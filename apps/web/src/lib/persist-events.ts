import { createAction } from "@reduxjs/toolkit";

/**
 * Write the persisted state now, not on the next tick: the page is going away (pagehide) and
 * what was just recorded must be in storage when it comes back. The store answers it.
 */
export const persistNow = createAction("persist/now");
