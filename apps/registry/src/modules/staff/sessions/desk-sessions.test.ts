// Desk sessions through the service: the desk_session cookie (HttpOnly, SameSite=Strict, on
// /desk, only its SHA-256 stored), idle and absolute expiry, the same-origin rule of desk
// writes, and the separation of desk and portal sessions in both directions, walked over the
// route table so new desk routes are covered.
import {
  apiPaths,
  DESK_SESSION_COOKIE,
  deskApiPrefix,
  deskMessages,
  deskPaths,
  deskSignedOutPaths,
  errorMessages,
  SESSION_HEADER,
} from "@portal/contract";
import { describe, expect, it } from "vitest";
import { seedDemoData } from "../../../../seed/seed.ts";
import { testDatabases } from "../../../../test/databases.ts";
import { DESK_ORIGIN, STAFF_PASSWORD, useDeskService } from "../../../../test/desk.ts";
import { signInDemoPractitioner } from "../../../../test/form-pages.ts";
import { staffSessions } from "../../../db/schema.ts";
import { hashSecretToken } from "../../../secret-token.ts";
import { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS } from "../lifetimes.ts";

describe.each(testDatabases)("desk sessions on $name", (testDb) => {
  const service = useDeskService(testDb, ({ database }) => seedDemoData(database.db));

  const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;

  it("sets an HttpOnly, SameSite=Strict cookie on /desk and answers no-store", async () => {
    const { client } = await service.signedIn();
    const res = await client.call("GET", deskPaths.me);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { email, token } = await service.newStaff("cookie");
    const desk = service.client();
    await desk.call("POST", deskPaths.setPassword, { token, password: STAFF_PASSWORD });
    const signIn = await desk.call("POST", deskPaths.signIn, { email, password: STAFF_PASSWORD });
    const cookie = String(signIn.headers["set-cookie"]);
    expect(cookie).toMatch(new RegExp(`^${DESK_SESSION_COOKIE}=[A-Za-z0-9_-]{43}; `));
    expect(cookie).toContain("Path=/desk");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    // PUBLIC_URL is https here.
    expect(cookie).toContain("Secure");
    expect(signIn.headers["cache-control"]).toBe("no-store");
    // Only the SHA-256 of the id is stored.
    const rows = await service.database.db.select().from(staffSessions);
    expect(JSON.stringify(rows)).not.toContain(desk.session);
    expect(rows.some((r) => r.idHash === hashSecretToken(desk.session!))).toBe(true);
  });

  it("ends a session idle for 15 minutes, and any after 8 hours", async () => {
    const idle = await service.signedIn();
    service.clock.advance(STAFF_SESSION_IDLE_MS - 60_000);
    expect((await idle.client.call("GET", deskPaths.me)).statusCode).toBe(200);
    service.clock.advance(STAFF_SESSION_IDLE_MS + 1000);
    const expired = await idle.client.call("GET", deskPaths.me);
    expect({ status: expired.statusCode, message: message(expired) }).toEqual({
      status: 401,
      message: deskMessages.signInRequired,
    });

    const busy = await service.signedIn();
    let elapsed = 0;
    while (elapsed + 10 * 60_000 < STAFF_SESSION_ABSOLUTE_MS) {
      service.clock.advance(10 * 60_000);
      elapsed += 10 * 60_000;
      expect((await busy.client.call("GET", deskPaths.me)).statusCode).toBe(200);
    }
    service.clock.advance(10 * 60_000);
    expect((await busy.client.call("GET", deskPaths.me)).statusCode).toBe(401);
  });

  it("refuses a state-changing desk call from another site, or from nowhere said", async () => {
    const { client } = await service.signedIn();
    const from = (headers: Record<string, string | undefined>) =>
      client.call("POST", deskPaths.signOut, undefined, { headers });
    for (const origin of ["https://evil.example", "null", `${DESK_ORIGIN}.evil.example`]) {
      const res = await from({ origin });
      expect({ status: res.statusCode, message: message(res) }).toEqual({
        status: 403,
        message: deskMessages.crossSite,
      });
    }
    const noOrigin = await from({ origin: undefined });
    expect(noOrigin.statusCode).toBe(403);
    const crossSite = await from({ origin: undefined, "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    // Still signed in; a browser that says same-origin without an Origin passes.
    expect((await client.call("GET", deskPaths.me)).statusCode).toBe(200);
    expect((await from({ origin: undefined, "sec-fetch-site": "same-origin" })).statusCode).toBe(
      200,
    );
  });

  it("refuses a portal session at every desk route (generated from the route table)", async () => {
    const portalSession = await signInDemoPractitioner(service.app);
    const routes = service.app.routeTable.filter(
      (r) =>
        r.url.startsWith(`${deskApiPrefix}/`) &&
        r.method !== "HEAD" &&
        !deskSignedOutPaths.includes(r.url),
    );
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        `GET ${deskPaths.me}`,
        `GET ${deskPaths.staff}`,
        `GET ${deskPaths.submissions}`,
        `POST ${deskPaths.submissions}/:submissionId/claim`,
        `GET ${deskPaths.submissions}/:submissionId/files/:fileId`,
        `PUT ${deskApiPrefix}/register/:personId`,
        `GET ${deskPaths.audit}`,
        `GET ${deskPaths.auditCsv}`,
      ]),
    );
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, "1");
      for (const headers of [
        { [SESSION_HEADER]: portalSession },
        { cookie: `${DESK_SESSION_COOKIE}=${portalSession}` },
        { cookie: `session_id=${portalSession}`, [SESSION_HEADER]: portalSession },
      ]) {
        const res = await service.app.inject({
          method: route.method as "GET" | "POST" | "PUT",
          url,
          headers: { origin: DESK_ORIGIN, ...headers },
          ...(route.method === "GET" ? {} : { payload: {} }),
        });
        expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 401,
        });
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    }
    // The portal session itself is fine where it belongs.
    const portal = await service.app.inject({
      url: apiPaths.sessionCheck,
      headers: { [SESSION_HEADER]: portalSession },
    });
    expect(portal.statusCode).toBe(200);
  });

  it("refuses a staff session at the portal's routes", async () => {
    const { client } = await service.signedIn();
    const staffSession = client.session!;
    for (const url of [apiPaths.sessionCheck, apiPaths.user, apiPaths.formAdd("APC")]) {
      for (const headers of [
        { [SESSION_HEADER]: staffSession },
        { cookie: `${DESK_SESSION_COOKIE}=${staffSession}` },
      ]) {
        const res = await service.app.inject({ url, headers });
        expect(res.statusCode).toBe(401);
        expect(res.body).toContain(errorMessages.loginRequired);
      }
    }
    expect((await client.call("GET", deskPaths.me)).statusCode).toBe(200);
  });
});
