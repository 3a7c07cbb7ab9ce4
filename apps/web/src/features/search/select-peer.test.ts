import type { PeerMatch } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { offSiteAddresses } from "../../../../../packages/contract/test-support/redirect-corpus.ts";
import { peerReturnPath, todayText } from "./select-peer.ts";

const match = { "Person ID": "40917", FullName: "Sione Taufa" } as PeerMatch;
const path = (search: string) => peerReturnPath(new URLSearchParams(search), match, "2026-03-01");

describe("peerReturnPath", () => {
  it("adds the three prefixed values and keeps every other parameter", () => {
    const target = path(
      "returnUrl=/form/PEER-RELATIONSHIP/abc/peer&prefix=peer&tile=manage_relationship&x=1",
    );
    const url = new URL(target!, "https://p.invalid");
    expect(url.pathname).toBe("/form/PEER-RELATIONSHIP/abc/peer");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tile: "manage_relationship",
      x: "1",
      peer_person_id: "40917",
      peer_peer_name: "Sione Taufa",
      peer_relationship_start_date: "2026-03-01",
    });
  });

  it("keeps the return URL's own query and uses the given prefix", () => {
    const target = path("returnUrl=%2Fform%2FX%2Fy%3Fa%3D1&prefix=mentor");
    expect(target).toBe(
      "/form/X/y?a=1&mentor_person_id=40917&mentor_peer_name=Sione+Taufa&mentor_relationship_start_date=2026-03-01",
    );
  });

  it.each(offSiteAddresses)("refuses the return URL %j", (returnUrl) => {
    expect(path(`returnUrl=${encodeURIComponent(returnUrl)}&prefix=peer`)).toBeNull();
  });

  it("falls back to the prefix peer for a missing or odd prefix", () => {
    expect(path("returnUrl=/x&prefix=a%26b")).toContain("peer_person_id=40917");
    expect(path("returnUrl=/x")).toContain("peer_person_id=40917");
  });

  it("dates today on the regulator's calendar, not the browser's", () => {
    // 23:59 on 5 January in UTC is already the 6th in New Zealand.
    const lateUtc = new Date("2026-01-05T23:59:00Z");
    expect(todayText("Pacific/Auckland", lateUtc)).toBe("2026-01-06");
    expect(todayText("UTC", lateUtc)).toBe("2026-01-05");
  });
});
