import { calendarDateAt, type PeerMatch, sameOriginPath } from "@portal/contract";

const probeOrigin = "https://portal.invalid";
const PREFIX = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** Today on the regulator's calendar as YYYY-MM-DD (a relationship starts on its date). */
export function todayText(timeZone: string, now = new Date()): string {
  return calendarDateAt(now, timeZone);
}

/**
 * Where choosing `match` leads (SPEC §2 Peer search): the return URL – a same-origin path
 * only – with {prefix}_person_id, {prefix}_peer_name and {prefix}_relationship_start_date,
 * and every other query parameter of the search page except returnUrl and prefix. Null when
 * the search page has no usable return URL (then a name cannot be chosen).
 */
export function peerReturnPath(
  search: URLSearchParams,
  match: PeerMatch,
  today: string,
): string | null {
  const returnPath = sameOriginPath(search.get("returnUrl"));
  if (returnPath === undefined) return null;
  const given = search.get("prefix") ?? "";
  const prefix = PREFIX.test(given) ? given : "peer";
  const url = new URL(returnPath, probeOrigin);
  for (const [key, value] of search) {
    if (key !== "returnUrl" && key !== "prefix") url.searchParams.append(key, value);
  }
  url.searchParams.set(`${prefix}_person_id`, match["Person ID"]);
  url.searchParams.set(`${prefix}_peer_name`, match.FullName);
  url.searchParams.set(`${prefix}_relationship_start_date`, today);
  return `${url.pathname}${url.search}${url.hash}`;
}
