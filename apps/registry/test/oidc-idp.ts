// The organisation's provider for the tests: the demo provider (oidc-provider, demo-idp/) on a
// port of its own, behind a forwarding front whose port is the issuer's. The front lets a test
// take the provider down and bring it back, rotate its keys, and rewrite the ID token its token
// endpoint answers – as an attacker on the wire, or a provider with a wrong clock, would.
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt, decodeProtectedHeader, importJWK, type JWK as JoseJwk, SignJWT } from "jose";
import type { JWK } from "oidc-provider";
import {
  createDemoIdp,
  type DemoIdpAccount,
  type DemoIdpClient,
  newSigningKey,
  serveDemoIdp,
} from "../demo-idp/demo-idp.ts";

export const TEST_IDP_PASSWORD = "test-organisation";

export interface TestIdp {
  issuer: string;
  accounts: DemoIdpAccount[];
  /** The provider's signing keys, newest first. */
  keys: JWK[];
  /** The path of each request that reached the issuer, in order. */
  requested: string[];
  /** Rewrites the ID token of each token answer while set. */
  tamper: ((idToken: string) => Promise<string>) | undefined;
  /** A new provider with a new newest key, at the same issuer (the old key still listed). */
  rotateKeys(options?: { dropOld?: boolean }): Promise<void>;
  /** Down: connections to the issuer are refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestIdp(options: {
  clients: DemoIdpClient[];
  accounts: DemoIdpAccount[];
  codeTtlSeconds?: number;
}): Promise<TestIdp> {
  const front = createServer();
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  const frontPort = (front.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${frontPort}`;
  let backend: { server: Server; port: number };

  const serveProvider = async (keys: JWK[]) => {
    const provider = createDemoIdp({ ...options, issuer, keys, password: TEST_IDP_PASSWORD });
    return serveDemoIdp(provider, { ...options, password: TEST_IDP_PASSWORD }, 0);
  };

  const idp: TestIdp = {
    issuer,
    accounts: options.accounts,
    keys: [newSigningKey()],
    requested: [],
    tamper: undefined,
    async rotateKeys({ dropOld = false } = {}) {
      idp.keys = [newSigningKey(), ...(dropOld ? [] : idp.keys)];
      const old = backend.server;
      backend = await serveProvider(idp.keys);
      await closeServer(old);
    },
    async stop() {
      await closeServer(front);
    },
    async start() {
      await new Promise<void>((resolve) => front.listen(frontPort, "127.0.0.1", resolve));
    },
    async close() {
      await Promise.all([closeServer(front), closeServer(backend.server)]);
    },
  };
  backend = await serveProvider(idp.keys);

  front.on("request", (incoming, outgoing) => {
    idp.requested.push(incoming.url ?? "");
    const forward = httpRequest(
      {
        host: "127.0.0.1",
        port: backend.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      async (answer) => {
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        let body = Buffer.concat(chunks);
        if (idp.tamper && incoming.url === "/token" && answer.statusCode === 200) {
          const json = JSON.parse(body.toString("utf8"));
          json.id_token = await idp.tamper(json.id_token);
          body = Buffer.from(JSON.stringify(json));
        }
        const headers = { ...answer.headers, "content-length": String(body.length) };
        delete headers["transfer-encoding"];
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        outgoing.end(body);
      },
    );
    incoming.pipe(forward);
  });
  return idp;
}

/** The ID token's claims re-signed, by `key` (the provider's newest unless given), `alg` RS256. */
export async function resigned(
  idToken: string,
  change: (claims: Record<string, unknown>) => Record<string, unknown>,
  key: JWK,
): Promise<string> {
  const claims = change({ ...decodeJwt(idToken) });
  const { kid } = key;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", ...(kid ? { kid } : {}) })
    .sign(await importJWK(key as JoseJwk, "RS256"));
}

/** The ID token's claims with no signature at all (`alg: none`). */
export function unsigned(idToken: string): string {
  const header = { ...decodeProtectedHeader(idToken), alg: "none" };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part(header)}.${part(decodeJwt(idToken))}.`;
}

/**
 * A person at the provider's sign-in page, from the authorization URL to the redirect back to
 * the client: answers the URL the browser would be sent to (with `code` or `error`).
 */
export async function signInAtIdp(
  authorizationUrl: string,
  person: { email: string; password?: string } | "cancel",
): Promise<URL> {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const answer = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
      },
    });
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  };
  const interaction = await go(authorizationUrl);
  const interactionUrl = new URL(interaction.headers.get("location") ?? "", authorizationUrl);
  const form =
    person === "cancel"
      ? { action: "cancel", body: "" }
      : {
          action: "login",
          body: new URLSearchParams({
            email: person.email,
            password: person.password ?? TEST_IDP_PASSWORD,
          }).toString(),
        };
  const submitted = await go(`${interactionUrl.href}/${form.action}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.body,
  });
  if (submitted.status >= 400) throw new Error(`The provider refused: ${submitted.status}`);
  const resumed = await go(new URL(submitted.headers.get("location") ?? "", authorizationUrl).href);
  return new URL(resumed.headers.get("location") ?? "", authorizationUrl);
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
