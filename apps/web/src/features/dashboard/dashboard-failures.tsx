import type { ReactNode } from "react";
import { requestJson } from "../../lib/http-client.ts";
import { BannerFailures, refusedForGood, useLoad } from "../../lib/loading.tsx";
import type { ReadableSchema } from "../../lib/tolerant-read.ts";
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

/** What one of the dashboard's extras loads of the signed-in practitioner's, inside its failures. */
export const useSessionLoad = <T,>(sessionId: string, path: string, schema: ReadableSchema<T>) =>
  useLoad(sessionId, (signal) => requestJson(path, schema, { sessionId, signal }));
