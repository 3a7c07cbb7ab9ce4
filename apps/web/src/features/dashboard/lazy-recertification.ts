import { lazy } from "react";
/**
 * The practitioner's recertification (their audit, if sampled, and their progress), for the
 * dashboard and the Recertification tile's screen: loaded once one of them shows, as most visits
 * never need it. One lazy part for both: each adds to the shell that imports it.
 */
export const LazyRecertification = lazy(async () => ({
  default: (await import("./recertification-parts.tsx")).RecertificationParts,
}));
