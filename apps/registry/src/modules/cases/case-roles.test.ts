// Who may use the cases' routes, from the service's route table: every case route (and the read
// of the case stages) refuses a registrar (403) and a caller with no desk session (401), and lets
// an investigator and an admin past the guard; the registry's desk refuses an investigator (403).
// A case route the table gains is in this table at once. Changing the stages is admins' alone
// (case-stages.test.ts).
import { casePaths, caseStagePaths, deskMessages, deskPaths, roundPaths } from "@portal/contract";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { practitionerOnRegister, raiseConcern } from "../../../test/cases.ts";
import { pgliteOnly } from "../../../test/databases.ts";
import { type DeskClient, useDeskService } from "../../../test/desk.ts";
import { attackableRoutes } from "../../../test/security-world.ts";

// Connection-specific behaviour is tried by case-work and case-outcome on both databases.
describe.each(pgliteOnly)("who may use the cases' routes on $name", (testDb) => {
  let reference = "";
  const desk = useDeskService(testDb, async (s) => {
    await practitionerOnRegister(s.database.db, "81004");
    ({ reference } = await raiseConcern(s, { personId: "81004" }));
  });

  const caseRoutes = () =>
    attackableRoutes(desk.app).filter(
      (r) =>
        r.url.startsWith(casePaths.cases) ||
        (r.url === caseStagePaths.stages && r.method === "GET"),
    );
  const urlOf = (url: string) =>
    url.replace(":reference", reference).replace(":taskId", "1").replace(":fileId", "1");
  const send = (client: DeskClient, route: { method: string; url: string }) =>
    client.call(
      route.method as "GET" | "POST",
      urlOf(route.url),
      route.method === "GET" ? undefined : {},
    );

  it("covers every case route of the contract", () => {
    expect(
      caseRoutes()
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual(
      [
        "GET /desk/api/v1/cases",
        "GET /desk/api/v1/cases/figures",
        "GET /desk/api/v1/cases/export.csv",
        "GET /desk/api/v1/cases/:reference",
        "GET /desk/api/v1/cases/:reference/files/:fileId",
        "POST /desk/api/v1/cases/:reference/claim",
        "POST /desk/api/v1/cases/:reference/release",
        "POST /desk/api/v1/cases/:reference/triage",
        "POST /desk/api/v1/cases/:reference/stage",
        "POST /desk/api/v1/cases/:reference/notes",
        "POST /desk/api/v1/cases/:reference/tasks",
        "POST /desk/api/v1/cases/:reference/tasks/:taskId/done",
        "POST /desk/api/v1/cases/:reference/letters",
        "POST /desk/api/v1/cases/:reference/outcome",
        "GET /desk/api/v1/case-stages",
      ].sort(),
    );
  });

  it("refuses a registrar (403) and no session (401); lets an investigator and an admin in", async () => {
    const registrar = await desk.signedIn("registrar");
    const investigator = await desk.signedIn("investigator");
    const admin = await desk.signedIn("admin");
    const nobody = desk.client();
    const answered: Array<[string, string, number]> = [];
    for (const route of caseRoutes()) {
      const key = `${route.method} ${route.url}`;
      const registrarRes = await send(registrar.client, route);
      expect([key, registrarRes.statusCode, registrarRes.json()]).toEqual([
        key,
        403,
        { message: deskMessages.forbidden },
      ]);
      const none = await send(nobody, route);
      expect([key, none.statusCode, none.json()]).toEqual([
        key,
        401,
        { message: deskMessages.signInRequired },
      ]);
      for (const [who, client] of [
        ["investigator", investigator.client],
        ["admin", admin.client],
      ] as const) {
        const res = await send(client, route);
        answered.push([key, who, res.statusCode]);
      }
    }
    // Past the guard: answered by the route itself (a read, a refusal of the body or the step).
    expect(answered.filter(([, , status]) => status === 401 || status === 403)).toEqual([]);
    expect(answered.filter(([key]) => key === "GET /desk/api/v1/cases/:reference")).toEqual([
      ["GET /desk/api/v1/cases/:reference", "investigator", 200],
      ["GET /desk/api/v1/cases/:reference", "admin", 200],
    ]);
  });

  it("refuses an investigator the registry's desk: the review queue, the register, the rounds", async () => {
    const { client } = await desk.signedIn("investigator");
    const registry: Array<[InjectOptions["method"], string, Record<string, unknown>?]> = [
      ["GET", deskPaths.submissions],
      ["GET", deskPaths.registerRecord("81004")],
      ["GET", deskPaths.registerHistory("81004")],
      ["POST", deskPaths.conditions("81004"), {}],
      ["GET", roundPaths.rounds],
      ["GET", deskPaths.audit],
    ];
    for (const [method, url, body] of registry) {
      const res = await client.call(method as "GET" | "POST", url, body);
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        403,
        { message: deskMessages.forbidden },
      ]);
    }
    // Their own account, as any staff member's.
    expect((await client.call("GET", deskPaths.me)).statusCode).toBe(200);
  });
});
