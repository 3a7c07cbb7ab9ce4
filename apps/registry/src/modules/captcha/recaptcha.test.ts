import { describe, expect, it, vi } from "vitest";
import { createRecaptchaVerifier, RECAPTCHA_VERIFY_URL } from "./recaptcha.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function verifierAnswering(answer: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(answer);
  const warn = vi.fn();
  const verifier = createRecaptchaVerifier({
    siteKey: "site-key",
    secret: "the-secret",
    fetch,
    log: { warn },
  });
  return { verifier, fetch, warn };
}

describe("the reCAPTCHA v2 verifier (Google's siteverify, injected)", () => {
  it("posts the secret, the token and the client address, and accepts success", async () => {
    const { verifier, fetch } = verifierAnswering(async () => json({ success: true }));
    expect(await verifier.verify("token-from-widget", "203.0.113.7")).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(RECAPTCHA_VERIFY_URL);
    expect(init?.method).toBe("POST");
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({
      secret: "the-secret",
      response: "token-from-widget",
      remoteip: "203.0.113.7",
    });
  });

  it("refuses what Google refuses, and logs the error codes", async () => {
    const { verifier, warn } = verifierAnswering(async () =>
      json({ success: false, "error-codes": ["timeout-or-duplicate"] }),
    );
    expect(await verifier.verify("used-token", "203.0.113.7")).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      { errorCodes: ["timeout-or-duplicate"] },
      "reCAPTCHA token refused",
    );
  });

  it.each([
    ["an HTTP error", async () => json({ success: true }, 500)],
    ["a body that is not JSON", async () => new Response("<html>")],
    ["success that is not true", async () => json({ success: "yes" })],
    ["a network failure", async () => Promise.reject(new TypeError("fetch failed"))],
  ])("fails closed on %s", async (_, answer) => {
    const { verifier } = verifierAnswering(answer);
    expect(await verifier.verify("token", "203.0.113.7")).toBe(false);
  });

  it("does not ask Google about an empty or oversized token", async () => {
    const { verifier, fetch } = verifierAnswering(async () => json({ success: true }));
    expect(await verifier.verify("", "203.0.113.7")).toBe(false);
    expect(await verifier.verify("x".repeat(10_000), "203.0.113.7")).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("gives the portal the site key, never the secret", () => {
    const { verifier } = verifierAnswering(async () => json({ success: true }));
    expect(verifier.publicConfig).toEqual({ provider: "recaptcha", siteKey: "site-key" });
    expect(JSON.stringify(verifier.publicConfig)).not.toContain("the-secret");
  });
});
