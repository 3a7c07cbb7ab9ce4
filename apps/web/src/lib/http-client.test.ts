import { apiPaths, authResponseSchema, SESSION_HEADER } from "@portal/contract";
import { describe, expect, it, vi } from "vitest";
import loginAnswer from "../test/odoo-answers/login.json";
import {
  HttpError,
  isAbortError,
  RequestTimeoutError,
  request,
  requestJson,
  UnexpectedResponseError,
} from "./http-client.ts";

const okSchema = {
  safeParse: (data: unknown) =>
    data && typeof data === "object" && "ok" in data
      ? { success: true as const, data: data as { ok: boolean } }
      : { success: false as const, error: new Error("no ok") },
};

function mockFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const never = () => new Promise<never>(() => undefined);
/** Headers arrive at once; the body never finishes. */
const stalledBody = () =>
  Promise.resolve(new Response(new ReadableStream({ start() {} }), { status: 200 }));

/** The call is still pending `pendingFor` ms on, and has timed out `timedOutAfter` ms later. */
async function expectTimesOut(
  outcome: Promise<unknown>,
  pendingFor: number,
  timedOutAfter: number,
) {
  let settled = false;
  void outcome.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(pendingFor);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(timedOutAfter);
  expect(await outcome).toBeInstanceOf(RequestTimeoutError);
}

describe("request", () => {
  it("sends the session header on signed-in calls only", async () => {
    const fetchMock = mockFetch(async () => Response.json({ ok: true }));
    await request("/a", { sessionId: "s-1" });
    await request("/b");
    const signedIn = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    const anonymous = new Headers(fetchMock.mock.calls[1]?.[1]?.headers);
    expect(signedIn.get(SESSION_HEADER)).toBe("s-1");
    expect(anonymous.has(SESSION_HEADER)).toBe(false);
  });

  it("posts form-encoded bodies", async () => {
    const fetchMock = mockFetch(async () => Response.json({ ok: true }));
    await request("/login", { form: { login: "a+b@example.org", password: "p&q" } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/login");
    expect(init?.method).toBe("POST");
    const sent = new Request("http://x/", init);
    expect(sent.headers.get("Content-Type")).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await sent.text()).toBe("login=a%2Bb%40example.org&password=p%26q");
  });

  it("builds the query string, leaving out empty values", async () => {
    const fetchMock = mockFetch(async () => Response.json({ ok: true }));
    await request("/search", {
      query: { Surname: "Ngata", Name: "", limit: 20, start: undefined },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/search?Surname=Ngata&limit=20");
  });

  it("times out after 60 s without headers, not before", async () => {
    vi.useFakeTimers();
    mockFetch(never);
    const outcome = request("/slow").catch((error: unknown) => error);
    await expectTimesOut(outcome, 59_999, 1);
  });

  it("times out after 90 s overall when the body does not finish", async () => {
    vi.useFakeTimers();
    mockFetch(stalledBody);
    const outcome = request("/slow-body").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_001);
    await expectTimesOut(outcome, 29_000, 1_000);
  });

  it("gives saves 120 s for headers and 240 s overall", async () => {
    vi.useFakeTimers();
    mockFetch(never);
    const headers = request("/save", { timeouts: "save" }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(90_000);
    mockFetch(stalledBody);
    const body = request("/save", { timeouts: "save" }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await headers).toBeInstanceOf(RequestTimeoutError);
    await expectTimesOut(body, 209_999, 1);
  });

  it("reports a call the caller abandoned as an abort, not a time-out", async () => {
    mockFetch(never);
    const controller = new AbortController();
    const outcome = request("/x", { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    const error = await outcome;
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(RequestTimeoutError);
  });
});

describe("requestJson", () => {
  it("returns the validated body", async () => {
    mockFetch(async () => Response.json({ ok: true, extra: 1 }));
    await expect(requestJson("/a", okSchema)).resolves.toEqual({ ok: true, extra: 1 });
  });

  it("throws an HttpError carrying the body for a status outside 2xx", async () => {
    mockFetch(async () => new Response("<p>Nope</p>", { status: 401, statusText: "Unauthorized" }));
    const error = await requestJson("/a", okSchema).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response).toMatchObject({ status: 401, body: "<p>Nope</p>" });
  });

  it("throws UnexpectedResponseError for unparseable or mis-shaped answers", async () => {
    mockFetch(async () => new Response("<html>", { status: 200 }));
    await expect(requestJson("/a", okSchema)).rejects.toBeInstanceOf(UnexpectedResponseError);
    mockFetch(async () => Response.json({ nope: true }));
    await expect(requestJson("/a", okSchema)).rejects.toBeInstanceOf(UnexpectedResponseError);
  });

  it("reads an Odoo answer's false date as empty and warns naming the path and the call", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    mockFetch(async () => Response.json(loginAnswer));
    const answer = await requestJson(apiPaths.login, authResponseSchema, { form: {} });
    const declaration = answer.tiles[2]?.formTypes[0]?.completedForms[0];
    expect(declaration?.name).toBe("Declaration 2025");
    expect(declaration?.dueDate).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      "Unexpected value at tiles[3].formTypes[0].completedForms[0].dueDate in /web_portal/api/v1/login: read as empty",
    );
    warn.mockRestore();
  });
});
