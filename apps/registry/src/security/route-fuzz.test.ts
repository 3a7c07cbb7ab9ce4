// Fuzzing every route of the service (the security suite, docs/security.md), generated from its route
// table: arbitrary text – NUL, lone surrogates, 100 kB, broken percent-escapes, path traversal,
// wrong types and content types – in every path part, query value and body field, with and
// without a session (an admin's desk session at the desk's routes, with the desk's Origin), and
// sometimes with the owner's real token, page, submission and Person ID so that the requests
// get past the first checks. The property: never a 5xx, and the service still answers.
// Then every percent-encoded spelling of every guarded prefix (encoded-spellings.ts) at every
// route: the same status, headers (no-store, the security headers) and refusal as the plain
// spelling, and a desk write without the desk's Origin refused whatever the spelling.
import {
  apiPaths,
  DESK_SESSION_COOKIE,
  deskApiPrefix,
  deskPaths,
  SESSION_HEADER,
} from "@portal/contract";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { validApcPages } from "../../test/apc-pages.ts";
import { testDatabases } from "../../test/databases.ts";
import { DESK_ORIGIN } from "../../test/desk.ts";
import {
  attackableRoutes,
  openSecurityWorld,
  routeKey,
  type SecurityWorld,
} from "../../test/security-world.ts";
import type { RouteEntry } from "../http/route-table.ts";
import {
  comparableHeaders,
  concretePath,
  encodedSpellings,
  guardedPrefixes,
  guardedPrefixOf,
} from "./encoded-spellings.ts";

/** Requests per route, per database: about 2,000 in all on each. */
const RUNS_PER_ROUTE = 80;
/** Requests of other spellings of the guarded prefixes, per database: 672 with today's routes. */
const SPELLED_REQUESTS = 600;

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfff",
    "../../../../etc/passwd",
    "..\\..\\windows\\win.ini",
    "<script>alert(1)</script>",
    "' OR '1'='1' --",
    "1; DROP TABLE users; --",
    "#{7*7}{{7*7}}<%= 7*7 %>",
    "__proto__",
    "constructor",
    "-1",
    "0",
    "1e309",
    "NaN",
    "9".repeat(400),
    "é".repeat(5_000),
    "a".repeat(100_000),
  ),
);

/** Percent-encodes every byte of the text's UTF-8 that is not unreserved (lone surrogates: U+FFFD). */
const encoded = (text: string) =>
  [...Buffer.from(text, "utf8")]
    .map((b) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, "0")}`,
    )
    .join("");

/** Path parts as sent on the wire: encoded hostile text, or escapes that are themselves broken. */
const rawPathPart = fc.oneof(
  hostileText.map(encoded),
  fc.constantFrom("%", "%zz", "%E0%A4%A", "%00", "%ED%A0%80", "..", "%2e%2e", "a%2Fb", "%C0%AF"),
);

const schemaKeys = (schema: unknown): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
}

/** Desk routes that could end the fuzz's own desk session: fuzzed without it. */
const endsDeskSessions = (route: RouteEntry) =>
  /\/(sign-out|revoke-sessions|disable)$/.test(route.url);

describe.each(testDatabases)("fuzzing every route on $name", (testDb) => {
  let world: SecurityWorld;
  let sent = 0;
  beforeAll(async () => {
    world = await openSecurityWorld(testDb);
  });
  afterAll(() => world.close());

  /** Real values for path parameters, so that some requests reach the deeper checks. */
  const realParam = (name: string): string | undefined =>
    ({
      formType: "APC",
      formId: world.form.token,
      page: world.form.firstPage,
      formPage: world.form.firstPage,
      fileId: String(world.form.fileId),
      sessionId: world.owner.session,
      name: "countries",
      submissionId: String(world.review.submissionId),
      personId: world.review.personId,
      registrationNumber: world.review.personId,
      reference: world.caseReference,
    })[name];

  const pathPart = (name: string) => {
    const real = realParam(name);
    return real === undefined ? rawPathPart : fc.oneof(fc.constant(real), rawPathPart);
  };

  const pageJson = fc
    .dictionary(
      fc.oneof(fc.constantFrom(...Object.keys(validApcPages.details!)), fc.string()),
      fc.oneof(fc.jsonValue(), hostileText),
      { maxKeys: 8 },
    )
    .map((values) => JSON.stringify(values));

  /** A body: form-encoded or JSON with the route's own field names, or something else entirely. */
  const body = (route: RouteEntry) => {
    const keys = [...schemaKeys(route.schema?.body), "page", "x"];
    const fields = fc.dictionary(
      fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 })),
      fc.oneof(hostileText, pageJson),
      { maxKeys: 6 },
    );
    return fc.oneof(
      fields.map((f) => ({
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(f).toString(),
      })),
      fields.map((f) => ({
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(f),
      })),
      fc.jsonValue().map((v) => ({
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(v) ?? "null",
      })),
      fc.constantFrom("{", "[1,", '{"a":"\\ud800"}', "%%%", "a=%zz&a=1").map((payload) => ({
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload,
      })),
      fc
        .constantFrom("text/plain", "multipart/form-data; boundary=x", "application/xml", "")
        .map((type) => ({ headers: type ? { "content-type": type } : {}, payload: "--x\r\n<a>" })),
    );
  };

  const request = (route: RouteEntry): fc.Arbitrary<InjectOptions> => {
    const names = pathParams(route.url);
    const queryKeys = [...schemaKeys(route.schema?.querystring), "x"];
    return fc
      .record({
        parts: fc.tuple(...names.map(pathPart)),
        wildcard: rawPathPart,
        query: fc.array(fc.tuple(fc.constantFrom(...queryKeys), hostileText), { maxLength: 4 }),
        body:
          route.method === "GET" || route.method === "DELETE"
            ? fc.constant(undefined)
            : body(route),
        signedIn: fc.boolean(),
      })
      .map(({ parts, wildcard, query, body: sentBody, signedIn }) => {
        let url = route.url.replace("*", wildcard);
        names.forEach((name, i) => {
          url = url.replace(`:${name}`, parts[i]!);
        });
        const search = query.map(([k, v]) => `${k}=${encoded(v)}`).join("&");
        // Signed in, a request comes as the portal's pages send it: from its own origin.
        const session = !route.url.startsWith(`${deskApiPrefix}/`)
          ? { [SESSION_HEADER]: world.owner.session, origin: DESK_ORIGIN }
          : endsDeskSessions(route)
            ? {}
            : { cookie: `${DESK_SESSION_COOKIE}=${world.deskSession}`, origin: DESK_ORIGIN };

        return {
          method: route.method as InjectOptions["method"],
          url: search ? `${url}?${search}` : url,
          ...(sentBody ?? {}),
          headers: {
            ...(sentBody?.headers ?? {}),
            ...(signedIn ? session : {}),
          },
        };
      });
  };

  it("answers every request to every route without a 5xx", async () => {
    for (const route of attackableRoutes(world.app)) {
      await fc.assert(
        fc.asyncProperty(request(route), async (options) => {
          sent += 1;
          const res = await world.app.inject(options);
          if (res.statusCode >= 500) {
            throw new Error(
              `${routeKey(route)}: ${res.statusCode} for ${options.method} ${String(options.url).slice(0, 200)}: ${res.body.slice(0, 200)}`,
            );
          }
          if (res.statusCode >= 400 && res.headers["content-type"]?.includes("json")) {
            expect(typeof res.json().message).toBe("string");
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(RUNS_PER_ROUTE * 20);
    // About 2,000 requests: 7 s on PGlite on a quiet machine, several times that on PostgreSQL
    // with the machine's other core busy; the 30 s of one service test is too tight for them.
  }, 180_000);

  it("answers every encoded spelling of a guarded prefix as it answers the plain one", async () => {
    const unmatched = guardedPrefixes.flatMap((prefix) =>
      ["GET", "POST"].map((method) => ({
        method,
        url: `${prefix}no-such-route`,
        schema: undefined,
      })),
    );
    let spelled = 0;
    for (const route of [...attackableRoutes(world.app), ...unmatched]) {
      const prefix = guardedPrefixOf(route.url);
      if (prefix === undefined) continue;
      const path = concretePath(route, realParam);
      const desk = route.url.startsWith("/desk/");
      // Only reads carry the portal session (but logout, which ends it); the desk cookie rides
      // along on writes too, without the desk's Origin: the attack the same-origin rule stops.
      const read = route.method === "GET" && route.url !== apiPaths.logout;
      const headers = desk
        ? { cookie: `${DESK_SESSION_COOKIE}=${world.deskSession}` }
        : read
          ? { [SESSION_HEADER]: world.owner.session }
          : {};
      const send = (url: string) =>
        world.app.inject({
          method: route.method as InjectOptions["method"],
          url,
          headers,
          ...(route.method === "GET" ? {} : { payload: {} }),
        });
      const plain = await send(path);
      const expected = { status: plain.statusCode, headers: comparableHeaders(plain.headers) };
      for (const spelling of encodedSpellings(prefix)) {
        const url = spelling + path.slice(prefix.length);
        const res = await send(url);
        spelled += 1;
        expect({ url, status: res.statusCode, headers: comparableHeaders(res.headers) }).toEqual({
          url,
          ...expected,
        });
        if (plain.statusCode >= 400) expect(res.body).toBe(plain.body);
        if (prefix === `${deskApiPrefix}/` && route.method !== "GET") {
          expect(res.statusCode).toBe(403);
        }
      }
    }
    expect(spelled).toBeGreaterThanOrEqual(SPELLED_REQUESTS);
  }, 120_000);

  it("still answers afterwards", async () => {
    const res = await world.app.inject({ url: apiPaths.config });
    expect(res.statusCode).toBe(200);
    // The desk session lasted the whole fuzz: the desk's routes were reached past the guard.
    const me = await world.app.inject({
      url: deskPaths.me,
      headers: { cookie: `${DESK_SESSION_COOKIE}=${world.deskSession}` },
    });
    expect(me.statusCode).toBe(200);
  });
});
