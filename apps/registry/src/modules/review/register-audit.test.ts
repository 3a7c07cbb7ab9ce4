// A registrar's edit of a practitioner's register record over the desk API, seen at once by
// peer and volunteer search, refused when it names what the register cannot hold; and the
// staff audit trail, which only admins read (a page, newest first, and the CSV).
import {
  apiPaths,
  deskApiPrefix,
  deskMessages,
  deskPaths,
  type RegisterRecord,
  registerRecordSchema,
  staffAuditPageSchema,
} from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../../seed/seed.ts";
import { closeTestService, openTestService, testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { DESK_ORIGIN, type DeskClient, signedInStaff } from "../../../test/desk.ts";
import { sessionHeader, signInDemoPractitioner } from "../../../test/form-pages.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { insertPractitioners, type NewPractice } from "../search/index.ts";
import { registerRefusals } from "./review-texts.ts";

const PERSON_ID = "80417";

const practice = (overrides: Partial<NewPractice> = {}): NewPractice => ({
  practice: "Dental Hygiene Practice",
  qualifications: "BOH (Otago)",
  registrationDate: "2015-02-01",
  hpiNumber: "80ABCD",
  status: "Registered",
  apcStatus: "Current",
  apcPeriod: "01/04/2025 - 31/03/2026",
  ...overrides,
});

describe.each(testDatabases)("register edits and the staff audit on $name", (testDb) => {
  let database: Database;
  let app: App;
  let portal: string;
  let registrar: DeskClient;
  let registrarId: number;
  let admin: DeskClient;
  const clock = testClock();

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDb, {
      env: { PUBLIC_URL: DESK_ORIGIN },
      clock,
    }));
    await seedDemoData(database.db);
    portal = await signInDemoPractitioner(app);
    ({ client: registrar, staffId: registrarId } = await signedInStaff(app, database.db, clock));
    ({ client: admin } = await signedInStaff(app, database.db, clock, "admin"));
    await database.db.transaction((tx) =>
      insertPractitioners(tx, [
        {
          personId: PERSON_ID,
          firstNames: "Rawiri",
          surname: "Paewai",
          contact: "Nelson Dental, 03 555 0101",
          address: "4 Trafalgar Street",
          suburb: "Nelson Central",
          city: "Nelson",
          territorialAuthority: "Nelson City",
          dhb: "Nelson Marlborough",
          eligible: true,
          volunteer: true,
          practices: [practice()],
        },
      ]),
    );
  });
  afterAll(() => closeTestService({ app, database }));

  const search = async (query: Record<string, string>) =>
    (
      await app.inject({
        url: `${apiPaths.search}?${new URLSearchParams({ limit: "20", start: "0", ...query })}`,
        headers: sessionHeader(portal),
      })
    ).json() as {
      totalItems: number;
      matches: Array<{ "Person ID": string; Practices: unknown[] }>;
    };
  const found = async (query: Record<string, string>) =>
    (await search(query)).matches.some((m) => m["Person ID"] === PERSON_ID);
  const edit = (body: unknown) =>
    registrar.call("PUT", deskPaths.registerRecord(PERSON_ID), body as Record<string, unknown>);

  it("reads a practitioner's register record", async () => {
    const res = await registrar.call("GET", deskPaths.registerRecord(PERSON_ID));
    expect(res.statusCode).toBe(200);
    expect(registerRecordSchema.parse(res.json())).toEqual({
      personId: PERSON_ID,
      firstNames: "Rawiri",
      surname: "Paewai",
      eligible: true,
      volunteer: true,
      practices: [practice()],
    });
    const unknown = await registrar.call("GET", deskPaths.registerRecord("nobody"));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: registerRefusals.personNotFound });
  });

  it("edits practices, statuses and the certificate period; peer and volunteer search show it at once", async () => {
    const gdpBefore = (await search({ Practice: "General Dental Practice" })).totalItems;
    expect(await found({ Practice: "Dental Hygiene Practice", Volunteer: "1" })).toBe(true);
    const practices = [
      practice({ practice: "General Dental Practice", apcPeriod: "01/04/2026 - 31/03/2027" }),
      practice({ status: "Suspended", apcStatus: "Not current", apcPeriod: "" }),
    ];
    const res = await edit({ practices });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as RegisterRecord).practices).toEqual(practices);

    const match = (await search({ PersonID: PERSON_ID })).matches[0]!;
    expect(match.Practices).toEqual([
      expect.objectContaining({
        Practice: "General Dental Practice",
        APCStatus: "Current",
        APCPeriod: "01/04/2026 - 31/03/2027",
      }),
      expect.objectContaining({ Practice: "Dental Hygiene Practice", Status: "Suspended" }),
    ]);
    // The practice filter (its count read from practice_counts) and the volunteer search.
    expect(await found({ Practice: "General Dental Practice" })).toBe(true);
    expect((await search({ Practice: "General Dental Practice" })).totalItems).toBe(gdpBefore + 1);
    expect(await found({ Practice: "General Dental Practice", Volunteer: "1" })).toBe(true);

    // Off a practice, and no longer a peer anyone may choose: the eligible count drops by one.
    const eligibleGdp = async () =>
      (await search({ Practice: "General Dental Practice", EligibleOnly: "1" })).totalItems;
    const eligibleBefore = await eligibleGdp();
    const narrower = await edit({ practices: [practices[0]], eligible: false });
    expect(narrower.statusCode).toBe(200);
    expect(await found({ Practice: "Dental Hygiene Practice" })).toBe(false);
    expect(await found({ PersonID: PERSON_ID, EligibleOnly: "1" })).toBe(false);
    expect(await found({ PersonID: PERSON_ID })).toBe(true);
    expect(await eligibleGdp()).toBe(eligibleBefore - 1);
  });

  it("refuses what the register cannot hold, and changes nothing", async () => {
    const before = (await registrar.call("GET", deskPaths.registerRecord(PERSON_ID))).json();
    const refusals: Array<[unknown, number, string]> = [
      [
        { practices: [practice({ practice: "Tooth Whispering" as never })] },
        400,
        "practices.0.practice",
      ],
      [{ practices: [practice({ status: "Retired" })] }, 400, "practices.0.status"],
      [{ practices: [] }, 400, "practices"],
      [
        { practices: [practice({ apcPeriod: "2026/2027" })] },
        400,
        'A certificate period reads "DD/MM/YYYY - DD/MM/YYYY".',
      ],
    ];
    for (const [body, status, says] of refusals) {
      const res = await edit(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(says);
    }
    const twice = await edit({ practices: [practice(), practice()] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toEqual({
      message: registerRefusals.practiceTwice("Dental Hygiene Practice"),
    });
    const period = "31/03/2027 - 01/04/2026";
    const backwards = await edit({ practices: [practice({ apcPeriod: period })] });
    expect(backwards.json()).toEqual({ message: registerRefusals.badPeriod(period) });
    const unreal = await edit({ practices: [practice({ apcPeriod: "31/02/2026 - 31/03/2027" })] });
    expect(unreal.json()).toEqual({
      message: registerRefusals.badPeriod("31/02/2026 - 31/03/2027"),
    });
    const noPeriod = await edit({ practices: [practice({ apcPeriod: "" })] });
    expect(noPeriod.json()).toEqual({
      message: registerRefusals.currentWithoutPeriod("Dental Hygiene Practice"),
    });
    const nobody = await registrar.call("PUT", deskPaths.registerRecord("nobody"), {
      practices: [practice()],
    });
    expect(nobody.statusCode).toBe(404);
    expect((await registrar.call("GET", deskPaths.registerRecord(PERSON_ID))).json()).toEqual(
      before,
    );
  });

  it("refuses a registrar at every admin route, the audit's included", async () => {
    const doc = (await app.inject({ url: "/docs/json" })).json();
    const adminRoutes = app.routeTable.filter(
      (r) =>
        r.url.startsWith(`${deskApiPrefix}/`) &&
        r.method !== "HEAD" &&
        String(
          doc.paths[r.url.replace(/:([A-Za-z]+)/g, "{$1}")]?.[r.method.toLowerCase()]?.summary,
        ).startsWith("Admin:"),
    );
    expect(adminRoutes.map((r) => r.url)).toEqual(
      expect.arrayContaining([deskPaths.audit, deskPaths.auditCsv, deskPaths.staff]),
    );
    for (const route of adminRoutes) {
      const res = await registrar.call(
        route.method as "GET" | "POST",
        route.url.replace(/:[A-Za-z]+/g, "1"),
      );
      expect({ route: route.url, status: res.statusCode, body: res.json() }).toEqual({
        route: route.url,
        status: 403,
        body: { message: deskMessages.forbidden },
      });
    }
  });

  it("shows admins the staff audit, newest first and filtered, and exports it as CSV", async () => {
    const page = staffAuditPageSchema.parse(
      (await admin.call("GET", `${deskPaths.audit}?pageSize=2`)).json(),
    );
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.id).toBeGreaterThan(page.items[1]!.id);
    const edits = staffAuditPageSchema.parse(
      (
        await admin.call("GET", `${deskPaths.audit}?action=register.updated&staffId=${registrarId}`)
      ).json(),
    );
    expect(edits.total).toBe(2);
    expect(
      edits.items.every((e) => e.action === "register.updated" && e.submissionId === null),
    ).toBe(true);
    const firstEdit = edits.items[1]!;
    expect(firstEdit.staffEmail).toMatch(/^registrar-/);
    expect(firstEdit.before).toMatchObject({ personId: PERSON_ID, practices: [practice()] });
    expect(firstEdit.after).toMatchObject({
      personId: PERSON_ID,
      practices: [
        expect.objectContaining({ practice: "General Dental Practice" }),
        expect.anything(),
      ],
    });
    const empty = (await admin.call("GET", `${deskPaths.audit}?from=2099-01-01`)).json();
    expect(empty).toEqual({ total: 0, page: 1, pageSize: 50, items: [] });
    const bad = await admin.call("GET", `${deskPaths.audit}?staffId=me`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid query string: staffId: /);
    // Ids past the id columns' range are refused at the edge, not sent to the database.
    for (const filter of ["staffId", "submissionId"]) {
      const huge = await admin.call("GET", `${deskPaths.audit}?${filter}=2147483648`);
      expect(huge.statusCode).toBe(400);
      expect(huge.json().message).toMatch(new RegExp(`^Invalid query string: ${filter}: `));
    }

    const csv = await admin.call("GET", deskPaths.auditCsv);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="staff-audit.csv"; filename*=UTF-8''staff-audit.csv`,
    );
    const lines = csv.body.split("\r\n");
    expect(lines[0]).toBe("id,at,staff_id,action,submission_id,before,after");
    expect(lines.filter((l) => l.includes(",register.updated,"))).toHaveLength(2);
    const later = await admin.call("GET", `${deskPaths.auditCsv}?from=2099-01-01`);
    expect(later.body).toBe("id,at,staff_id,action,submission_id,before,after\r\n");
  });
});
