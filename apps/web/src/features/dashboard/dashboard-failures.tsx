import type { ReactNode } from "react";
import { BannerFailures, refusedForGood } from "../../lib/loading.tsx";
import { useErrorHandler } from "../messages/index.ts";

/**
 * A failure the service may get past (no answer, a time-out, its own trouble) is told in the
 * message banner like any call's, with a control to try again. Its refusal is passed over, as the
 * dashboard's other extras are: telling every visitor of a failure under a heading of
 * the dashboard would say there is something (a concern, a cycle) when there may be none.
 */
export function DashboardFailures({ children }: { children: ReactNode }) {
  return (
    <BannerFailures tell={useErrorHandler()} quiet={refusedForGood}>
      {children}
    </BannerFailures>
  );
}
