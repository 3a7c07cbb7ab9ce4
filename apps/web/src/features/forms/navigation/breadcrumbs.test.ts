import { BREADCRUMBS_MIN_SHOWN } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { breadcrumbTrail, crumbLabel, shouldShowBreadcrumbs } from "./breadcrumbs.ts";

describe("breadcrumbs", () => {
  it("are shown from BREADCRUMBS_MIN_SHOWN (2) crumbs on", () => {
    expect(BREADCRUMBS_MIN_SHOWN).toBe(2);
    const crumb = { label: "A", path: "/form/A/1" };
    expect(shouldShowBreadcrumbs([crumb])).toBe(false);
    expect(shouldShowBreadcrumbs([crumb, crumb])).toBe(true);
  });

  it("show 'APC dental' as 'APC' and other labels unchanged", () => {
    expect(crumbLabel("APC dental")).toBe("APC");
    expect(crumbLabel("Peer form")).toBe("Peer form");
  });

  it("are remembered for the form they end at, and replaced for another form", () => {
    const carried = [
      { label: "APC dental", path: "/form/APC/1/p1" },
      { label: "Peer", path: "/form/PEER/2/r1" },
    ];
    expect(
      breadcrumbTrail({ breadcrumbs: carried }, { label: "Peer", path: "/form/PEER/2/r1" }),
    ).toEqual(carried);
    // Another page of the same form, reached without router state: the remembered trail.
    expect(breadcrumbTrail(null, { label: "Peer", path: "/form/PEER/2/r2" })).toEqual(carried);
    // A different form opened from elsewhere starts a trail of its own.
    expect(breadcrumbTrail(null, { label: "Other", path: "/form/OTHER/3" })).toEqual([
      { label: "Other", path: "/form/OTHER/3" },
    ]);
  });
});
