// The relying party against a real OpenID provider (oidc-provider, test/oidc-idp.ts): each
// sign-in discovers the provider afresh, yet its signing keys are fetched once and kept, and a
// key the provider rotated in is still found at the next sign-in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAtIdp, startTestIdp, type TestIdp } from "../../../test/oidc-idp.ts";
import { createRelyingParty, type RelyingParty } from "./relying-party.ts";

const client = { clientId: "rp-tests", clientSecret: "rp-tests-client-secret" };
const callback = "https://rp.example.test/callback";
const ana = { sub: "sub-ana", email: "ana@council.example.test", name: "ana", groups: [] };

describe("the relying party and the provider's signing keys", () => {
  let idp: TestIdp;
  let relyingParty: RelyingParty;
  let jwksPath: string;
  beforeAll(async () => {
    idp = await startTestIdp({
      clients: [{ ...client, redirectUris: [callback] }],
      accounts: [ana],
    });
    relyingParty = createRelyingParty({ issuer: idp.issuer, ...client });
    const found = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    jwksPath = new URL(((await found.json()) as { jwks_uri: string }).jwks_uri).pathname;
  });
  afterAll(() => idp?.close());

  const signIn = async () => {
    const { checks, url } = await relyingParty.begin(callback);
    return relyingParty.finish(await signInAtIdp(url.href, ana), checks);
  };
  const keysFetched = () => idp.requested.filter((path) => path === jwksPath).length;

  it("fetches the keys once over two sign-ins", async () => {
    expect((await signIn()).subject).toBe(ana.sub);
    expect((await signIn()).subject).toBe(ana.sub);
    expect(keysFetched()).toBe(1);
  });

  it("fetches them again for a token signed by a key rotated in since", async () => {
    await idp.rotateKeys({ dropOld: true });
    expect((await signIn()).subject).toBe(ana.sub);
    expect(keysFetched()).toBe(2);
  });
});
