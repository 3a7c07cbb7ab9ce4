// The desk behind the organisation's provider, for tests of signing in through it: a test
// provider (test/oidc-idp.ts) with its users, the desk's service configured for it, and a
// person's whole round trip – the desk's start, the provider's sign-in page, the callback.
import { DESK_OIDC_COOKIE, deskSsoPaths } from "@portal/contract";
import { afterAll, beforeAll } from "vitest";
import type { DemoIdpAccount } from "../demo-idp/demo-idp.ts";
import type { TestDatabase } from "./databases.ts";
import { DESK_ORIGIN, type DeskClient, useDeskService } from "./desk.ts";
import { signInAtIdp, startTestIdp, type TestIdp } from "./oidc-idp.ts";

export const DESK_CLIENT = { clientId: "desk-tests", clientSecret: "desk-tests-client-secret" };
export const DESK_CALLBACK = `${DESK_ORIGIN}${deskSsoPaths.callback}`;

export const idpPerson = (name: string, groups: string[]): DemoIdpAccount => ({
  sub: `sub-${name}`,
  email: `${name}@council.example.test`,
  name,
  groups,
});

/** The desk's service on `testDb` behind a test provider with `accounts` (and `env` more). */
export function useSsoDesk(
  testDb: TestDatabase,
  accounts: DemoIdpAccount[],
  env: Record<string, string> = {},
) {
  const idp = {} as { current: TestIdp };
  beforeAll(async () => {
    idp.current = await startTestIdp({
      clients: [{ ...DESK_CLIENT, redirectUris: [DESK_CALLBACK] }],
      accounts,
    });
  });
  afterAll(() => idp.current?.close());
  const service = useDeskService(testDb, undefined, () => ({
    env: {
      STAFF_OIDC_ISSUER: idp.current.issuer,
      STAFF_OIDC_CLIENT_ID: DESK_CLIENT.clientId,
      STAFF_OIDC_CLIENT_SECRET: DESK_CLIENT.clientSecret,
      STAFF_OIDC_ROLE_MAP: "admin=desk-admins;registrar=desk-registrars",
      ...env,
    },
  }));

  /** The desk's start: the provider's URL and the key of the desk_oidc cookie. */
  async function start(client: DeskClient = service.client()) {
    const started = await client.call("POST", deskSsoPaths.start);
    if (started.statusCode !== 200) throw new Error(`${started.statusCode} ${started.body}`);
    const key = new RegExp(`${DESK_OIDC_COOKIE}=([^;]*)`).exec(
      String(started.headers["set-cookie"]),
    )?.[1];
    return { client, key: key!, url: (started.json() as { url: string }).url };
  }

  /** The browser back at the desk's callback with the provider's answer and the cookie. */
  async function callback(client: DeskClient, back: URL, key: string | undefined) {
    const cookie = key === undefined ? {} : { cookie: `${DESK_OIDC_COOKIE}=${key}` };
    const res = await client.call("GET", `${back.pathname}${back.search}`, undefined, {
      headers: cookie,
    });
    return { res, location: String(res.headers.location ?? "") };
  }

  /** Someone's whole sign-in through the provider; `changeUrl` plays with the start's URL. */
  async function signIn(
    person: { email: string; password?: string } | "cancel",
    changeUrl: (url: URL) => void = () => {},
  ) {
    const { client, key, url } = await start();
    const authorization = new URL(url);
    changeUrl(authorization);
    const back = await signInAtIdp(authorization.href, person);
    return { client, key, back, ...(await callback(client, back, key)) };
  }

  return Object.assign(service, { idp, start, callback, signIn });
}

/** Where the callback sends a failed sign-in. */
export const failedTo = (failure: string) => `${DESK_ORIGIN}/desk/sign-in?sso=${failure}`;
export const SIGNED_IN_TO = `${DESK_ORIGIN}/desk`;
