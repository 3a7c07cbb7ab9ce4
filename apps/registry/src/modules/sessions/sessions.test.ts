import { createHash } from "node:crypto";
import { apiPaths, authResponseSchema, errorMessages, SESSION_HEADER } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  closeTestService,
  openTestService,
  type TestClock,
  tempFile,
  testClock,
} from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { createUser } from "../../../test/factories.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { sessions } from "../../db/schema.ts";
import { lastSeenRefreshMs, SESSION_ABSOLUTE_LIFETIME_MS } from "./service.ts";

const paragraph = (html: string) => /<p>([^<]*)<\/p>/.exec(html)?.[1];
const TIMEOUT_S = 600;

describe.each(testDatabases)("sessions on $name", (testDb) => {
  let database: Database;
  let app: App;
  let clock: TestClock;
  let user: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    clock = testClock();
    const portalConfig = tempFile("portal.json", JSON.stringify({ timeout: TIMEOUT_S }));
    ({ database, app } = await openTestService(testDb, {
      clock,
      env: { PORTAL_CONFIG: portalConfig },
    }));
    user = await createUser(database.db);
  });
  afterAll(() => closeTestService({ app, database }));

  const signIn = async () => {
    const res = await app.inject({
      method: "POST",
      url: apiPaths.login,
      payload: { login: user.email, password: user.password },
    });
    return authResponseSchema.parse(res.json()).odooSessionId;
  };
  const check = (sessionId?: string) =>
    app.inject({
      url: apiPaths.sessionCheck,
      headers: sessionId === undefined ? {} : { [SESSION_HEADER]: sessionId },
    });
  const expectLoginRequired = (res: Awaited<ReturnType<typeof check>>) => {
    expect(res.statusCode).toBe(401);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(paragraph(res.body)).toBe(errorMessages.loginRequired);
  };

  it("accepts a live session", async () => {
    const res = await check(await signIn());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Session is valid" });
  });

  it("refuses a missing session header", async () => {
    expectLoginRequired(await check());
    expectLoginRequired(await app.inject({ url: apiPaths.user }));
  });

  it.each([
    ["empty", ""],
    ["too short", "abc"],
    ["too long", "a".repeat(44)],
    ["outside base64url", `${"a".repeat(42)}!`],
    ["with spaces", ` ${"a".repeat(41)} `],
  ])("refuses a malformed session id (%s)", async (_, id) => {
    expectLoginRequired(await check(id));
  });

  it("refuses a well-formed id no login gave", async () => {
    expectLoginRequired(await check("A".repeat(43)));
  });

  it("stores only the SHA-256 of the session id", async () => {
    const id = await signIn();
    const rows = await database.db.select().from(sessions);
    expect(rows.some((r) => r.idHash === id)).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(id);
    const hash = createHash("sha256").update(id).digest("hex");
    expect(rows.filter((r) => r.idHash === hash)).toHaveLength(1);
  });

  it("expires a session idle for longer than the configured timeout", async () => {
    const id = await signIn();
    clock.advance(TIMEOUT_S * 1000 + 1000);
    expectLoginRequired(await check(id));
    expectLoginRequired(
      await app.inject({ url: apiPaths.user, headers: { [SESSION_HEADER]: id } }),
    );
  });

  it("slides the idle window with every use", async () => {
    const id = await signIn();
    for (let i = 0; i < 3; i++) {
      clock.advance(TIMEOUT_S * 1000 - 5000);
      expect((await check(id)).statusCode).toBe(200);
    }
  });

  const lastSeen = async (id: string) => {
    const hash = createHash("sha256").update(id).digest("hex");
    const [row] = await database.db.select().from(sessions).where(eq(sessions.idHash, hash));
    return row?.lastSeenAt.getTime();
  };

  it("only reads a session used again within the refresh interval, then records the use", async () => {
    const refreshMs = lastSeenRefreshMs(TIMEOUT_S * 1000);
    expect(refreshMs).toBe(60_000);
    const id = await signIn();
    const signedInAt = clock().getTime();
    clock.advance(refreshMs / 2);
    expect((await check(id)).statusCode).toBe(200);
    expect(await lastSeen(id)).toBe(signedInAt);
    clock.advance(refreshMs / 2);
    expect((await check(id)).statusCode).toBe(200);
    expect(await lastSeen(id)).toBe(clock().getTime());
  });

  it("idle-expires at most the refresh interval before the timeout, never after", async () => {
    const refreshMs = lastSeenRefreshMs(TIMEOUT_S * 1000);
    const id = await signIn();
    clock.advance(refreshMs / 2);
    expect((await check(id)).statusCode).toBe(200); // a use that is not recorded
    clock.advance(TIMEOUT_S * 1000 - refreshMs / 2 + 1000);
    // Idle for timeout − refresh/2 + 1 s since the last request: within the documented bound.
    expectLoginRequired(await check(id));
  });

  it("ends even a busy session after its absolute lifetime", async () => {
    const id = await signIn();
    let elapsed = 0;
    while (elapsed + TIMEOUT_S * 500 < SESSION_ABSOLUTE_LIFETIME_MS) {
      clock.advance(TIMEOUT_S * 500);
      elapsed += TIMEOUT_S * 500;
      expect((await check(id)).statusCode).toBe(200);
    }
    clock.advance(TIMEOUT_S * 500);
    expectLoginRequired(await check(id));
  });
});

describe("the idle timeout when the configuration says 0", () => {
  it("is the portal's default of 10 seconds (SPEC §4)", async () => {
    const database = await testDatabases[0]!.open();
    const clock = testClock();
    const portalConfig = tempFile("portal.yaml", "timeout: 0\n");
    const app = await buildTestApp(database, { clock, env: { PORTAL_CONFIG: portalConfig } });
    try {
      const user = await createUser(database.db);
      const res = await app.inject({
        method: "POST",
        url: apiPaths.login,
        payload: { login: user.email, password: user.password },
      });
      const id = authResponseSchema.parse(res.json()).odooSessionId;
      clock.advance(9_000);
      expect((await check(app, id)).statusCode).toBe(200);
      clock.advance(10_500);
      expect((await check(app, id)).statusCode).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

const check = (app: App, id: string) =>
  app.inject({ url: apiPaths.sessionCheck, headers: { [SESSION_HEADER]: id } });
