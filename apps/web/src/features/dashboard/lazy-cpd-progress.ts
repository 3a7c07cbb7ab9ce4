import { lazy } from "react";
/**
 * The practitioner's recertification progress, for the dashboard and the Recertification
 * tile's screen: loaded once one of them shows, as most visits never need it.
 */
export const LazyCpdProgress = lazy(async () => ({
  default: (await import("./cpd-progress.tsx")).CpdProgress,
}));

/** The practitioner's recertification audit, where they show theirs: few are ever sampled. */
export const LazyCpdAudit = lazy(async () => ({
  default: (await import("./cpd-audit.tsx")).CpdAudit,
}));
