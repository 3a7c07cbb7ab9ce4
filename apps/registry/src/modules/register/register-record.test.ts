// A registrar's edit of a practitioner's register record over the desk API – names, practices,
// statuses and the practising certificate – seen at once by peer and volunteer search and the
// public register, refused when it names what the register cannot hold, and kept in the staff
// audit with the record before and after.
import {
  apiPaths,
  deskPaths,
  publicRegisterPaths,
  type RegisterRecord,
  registerRecordSchema,
  registerRefusals,
} from "@portal/contract";
import { describe, expect, it } from "vitest";
import { seedDemoData } from "../../../seed/seed.ts";
import { testDatabases } from "../../../test/databases.ts";
import { sessionHeader, signInDemoPractitioner } from "../../../test/form-pages.ts";
import { PERSON_ID, registerPractice, useRegisterDesk } from "../../../test/register-desk.ts";

describe.each(testDatabases)("register edits on $name", (testDb) => {
  let portal: string;
  const desk = useRegisterDesk(testDb, {
    prepare: async ({ app, database }) => {
      await seedDemoData(database.db);
      portal = await signInDemoPractitioner(app);
    },
  });

  const search = async (query: Record<string, string>) =>
    (
      await desk.app.inject({
        url: `${apiPaths.search}?${new URLSearchParams({ limit: "20", start: "0", ...query })}`,
        headers: sessionHeader(portal),
      })
    ).json() as {
      totalItems: number;
      matches: Array<{ "Person ID": string; Practices: unknown[] }>;
    };
  const found = async (query: Record<string, string>) =>
    (await search(query)).matches.some((m) => m["Person ID"] === PERSON_ID);

  it("reads a practitioner's register record", async () => {
    const res = await desk.registrar.call("GET", deskPaths.registerRecord(PERSON_ID));
    expect(res.statusCode).toBe(200);
    expect(registerRecordSchema.parse(res.json())).toEqual({
      personId: PERSON_ID,
      firstNames: "Rawiri",
      surname: "Paewai",
      eligible: true,
      volunteer: true,
      practices: [registerPractice()],
      certificate: { year: "2025/2026", period: "01/04/2025 - 31/03/2026", status: "Current" },
    });
    const unknown = await desk.registrar.call("GET", deskPaths.registerRecord("nobody"));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: registerRefusals.personNotFound });
  });

  it("edits practices, statuses and the certificate; peer search and the public register show it at once", async () => {
    const gdpBefore = (await search({ Practice: "General Dental Practice" })).totalItems;
    expect(await found({ Practice: "Dental Hygiene Practice", Volunteer: "1" })).toBe(true);
    const practices = [
      registerPractice({ practice: "General Dental Practice" }),
      registerPractice({ status: "Suspended" }),
    ];
    // Ended early: the certificate of 2025/2026 no longer holds, though its period runs on.
    const certificate = { period: "01/04/2025 - 31/03/2026", status: "Expired" };
    const res = await desk.edit({ practices, certificate });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as RegisterRecord).toMatchObject({
      practices,
      certificate: { year: "2025/2026", ...certificate },
    });

    const match = (await search({ PersonID: PERSON_ID })).matches[0]!;
    const ended = { APCStatus: "Expired", APCPeriod: certificate.period };
    expect(match.Practices).toEqual([
      expect.objectContaining({ Practice: "General Dental Practice", ...ended }),
      expect.objectContaining({
        Practice: "Dental Hygiene Practice",
        Status: "Suspended",
        ...ended,
      }),
    ]);
    const publicRecord = await desk.app.inject({
      url: publicRegisterPaths.practitioner(PERSON_ID),
    });
    expect(publicRecord.json().practisingCertificate).toEqual({
      status: "Expired",
      period: certificate.period,
    });
    // The practice filter (its count read from practice_counts) and the volunteer search.
    expect(await found({ Practice: "General Dental Practice" })).toBe(true);
    expect((await search({ Practice: "General Dental Practice" })).totalItems).toBe(gdpBefore + 1);
    expect(await found({ Practice: "General Dental Practice", Volunteer: "1" })).toBe(true);

    // Off a practice, and no longer a peer anyone may choose: the eligible count drops by one.
    const eligibleGdp = async () =>
      (await search({ Practice: "General Dental Practice", EligibleOnly: "1" })).totalItems;
    const eligibleBefore = await eligibleGdp();
    const narrower = await desk.edit({ practices: [practices[0]], eligible: false });
    expect(narrower.statusCode).toBe(200);
    expect(await found({ Practice: "Dental Hygiene Practice" })).toBe(false);
    expect(await found({ PersonID: PERSON_ID, EligibleOnly: "1" })).toBe(false);
    expect(await found({ PersonID: PERSON_ID })).toBe(true);
    expect(await eligibleGdp()).toBe(eligibleBefore - 1);
  });

  it("refuses what the register cannot hold, and changes nothing", async () => {
    const before = (await desk.registrar.call("GET", deskPaths.registerRecord(PERSON_ID))).json();
    const refusals: Array<[unknown, number, string]> = [
      [
        { practices: [registerPractice({ practice: "Tooth Whispering" as never })] },
        400,
        "practices.0.practice",
      ],
      [{ practices: [registerPractice({ status: "Retired" })] }, 400, "practices.0.status"],
      [{ practices: [] }, 400, "practices"],
      [{ practices: [registerPractice()], surname: "" }, 400, "surname"],
      [
        {
          practices: [registerPractice()],
          certificate: { period: "2026/2027", status: "Current" },
        },
        400,
        'A certificate period reads "DD/MM/YYYY - DD/MM/YYYY".',
      ],
      [
        { practices: [registerPractice()], certificate: { period: "01/04/2026 - 31/03/2027" } },
        400,
        "certificate.status",
      ],
    ];
    for (const [body, status, says] of refusals) {
      const res = await desk.edit(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(says);
    }
    const blank = await desk.edit({ practices: [registerPractice()], firstNames: " " });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ message: registerRefusals.blankName });
    const twice = await desk.edit({ practices: [registerPractice(), registerPractice()] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toEqual({
      message: registerRefusals.practiceTwice("Dental Hygiene Practice"),
    });
    const withPeriod = (period: string) =>
      desk.edit({ practices: [registerPractice()], certificate: { period, status: "Current" } });
    const period = "31/03/2027 - 01/04/2026";
    const backwards = await withPeriod(period);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toEqual({ message: registerRefusals.badPeriod(period) });
    const unreal = await withPeriod("31/02/2026 - 31/03/2027");
    expect(unreal.json()).toEqual({
      message: registerRefusals.badPeriod("31/02/2026 - 31/03/2027"),
    });
    const nobody = await desk.registrar.call("PUT", deskPaths.registerRecord("nobody"), {
      practices: [registerPractice()],
    });
    expect(nobody.statusCode).toBe(404);
    expect((await desk.registrar.call("GET", deskPaths.registerRecord(PERSON_ID))).json()).toEqual(
      before,
    );
  });

  it("keeps each edit in the staff audit with the record before and after", async () => {
    const edits = await desk.registrarEdits();
    expect(edits.total).toBe(2);
    const firstEdit = edits.items[1]!;
    expect(firstEdit.submissionId).toBeNull();
    expect(firstEdit.staffEmail).toMatch(/^registrar-/);
    expect(firstEdit.before).toMatchObject({
      personId: PERSON_ID,
      eligible: true,
      practices: [registerPractice()],
      certificate: { year: "2025/2026", status: "Current" },
    });
    expect(firstEdit.after).toMatchObject({
      personId: PERSON_ID,
      certificate: { year: "2025/2026", status: "Expired" },
      practices: [
        expect.objectContaining({ practice: "General Dental Practice" }),
        expect.objectContaining({ status: "Suspended" }),
      ],
    });
  });

  it("changes a name: the public register, the name search and the history show the new one", async () => {
    const res = await desk.edit({
      practices: [registerPractice()],
      firstNames: " Rawiri Tama ",
      surname: "Paewai-Hēnare",
    });
    expect(res.statusCode).toBe(200);
    expect(registerRecordSchema.parse(res.json())).toMatchObject({
      firstNames: "Rawiri Tama",
      surname: "Paewai-Hēnare",
    });
    const shown = await desk.app.inject({ url: publicRegisterPaths.practitioner(PERSON_ID) });
    expect(shown.json().name).toBe("Rawiri Tama Paewai-Hēnare");
    // The name's search keys follow it, diacritics folded as any search's.
    expect(await found({ Surname: "paewai-henare" })).toBe(true);
    const history = await desk.registrar.call("GET", deskPaths.registerHistory(PERSON_ID));
    expect(history.json().events).toContainEqual(
      expect.objectContaining({
        kind: "name_changed",
        summary: "Name changed from Rawiri Paewai to Rawiri Tama Paewai-Hēnare",
        public: false,
      }),
    );
    const [audited] = (await desk.registrarEdits()).items;
    expect(audited!.before).toMatchObject({ firstNames: "Rawiri", surname: "Paewai" });
    expect(audited!.after).toMatchObject({ firstNames: "Rawiri Tama", surname: "Paewai-Hēnare" });
  });
});
