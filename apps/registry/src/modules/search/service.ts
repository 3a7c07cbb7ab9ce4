// The peer search (SPEC §2 Peer search, Volunteer search; §3 payload and result): turns the
// validated payload into register filters and answers one page of matches.
import { calendarDateAt, type SearchQuery } from "@portal/contract";
import type { Clock } from "../../core/clock.ts";
import type { Db } from "../../db/client.ts";
import { peerMatchOf } from "../register/index.ts";
import { type RegisterFilter, searchRegister } from "./search-store.ts";

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

export function createSearchService(deps: { db: Db; clock: Clock; timeZone: string }) {
  return {
    /** The §3 search result as JSON text, each certificate as it stands today. */
    async searchJson(query: SearchQuery): Promise<string> {
      const page = { limit: query.limit, start: query.start };
      const today = calendarDateAt(deps.clock(), deps.timeZone);
      const found = await searchRegister(deps.db, filterOf(query), page, today);
      return JSON.stringify({ ...found, matches: found.matches.map(peerMatchOf) });
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
