import { describe, expect, it } from "vitest";
import { offSiteAddresses } from "../../../../packages/contract/test-support/redirect-corpus.ts";
import { loginPathFor, safeRedirectPath } from "./redirects.ts";

describe("safeRedirectPath", () => {
  it.each([
    ["/forms/apc", "/forms/apc"],
    ["/form/APC/tok-1/page-2?x=1", "/form/APC/tok-1/page-2?x=1"],
    ["/", "/"],
  ])("keeps the same-origin path %s", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with path", "//evil.example/login"],
    ["backslash host", "/\\evil.example"],
    ["absolute URL", "https://evil.example"],
    ["script URL", "javascript:alert(1)"],
    ["relative path", "forms/apc"],
    ["tab trick", "/\t/evil.example"],
    ["logout", "/logout"],
    ["logout with query", "/logout?next=1"],
    ["logout with trailing slash", "/logout/"],
  ])("sends %s to /", (_label, value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });
});

describe("safeRedirectPath on the redirect corpus", () => {
  it.each(offSiteAddresses.map((a) => [JSON.stringify(a), a]))("sends %s to /", (_l, value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });

  it("follows the resolved path, not the text (dot segments cannot make a host)", () => {
    expect(safeRedirectPath("/forms/./apc")).toBe("/forms/apc");
    expect(safeRedirectPath("/forms/../logout")).toBe("/");
  });
});

describe("loginPathFor", () => {
  it("carries the current path and query as the redirect parameter", () => {
    const path = loginPathFor({ pathname: "/forms/apc", search: "?tab=2&x=%20" });
    expect(path.startsWith("/login?redirect=")).toBe(true);
    expect(new URLSearchParams(path.split("?")[1]).get("redirect")).toBe("/forms/apc?tab=2&x=%20");
  });
});
