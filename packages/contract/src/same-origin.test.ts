import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foreignHost, offSiteAddresses, portalAddresses } from "../test-support/redirect-corpus.ts";
import { MAX_ADDRESS_LENGTH, sameOriginPath, sameOriginUrl } from "./same-origin.ts";

const origin = "https://portal.example";

/** Where a browser on `origin` would go when given the resolved address. */
const browserTarget = (path: string) => new URL(path, origin);

describe("sameOriginPath", () => {
  it.each(offSiteAddresses.map((a) => [JSON.stringify(a), a]))("refuses %s", (_label, address) => {
    expect(sameOriginPath(address)).toBeUndefined();
  });

  it.each(portalAddresses.map((a) => [a]))("keeps %s", (address) => {
    const path = sameOriginPath(address);
    expect(path).toBeDefined();
    expect(browserTarget(path as string).origin).toBe(origin);
  });

  it("answers the resolved path, so dot segments cannot turn into a host later", () => {
    expect(sameOriginPath("/a/./b/../c?q=1#h")).toBe("/a/c?q=1#h");
    expect(sameOriginPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });

  it("refuses what is not a string, and addresses over the length limit", () => {
    expect(sameOriginPath(undefined)).toBeUndefined();
    expect(sameOriginPath(42)).toBeUndefined();
    expect(sameOriginPath(`/${"a".repeat(MAX_ADDRESS_LENGTH)}`)).toBeUndefined();
  });

  it("never answers a path a browser would take off the site, whatever the text", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: fc.constantFrom("/", "\\", ".", "%2e", "%2f", "\t", "e", ":", "@") }),
          fc.constantFrom(...offSiteAddresses).chain((a) => fc.constant(`/${a}`)),
        ),
        (text) => {
          const path = sameOriginPath(text);
          if (path === undefined) return;
          expect(path.startsWith("/")).toBe(true);
          expect(path.startsWith("//")).toBe(false);
          expect(browserTarget(path).origin).toBe(origin);
          expect(browserTarget(path).host).not.toBe(foreignHost);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("sameOriginUrl", () => {
  it("keeps absolute URLs of the origin itself", () => {
    expect(sameOriginUrl(`${origin}/form/APC/t/p`, origin)?.pathname).toBe("/form/APC/t/p");
  });

  it.each([
    ["another host", "https://evil.example/form/APC/t/p"],
    ["another scheme", "http://portal.example/form/APC/t/p"],
    ["another port", "https://portal.example:8443/form/APC/t/p"],
    ["user information", "https://x@portal.example/form/APC/t/p"],
  ])("refuses %s", (_label, address) => {
    expect(sameOriginUrl(address, origin)).toBeUndefined();
  });

  it.each(offSiteAddresses.map((a) => [JSON.stringify(a), a]))("refuses %s", (_label, address) => {
    expect(sameOriginUrl(address, origin)).toBeUndefined();
  });
});
