// The portal's verified-identity provider as its suites use it: the client the test provider
// knows, the service's settings for it, and a browser's round trip through it.
import { identityPaths, PORTAL_OIDC_COOKIE } from "@portal/contract";
import { expect } from "vitest";
import type { App } from "../src/app.ts";
import { sessionHeader } from "./form-pages.ts";
import { signInAtIdp } from "./oidc-idp.ts";

export const PORTAL_CLIENT = {
  clientId: "portal-tests",
  clientSecret: "portal-tests-client-secret",
};

/** The service's settings for the test provider at `issuer`, named "Test ID". */
export const portalIdentityEnv = (issuer: string) => ({
  PORTAL_OIDC_ISSUER: issuer,
  PORTAL_OIDC_CLIENT_ID: PORTAL_CLIENT.clientId,
  PORTAL_OIDC_CLIENT_SECRET: PORTAL_CLIENT.clientSecret,
  PORTAL_OIDC_NAME: "Test ID",
});

/** A portal call with a browser's provider key and a session, either optional. */
export function identityCall(app: () => App) {
  return (
    method: "GET" | "POST" | "DELETE",
    url: string,
    options: { body?: object; key?: string; session?: string } = {},
  ) =>
    app().inject({
      method,
      url,
      ...(options.body ? { payload: options.body } : {}),
      headers: {
        ...(options.key ? { cookie: `${PORTAL_OIDC_COOKIE}=${options.key}` } : {}),
        ...(options.session ? sessionHeader(options.session) : {}),
      },
    });
}

/**
 * A browser's round trip to the provider, started with `body` (an application's token): its
 * key, where the callback sent it, and the fragment's name and token.
 */
export async function atProvider(
  app: () => App,
  person: { email: string } | "cancel",
  body: object = {},
) {
  const call = identityCall(app);
  const started = await call("POST", identityPaths.start, { body });
  expect(started.statusCode).toBe(200);
  const cookie = String(started.headers["set-cookie"]);
  expect(cookie).toContain(`Path=${identityPaths.mine}`);
  expect(cookie).toContain("HttpOnly");
  const key = new RegExp(`${PORTAL_OIDC_COOKIE}=([^;]*)`).exec(cookie)![1]!;
  const back = await signInAtIdp(started.json().url, person);
  const res = await call("GET", `${back.pathname}${back.search}`, { key });
  expect(res.statusCode).toBe(303);
  const location = new URL(String(res.headers.location));
  const [name = "", token = ""] = location.hash.slice(1).split("=");
  return { key, location, fragment: name, token };
}
