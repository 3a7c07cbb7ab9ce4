import type { PageCode } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { isPageReachable, nextPageCode, pagesToRender, visibleTabs } from "./page-navigation.ts";

const page = (code: string, pageState: PageCode["pageState"], pageDone?: boolean): PageCode => ({
  code,
  name: code.toUpperCase(),
  pageState,
  ...(pageDone === undefined ? {} : { pageDone }),
});

const pages = [
  page("details", "enabled", true),
  page("qualifications", "disabled"),
  page("declarations", "visible"),
  page("summary", "done"),
  page("payment", "disabled"),
];

describe("nextPageCode", () => {
  it("goes to the next page that is not disabled", () => {
    expect(nextPageCode(pages, "details")).toBe("declarations");
    expect(nextPageCode(pages, "declarations")).toBe("summary");
  });

  it("falls back to the last page when none follows", () => {
    expect(nextPageCode(pages, "summary")).toBe("payment");
    expect(nextPageCode(pages, "payment")).toBe("payment");
    expect(nextPageCode(pages, "unknown")).toBe("payment");
  });

  it("has nowhere to go in a form without pages", () => {
    expect(nextPageCode([], "details")).toBeUndefined();
  });
});

describe("isPageReachable", () => {
  it("is reachable only with pageState enabled", () => {
    expect(isPageReachable(pages, "details")).toBe(true);
    expect(isPageReachable(pages, "qualifications")).toBe(false);
    expect(isPageReachable(pages, "declarations")).toBe(false);
    expect(isPageReachable(pages, "summary")).toBe(false);
    expect(isPageReachable([page("x", "error")], "x")).toBe(false);
  });

  it("is not reachable when the code is not in the list", () => {
    expect(isPageReachable(pages, "nowhere")).toBe(false);
  });
});

describe("visibleTabs", () => {
  it("leaves out disabled pages, makes only enabled ones clickable, ticks from pageDone", () => {
    expect(visibleTabs(pages)).toEqual([
      { code: "details", name: "DETAILS", clickable: true, done: true },
      { code: "declarations", name: "DECLARATIONS", clickable: false, done: false },
      { code: "summary", name: "SUMMARY", clickable: false, done: false },
    ]);
  });
});

describe("pagesToRender", () => {
  it("takes non-disabled pages up to and including the current one", () => {
    expect(pagesToRender(pages, "summary").map((p) => p.code)).toEqual([
      "details",
      "declarations",
      "summary",
    ]);
    expect(pagesToRender(pages, "missing")).toEqual([]);
  });
});
