// Every way a sign-in through the organisation's provider must fail, against a real OpenID
// provider (oidc-provider) and an attacker between it and the desk (test/oidc-idp.ts rewrites
// the ID token its token endpoint answers): each lands on the desk's sign-in page naming why,
// with no session. Each fails if its check is taken out of the relying party or the desk.
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newSigningKey } from "../../../../demo-idp/demo-idp.ts";
import { pgliteOnly } from "../../../../test/databases.ts";
import { DESK_ORIGIN } from "../../../../test/desk.ts";
import {
  DESK_CALLBACK,
  failedTo,
  idpPerson,
  SIGNED_IN_TO,
  useSsoDesk,
} from "../../../../test/desk-sso.ts";
import { resigned, signInAtIdp, unsigned } from "../../../../test/oidc-idp.ts";

const ana = idpPerson("ana", ["desk-registrars"]);

describe.each(pgliteOnly)("a sign-in through the organisation refused on $name", (testDb) => {
  const desk = useSsoDesk(testDb, [ana]);
  const idp = () => desk.idp.current;
  afterEach(() => {
    idp().tamper = undefined;
    vi.useRealTimers();
  });

  /** A sign-in whose ID token the attacker rewrites on its way. */
  const tampered = async (tamper: (idToken: string) => Promise<string>) => {
    idp().tamper = tamper;
    return desk.signIn(ana);
  };
  const expectRefused = (
    outcome: { location: string; client: { session?: string } },
    why: string,
  ) => {
    expect(outcome.location).toBe(failedTo(why));
    expect(outcome.client.session).toBeUndefined();
  };

  it("access_denied: the person cancels at the provider", async () => {
    expectRefused(await desk.signIn("cancel"), "denied");
  });

  it("a state that is not the one the desk sent", async () => {
    const { client, key, url } = await desk.start();
    const back = await signInAtIdp(url, ana);
    back.searchParams.set("state", "forged-state");
    expectRefused({ ...(await desk.callback(client, back, key)), client }, "invalid");
  });

  it("a callback in a browser that did not start it, or the same callback again", async () => {
    const { client, key, url } = await desk.start();
    const back = await signInAtIdp(url, ana);
    expectRefused({ ...(await desk.callback(client, back, undefined)), client }, "expired");
    const first = await desk.callback(client, back, key);
    expect(first.location).toBe(SIGNED_IN_TO);
    const other = desk.client();
    expectRefused({ ...(await desk.callback(other, back, key)), client: other }, "expired");
  });

  it("a replayed nonce: an ID token minted for an earlier sign-in's nonce", async () => {
    const earlier = await desk.start();
    const oldNonce = new URL(earlier.url).searchParams.get("nonce")!;
    await desk.callback(earlier.client, await signInAtIdp(earlier.url, ana), earlier.key);
    const replayed = await desk.signIn(ana, (url) => url.searchParams.set("nonce", oldNonce));
    expectRefused(replayed, "invalid");
  });

  it("a code used already, presented again under a new sign-in", async () => {
    const used = await desk.signIn(ana);
    expect(used.location).toBe(SIGNED_IN_TO);
    const { client, key, url } = await desk.start();
    const back = new URL(used.back);
    back.searchParams.set("state", new URL(url).searchParams.get("state")!);
    expectRefused({ ...(await desk.callback(client, back, key)), client }, "expired");
  });

  it("a code that expired at the provider before it came back", async () => {
    const { client, key, url } = await desk.start();
    const back = await signInAtIdp(url, ana);
    // The provider's codes live 60 s: the browser comes back two minutes later.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 120_000 });
    expectRefused({ ...(await desk.callback(client, back, key)), client }, "expired");
  });

  it("an ID token for another client", async () => {
    const key = idp().keys[0]!;
    expectRefused(
      await tampered((t) => resigned(t, (c) => ({ ...c, aud: "another-client" }), key)),
      "invalid",
    );
  });

  it("an ID token from another issuer", async () => {
    const key = idp().keys[0]!;
    const other = (c: Record<string, unknown>) => ({ ...c, iss: "https://idp.attacker.example" });
    expectRefused(await tampered((t) => resigned(t, other, key)), "invalid");
  });

  it("an ID token with alg none, or signed by a key the provider does not publish", async () => {
    expectRefused(await tampered(async (t) => unsigned(t)), "invalid");
    const stranger = newSigningKey();
    expectRefused(await tampered((t) => resigned(t, (c) => c, stranger)), "invalid");
  });

  it("a provider's clock two hours behind refused; 20 seconds either way within tolerance", async () => {
    const key = idp().keys[0]!;
    const shifted = (seconds: number) => (c: Record<string, unknown>) => ({
      ...c,
      iat: Number(c.iat) + seconds,
      exp: Number(c.exp) + seconds,
    });
    expectRefused(await tampered((t) => resigned(t, shifted(-7200), key)), "invalid");
    expect((await tampered((t) => resigned(t, shifted(-20), key))).location).toBe(SIGNED_IN_TO);
    expect((await tampered((t) => resigned(t, shifted(20), key))).location).toBe(SIGNED_IN_TO);
  });

  it("follows the provider's key rotation, and then refuses the retired key", async () => {
    const retired = idp().keys[0]!;
    await idp().rotateKeys({ dropOld: true });
    expect((await desk.signIn(ana)).location).toBe(SIGNED_IN_TO);
    expectRefused(await tampered((t) => resigned(t, (c) => c, retired)), "invalid");
  });

  it("answers whatever comes back to the callback with a refusal, never an error or a session", async () => {
    const names = fc.constantFrom("code", "state", "iss", "error", "error_description", "nonce");
    const values = fc.oneof(
      fc.string(),
      fc.constantFrom("", "\u0000", "\ud800", "%", "a".repeat(5000)),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(names, values), async (params) => {
        const { client, key } = await desk.start();
        const back = new URL(DESK_CALLBACK);
        for (const [name, value] of Object.entries(params)) back.searchParams.set(name, value);
        const { res, location } = await desk.callback(client, back, key);
        // NUL or a lone surrogate: the edge's 400 with a message, as at every route.
        if (res.statusCode === 400) expect(res.json().message).toEqual(expect.any(String));
        else expect(location.startsWith(`${DESK_ORIGIN}/desk/sign-in?sso=`)).toBe(true);
        expect([303, 400]).toContain(res.statusCode);
        expect(client.session).toBeUndefined();
      }),
      { numRuns: 40 },
    );
  });
});
