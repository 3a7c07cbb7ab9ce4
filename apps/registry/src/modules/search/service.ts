// The peer search (SPEC §2 Peer search, Volunteer search; §3 payload and result): turns the
// validated payload into register filters and answers one page of matches.
import type { SearchQuery } from "@portal/contract";
import type { Db } from "../../db/client.ts";
import { type RegisterFilter, searchRegisterJson } from "./search-store.ts";

/** Blank text is no filter; other text is matched trimmed. */
const textOf = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

export function filterOf(query: SearchQuery): RegisterFilter {
  return {
    eligibleOnly: query.EligibleOnly === true,
    volunteer: query.Volunteer === true,
    practice: textOf(query.Practice),
    surname: textOf(query.Surname),
    name: textOf(query.Name),
    address: textOf(query.Address),
    personId: textOf(query.PersonID),
    city: textOf(query.City),
    suburb: textOf(query.Suburb),
    ta: textOf(query.TA),
    dhb: textOf(query.DHB),
  };
}

export function createSearchService(deps: { db: Db }) {
  return {
    /** The §3 search result as JSON text, as the database wrote it (search-store.ts). */
    searchJson(query: SearchQuery): Promise<string> {
      return searchRegisterJson(deps.db, filterOf(query), {
        limit: query.limit,
        start: query.start,
      });
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
