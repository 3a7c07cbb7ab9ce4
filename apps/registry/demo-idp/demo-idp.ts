// An organisation's identity provider for the demo and the tests: oidc-provider, a certified
// OpenID Provider, with a sign-in page of its own and the README's users. It is never part of
// a production start (DEMO_OIDC is ignored there): it signs in anyone who knows the demo
// password. The tests run it as the real provider it is, over HTTP.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type JWK } from "oidc-provider";
import { interactionHandler } from "./interaction.ts";

export interface DemoIdpAccount {
  sub: string;
  email: string;
  name: string;
  /** The groups the ID token's `groups` claim lists (mutable: a test removes one). */
  groups: string[];
  emailVerified?: boolean;
}

export interface DemoIdpClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface DemoIdpOptions {
  /** The issuer as the provider names itself (where clients reach it). */
  issuer: string;
  clients: DemoIdpClient[];
  accounts: DemoIdpAccount[];
  /** The demo's password, for every account. */
  password: string;
  /** Its signing keys, newest first (a test rotates them); fresh ones when not given. */
  keys?: JWK[];
  /** Seconds an authorization code lives (60). */
  codeTtlSeconds?: number;
}

/** A fresh RSA signing key, private, as a JWK with a key id. */
export function newSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = privateKey.export({ format: "jwk" }) as JWK;
  return { ...jwk, kid: randomBytes(8).toString("hex"), alg: "RS256", use: "sig" };
}

export function createDemoIdp(options: DemoIdpOptions): Provider {
  const provider = new Provider(options.issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ["authorization_code"],
      response_types: ["code"],
    })),
    jwks: { keys: options.keys ?? [newSigningKey()] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    pkce: { required: () => true },
    claims: { email: ["email", "email_verified"], profile: ["name", "groups"] },
    // The claims in the ID token itself, as Entra ID and Okta release groups there.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: { AuthorizationCode: options.codeTtlSeconds ?? 60 },
    // The organisation's own client: no consent screen.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      // Looked up at each sign-in: a test adds people and changes their groups meanwhile.
      const account = options.accounts.find((candidate) => candidate.sub === sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name,
          groups: [...account.groups],
        }),
      };
    },
  });
  return provider;
}

/** Serves the provider and its sign-in page on `port` (0: any); answers the server and port. */
export async function serveDemoIdp(
  provider: Provider,
  options: Pick<DemoIdpOptions, "accounts" | "password">,
  port: number,
  host = "127.0.0.1",
): Promise<{ server: Server; port: number }> {
  const interaction = interactionHandler(provider, options);
  const callback = provider.callback();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith("/interaction/")) {
      interaction(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    callback(request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
