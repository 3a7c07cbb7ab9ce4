// This service as an OpenID Connect relying party (openid-client, docs/decisions/066): the
// authorization code flow with PKCE, `state` and `nonce`, against a provider found by discovery.
// Every ID token's signature is checked against the provider's published keys, not only its
// claims: a token that is unsigned (`alg: none`), signed by a key the provider does not
// publish, for another client, from another issuer, expired or from the future is refused.
import * as client from "openid-client";
import type { OidcSettings } from "./oidc-settings.ts";

/** Why a sign-in at the provider did not give an identity. */
export type OidcFailure =
  /** The provider could not be reached, or answered nothing usable. */
  | "unavailable"
  /** The person (or the provider) declined: `access_denied` and the like. */
  | "denied"
  /** The sign-in under way is unknown, used already or too old; its code likewise. */
  | "expired"
  /** The answer failed a check: state, nonce, signature, audience, issuer, time. */
  | "invalid";

export class OidcError extends Error {
  readonly failure: OidcFailure;
  constructor(failure: OidcFailure, detail: string) {
    super(detail);
    this.failure = failure;
  }
}

/** What a sign-in proved: the identity's claims from the verified ID token. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  /** The provider's word on the e-mail; undefined when it says nothing. */
  emailVerified: boolean | undefined;
  name: string | undefined;
  claims: Readonly<Record<string, unknown>>;
}

/** What the callback must present again: kept by the service, never given to the browser. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface RelyingParty {
  readonly issuer: string;
  /** Fresh checks and the provider's authorization URL for them; asks the provider first. */
  begin(redirectUri: string): Promise<{ checks: OidcChecks; url: URL }>;
  /** Exchanges the callback's code and verifies the ID token; throws OidcError. */
  finish(callbackUrl: URL, checks: OidcChecks): Promise<OidcIdentity>;
}

export interface RelyingPartyOptions {
  /** Seconds a provider's clock may differ from ours (openid-client's default is 30). */
  clockToleranceSeconds?: number;
  /** Seconds to wait for the provider. */
  timeoutSeconds?: number;
}

const OIDC_TIMEOUT_SECONDS = 10;

export function createRelyingParty(
  settings: OidcSettings,
  options: RelyingPartyOptions = {},
): RelyingParty {
  const server = new URL(settings.issuer);
  const timeout = options.timeoutSeconds ?? OIDC_TIMEOUT_SECONDS;
  let known: Promise<client.Configuration> | undefined;
  /** The provider's keys as last fetched: each new configuration would fetch them again. */
  let keys: client.ExportedJWKSCache | undefined;

  const discover = () => {
    const found = client.discovery(
      server,
      settings.clientId,
      {
        client_secret: settings.clientSecret,
        [client.clockTolerance]: options.clockToleranceSeconds ?? 30,
      },
      client.ClientSecretBasic(settings.clientSecret),
      {
        timeout,
        execute: [
          client.enableNonRepudiationChecks,
          ...(server.protocol === "http:" ? [client.allowInsecureRequests] : []),
        ],
      },
    );
    // A failed discovery is not kept: the next sign-in asks again.
    found.catch(() => {
      if (known === found) known = undefined;
    });
    return found;
  };

  /** Each sign-in asks the provider afresh (its endpoints may have moved); its keys are kept. */
  async function fresh(): Promise<client.Configuration> {
    known = discover();
    return unavailableOnFailure(known);
  }

  return {
    issuer: settings.issuer,

    async begin(redirectUri) {
      const config = await fresh();
      const checks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
      });
      return { checks, url };
    },

    async finish(callbackUrl, checks) {
      const denied = callbackUrl.searchParams.get("error");
      if (denied) throw new OidcError("denied", `The provider answered ${denied}`);
      known ??= discover();
      const config = await unavailableOnFailure(known);
      if (keys && !client.getJwksCache(config)) client.setJwksCache(config, rotationReady(keys));
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw classified(error);
      } finally {
        // A copy: the configuration empties its own in place when it fetches the keys again.
        const fetched = client.getJwksCache(config);
        if (fetched) keys = { ...fetched };
      }
      const claims = tokens.claims();
      if (!claims) throw new OidcError("invalid", "No ID token");
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof claims.email === "string" ? claims.email : undefined,
        emailVerified:
          typeof claims.email_verified === "boolean" ? claims.email_verified : undefined,
        name: typeof claims.name === "string" ? claims.name : undefined,
        claims,
      };
    },
  };
}

/**
 * Kept keys dated at least a minute old. For a token naming a key it does not hold, oauth4webapi
 * fetches the keys again only when those it holds are a minute old or more; otherwise it refuses.
 * Dated so, a key the provider rotated in is fetched at the first sign-in that meets it, as when
 * every sign-in fetched the keys. Whatever the tokens name, they are fetched again within five minutes.
 */
function rotationReady(keys: client.ExportedJWKSCache): client.ExportedJWKSCache {
  const aMinuteAgo = Math.floor(Date.now() / 1000) - 60;
  return { ...keys, uat: Math.min(keys.uat, aMinuteAgo) };
}

async function unavailableOnFailure<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw new OidcError("unavailable", describe(error));
  }
}

/** The provider refusing the code (used, expired, not ours) vs an answer that fails a check. */
function classified(error: unknown): OidcError {
  if (error instanceof client.ResponseBodyError && error.error === "invalid_grant") {
    return new OidcError("expired", describe(error));
  }
  if (
    error instanceof client.ResponseBodyError ||
    error instanceof client.AuthorizationResponseError
  ) {
    return new OidcError("denied", describe(error));
  }
  // Network failures reach here as TypeError (fetch) or a timeout's DOMException.
  if (error instanceof TypeError || (error instanceof Error && error.name === "TimeoutError")) {
    return new OidcError("unavailable", describe(error));
  }
  return new OidcError("invalid", describe(error));
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? `${code}: ${error.message}` : error.message;
}
