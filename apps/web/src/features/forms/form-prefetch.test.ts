import { apiPaths, SESSION_HEADER } from "@portal/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prefetchRouteData } from "../../app/preload-route.ts";
import { routes } from "../../app/routes.tsx";
import { prefetchForm, takePrefetchedForm } from "./form-prefetch.ts";

const address = { formType: "APC", formId: "tok-1", page: "details" };

function stubFetch() {
  const fetchMock = vi.fn(async () => Response.json({ message: "" }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.useRealTimers();
  takePrefetchedForm(address, null);
});

describe("prefetchForm", () => {
  it("asks for the page once, and gives the answer to the first taker of that page only", async () => {
    const fetchMock = stubFetch();
    prefetchForm(address, "s-1");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(apiPaths.form("APC", "tok-1", "details"));
    expect(new Headers(init.headers).get(SESSION_HEADER)).toBe("s-1");

    const taken = takePrefetchedForm(address, "s-1");
    await expect(taken).resolves.toEqual({ message: "" });
    expect(takePrefetchedForm(address, "s-1")).toBeUndefined();
  });

  it("is not used for another page, another session, or once it is stale", () => {
    stubFetch();
    prefetchForm(address, "s-1");
    expect(takePrefetchedForm({ ...address, page: "places" }, "s-1")).toBeUndefined();
    prefetchForm(address, "s-1");
    expect(takePrefetchedForm(address, "s-2")).toBeUndefined();
    vi.useFakeTimers({ toFake: ["Date"] });
    prefetchForm(address, "s-1");
    vi.setSystemTime(Date.now() + 10_001);
    expect(takePrefetchedForm(address, "s-1")).toBeUndefined();
  });

  it("keeps a failed answer for the screen to report, without an unhandled rejection", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ message: "Form not found" }, { status: 404 })),
    );
    prefetchForm(address, "s-1");
    await expect(takePrefetchedForm(address, "s-1")).rejects.toThrow();
  });
});

describe("prefetchRouteData", () => {
  it("asks for the form page of a form route at boot, and for nothing elsewhere", () => {
    const fetchMock = stubFetch();
    prefetchRouteData(routes, "/forms/apc", "s-1");
    prefetchRouteData(routes, "/", "s-1");
    expect(fetchMock).not.toHaveBeenCalled();
    prefetchRouteData(routes, "/form/APC/tok-1/details", "s-1");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(takePrefetchedForm(address, "s-1")).toBeDefined();
  });
});
