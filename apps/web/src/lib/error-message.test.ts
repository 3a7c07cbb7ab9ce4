import { authResponseSchema, errorMessages } from "@portal/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resolveError } from "./error-message.ts";
import { requestJson } from "./http-client.ts";

/** Runs one call against a fetch that answers with `response` and resolves what it throws. */
async function resolveAnswer(answer: Response | Promise<never>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => (answer instanceof Response ? Promise.resolve(answer) : answer)),
  );
  const error = await requestJson("/web_portal/api/v1/user", authResponseSchema).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeDefined();
  return resolveError(error);
}

const html = (paragraph: string, status: number, statusText = "") =>
  new Response(`<!doctype html><html><body><h1>Error</h1><p>${paragraph}</p></body></html>`, {
    status,
    statusText,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

const json = (body: unknown, status: number, statusText = "") =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { "Content-Type": "application/json" },
  });

describe("general error handler precedence (SPEC §8)", () => {
  afterEach(() => vi.useRealTimers());

  it("1. a time-out says the service is at fault", async () => {
    vi.useFakeTimers();
    const resolving = resolveAnswer(new Promise<never>(() => undefined));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await resolving).toEqual({ message: errorMessages.timeout, sessionExpired: false });
  });

  it("2. HTTP 403 shows the status text, even when the body has a message", async () => {
    const resolved = await resolveAnswer(json({ message: "Not yours" }, 403, "Forbidden"));
    expect(resolved.message).toBe("Forbidden");
  });

  it("3. the message field of a JSON body comes before the status text", async () => {
    const resolved = await resolveAnswer(
      json({ message: "Form type APC is closed" }, 400, "Bad Request"),
    );
    expect(resolved.message).toBe("Form type APC is closed");
  });

  it("3. a JSON message on an unreadable 2xx answer is shown too", async () => {
    const resolved = await resolveAnswer(json({ message: "Half done" }, 200, "OK"));
    expect(resolved.message).toBe("Half done");
  });

  it("4. 'Login failed' in an HTML paragraph becomes the full sentence", async () => {
    const resolved = await resolveAnswer(html("Login failed", 401, "Unauthorized"));
    expect(resolved).toEqual({ message: errorMessages.loginFailed, sessionExpired: false });
  });

  it("4. missing login parameters become 'Email and password are required…'", async () => {
    const resolved = await resolveAnswer(html("login must be present in parameters", 400));
    expect(resolved.message).toBe(errorMessages.loginMissingFields);
  });

  it("4. 'Login required to access this resource' ends the session", async () => {
    const resolved = await resolveAnswer(html(errorMessages.loginRequired, 401, "Unauthorized"));
    expect(resolved).toEqual({ message: errorMessages.loginRequired, sessionExpired: true });
  });

  it("4. any other paragraph is shown as it is, before the status text", async () => {
    const resolved = await resolveAnswer(
      html("The registry is closed  for\n maintenance", 503, "x"),
    );
    expect(resolved.message).toBe("The registry is closed for maintenance");
  });

  it("5. a network failure shows the error's own message", async () => {
    const resolved = await resolveAnswer(Promise.reject(new TypeError("Failed to fetch")));
    expect(resolved.message).toBe("Failed to fetch");
  });

  it("5. an HTTP error without a readable body shows the status text", async () => {
    const resolved = await resolveAnswer(
      new Response("", { status: 502, statusText: "Bad Gateway" }),
    );
    expect(resolved.message).toBe("Bad Gateway");
  });

  it("6. an HTTP error without body or status text gets the default", async () => {
    const resolved = await resolveAnswer(new Response("", { status: 500 }));
    expect(resolved).toEqual({ message: errorMessages.fallback, sessionExpired: false });
  });

  it("6. an unparseable 2xx answer gets the default", async () => {
    const resolved = await resolveAnswer(
      new Response("{not json", {
        status: 200,
        statusText: "OK",
        headers: { "Content-Type": "application/json" },
      }),
    );
    expect(resolved.message).toBe(errorMessages.fallback);
  });

  it("6. a 2xx answer of the wrong shape gets the default", async () => {
    const resolved = await resolveAnswer(json({ tiles: "none" }, 200, "OK"));
    expect(resolved.message).toBe(errorMessages.fallback);
  });

  it("6. something that is not an error at all gets the default", () => {
    expect(resolveError("boom").message).toBe(errorMessages.fallback);
    expect(resolveError(new Error("   ")).message).toBe(errorMessages.fallback);
  });
});
