import {
  apiPaths,
  type SearchQueryInput,
  type SearchResult,
  searchResultSchema,
} from "@portal/contract";
import { requestJson } from "../../lib/http-client.ts";

/** GET registry/api/v1/search?{query} (SPEC §7): one page of the register. */
export function fetchPeers(
  query: SearchQueryInput,
  sessionId: string | null,
  signal?: AbortSignal,
): Promise<SearchResult> {
  const values: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === "string" || typeof value === "number") values[key] = value;
    else if (typeof value === "boolean") values[key] = Number(value);
  }
  return requestJson(apiPaths.search, searchResultSchema, { query: values, sessionId, signal });
}
