// Importing a register file: a good file puts its people on the register as the public sees
// them (certificates, conditions, the e-mail kept private) and the peer searches find them
// where they work, a second import adds no one, a file with any wrong line is refused line by
// line with nothing written, and a dry run writes nothing – on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL names a server.
import { publicRegisterPaths } from "@portal/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SAMPLE_ROUND } from "../../../../../../packages/contract/test-support/rounds.ts";
import { tempFile, useTestService } from "../../../../test/app.ts";
import { testDatabases } from "../../../../test/databases.ts";
import { practisingCertificates, practitioners, registerEvents } from "../../../db/schema.ts";
import { addRound } from "../../renewal/index.ts";
import { countPractitioners } from "../store.ts";
import { importRegister } from "./import-register.ts";

const TODAY = "2026-03-01";
const HEADER =
  "registration_number,first_names,surname,email,scopes,certificate_year,certificate_period,conditions,suburb,city";
const CURRENT = "2025/2026,01/04/2025 - 31/03/2026";

/** A register file of these lines after the header, with the line ends given. */
const registerFile = (lines: string[], end = "\n") =>
  tempFile("register.csv", [HEADER, ...lines].join(end) + end);

const goodFile = registerFile([
  `70001,Hana Mere,Kereama,Hana.Kereama@Example.org,General Dental Practice|2010-05-04|Registered|BDS (Otago)\\; PGDipClinDent|24QKTF; Dental Hygiene Practice|2012-01-09|Suspended,${CURRENT},"Supervision|Practises only under supervision\\; reports monthly.|2025-06-01||2026-06-01; Undertaking|Ended.|2024-01-01|2024-12-31",Ponsonby,Auckland`,
  "70002,Tom,Ashford,tom.ashford@example.org,Dental Technology Practice|1999-12-31|Registered,2023/2024,01/04/2023 - 31/03/2024,,,",
  // A quoted cell over two lines: the row after it is still line 5.
  `70003,"Aroha`,
  `Ngaio",Ngata,aroha@example.org,Oral Health Therapy Practice|2018-03-01|Registered,${CURRENT},,,`,
]);

describe.each(testDatabases)("importing a register file on $name", (testDb) => {
  const service = useTestService(testDb);
  const publicRecord = async (n: string) =>
    service.app.inject({ method: "GET", url: publicRegisterPaths.practitioner(n) });
  /** The status stored of the one certificate of the person of `personId`. */
  const statusOf = async (personId: string) => {
    const [row] = await service.database.db
      .select({ status: practisingCertificates.status })
      .from(practisingCertificates)
      .innerJoin(practitioners, eq(practitioners.id, practisingCertificates.practitionerId))
      .where(eq(practitioners.personId, personId));
    return row?.status;
  };

  it("checks a file on a dry run and writes nothing", async () => {
    const report = await importRegister(service.database.db, goodFile, {
      today: TODAY,
      dryRun: true,
    });
    expect(report).toEqual({ rows: 3, problems: [], added: 0, alreadyThere: 0 });
    expect(await countPractitioners(service.database.db)).toBe(0);
  });

  it("puts a good file's people on the register as the public sees them", async () => {
    const report = await importRegister(service.database.db, goodFile, { today: TODAY });
    expect(report).toEqual({ rows: 3, problems: [], added: 3, alreadyThere: 0 });

    const answer = await publicRecord("70001");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      registrationNumber: "70001",
      name: "Hana Mere Kereama",
      scopes: [
        { scope: "General Dental Practice", status: "Registered", registeredOn: "2010-05-04" },
        { scope: "Dental Hygiene Practice", status: "Suspended", registeredOn: "2012-01-09" },
      ],
      practisingCertificate: { status: "Current", period: "01/04/2025 - 31/03/2026" },
      firstRegisteredOn: "2010-05-04",
      // The undertaking ended before today: only the supervision is in force.
      conditions: [
        {
          type: "Supervision",
          wording: "Practises only under supervision; reports monthly.",
          startsOn: "2025-06-01",
          endsOn: null,
          reviewOn: "2026-06-01",
        },
      ],
    });
    expect(answer.body.toLowerCase()).not.toContain("hana.kereama@example.org");
    const lapsed = (await publicRecord("70002")).json();
    expect(lapsed.practisingCertificate).toEqual({
      status: "Expired",
      period: "01/04/2023 - 31/03/2024",
    });
    expect((await publicRecord("70003")).json().name).toBe("Aroha\nNgaio Ngata");
  });

  it("keeps the e-mail privately, and the rest as the register writes a person", async () => {
    const db = service.database.db;
    const [hana] = await db.select().from(practitioners).where(eq(practitioners.personId, "70001"));
    expect(hana).toMatchObject({ email: "hana.kereama@example.org", eligible: true });
    expect(hana!.match.Practices[0]).toMatchObject({
      Qualifications: "BDS (Otago); PGDipClinDent",
      HPINumber: "24QKTF",
    });
    const [tom] = await db.select().from(practitioners).where(eq(practitioners.personId, "70002"));
    // Their certificate is not in force: no one may choose them as a peer.
    expect(tom!.eligible).toBe(false);
    const events = await db
      .select()
      .from(registerEvents)
      .where(eq(registerEvents.practitionerId, hana!.id));
    expect(events).toMatchObject([{ kind: "registered", effectiveOn: "2010-05-04" }]);
  });

  it("brings in expired a certificate whose next round's grace has ended: no lapse to come", async () => {
    // Hana's 2025/2026 is in force; Tom's 2023/2024 ended two years before today.
    expect(await statusOf("70001")).toBe("current");
    expect(await statusOf("70002")).toBe("expired");
  });

  it("changes nothing when the same file is imported again", async () => {
    const report = await importRegister(service.database.db, goodFile, { today: TODAY });
    expect(report).toEqual({ rows: 3, problems: [], added: 0, alreadyThere: 3 });
    expect(await countPractitioners(service.database.db)).toBe(3);
  });

  it("refuses a file with wrong lines, each by line and column, and writes nothing", async () => {
    const scope = (text: string) => `${text},${CURRENT},,,`;
    const gdp = "General Dental Practice|2020-01-01|Registered";
    const person = (n: string, rest: string) => `${n},Ana,Tane,ana${n}@example.org,${rest}`;
    // CRLF line ends, as the export and spreadsheets write them, a CRLF inside a quoted cell too.
    const file = registerFile(
      [
        person("80001", scope(gdp)),
        person("80002", scope("General Dental Practice|2020-02-31|Registered")),
        person("80003", scope("Tooth Whispering|2020-01-01|Registered")),
        person("80004", scope("General Dental Practice|2020-01-01|Retired")),
        person("80001", scope(gdp)),
        `80006,Ana,Tane,,${scope(gdp)}`,
        `80007,Ana,Tane,ana@,${scope(gdp)}`,
        `80008,Ana,,ana8@example.org,${scope(gdp)}`,
        person("80009", `${gdp},2024/2025,01/04/2025 - 31/03/2026,,,`),
        person("80010", `${gdp},2025/2026,01/04/2025 - 31/02/2026,,,`),
        person("80011", `${gdp},${CURRENT},Curfew|Home by ten.|2025-01-01|,,`),
        person("80012", `${gdp},${CURRENT},Supervision|Supervised.|2025-06-01|2025-05-31,,`),
        person("80013", `${gdp},${CURRENT},"Undertaking|Two\r\nlines.|2025-01-01|",,`),
        person("80014", scope("General Dental Practice|01/01/2020|Registered")),
        "80015,Ana",
      ],
      "\r\n",
    );
    const report = await importRegister(service.database.db, file, { today: TODAY });
    expect(report.problems).toEqual([
      'line 3, scopes: "2020-02-31" is not a date (YYYY-MM-DD)',
      'line 4, scopes: "Tooth Whispering" is not a scope of the register',
      'line 5, scopes: "Retired" is not a registration status (Registered, Suspended or Cancelled)',
      'line 6, registration_number: "80001" is on line 2 already',
      "line 7, email: an e-mail address is required",
      'line 8, email: "ana@" is not an e-mail address',
      "line 9, surname: a surname is required",
      'line 10, certificate_year: "2024/2025" is not the practising year of the period 01/04/2025 - 31/03/2026, which is 2025/2026',
      'line 11, certificate_period: "01/04/2025 - 31/02/2026" is not a period (DD/MM/YYYY - DD/MM/YYYY, two real dates in order)',
      'line 12, conditions: "Curfew" is not a type of condition (Conditions on practice, Supervision, Undertaking or Practice restriction)',
      "line 13, conditions: the condition ends on 2025-05-31, before it starts on 2025-06-01",
      'line 16, scopes: "01/01/2020" is not a date (YYYY-MM-DD)',
      "line 17: 2 cells where the header names 10 columns",
    ]);
    expect(report).toMatchObject({ rows: 2, added: 0, alreadyThere: 0 });
    expect(await countPractitioners(service.database.db)).toBe(3);
    expect((await publicRecord("80001")).statusCode).toBe(404);
  });

  it("reads where they work for the peer searches, and refuses a region not on their lists", async () => {
    const header = `${HEADER},contact,address,territorial_authority,dhb,peer_volunteer`;
    const place = "Kōwhai Dental · 07 555 0100,2 Tawa Street,Rotorua District,Lakes";
    const person = (n: string, rest: string) =>
      `${n},Rua,Tane,rua${n}@example.org,Dental Therapy Practice|2019-02-01|Registered,${CURRENT},,Fenton Park,Rotorua,${rest}`;
    const file = (lines: string[]) => tempFile("workplace.csv", [header, ...lines].join("\n"));
    const refused = await importRegister(
      service.database.db,
      file([
        person("80201", "Kōwhai Dental,,Rotorua,Lakes,"),
        person("80202", "Kōwhai Dental,,Rotorua District,Bay of Islands,maybe"),
      ]),
      { today: TODAY },
    );
    expect(refused.problems).toEqual([
      'line 2, territorial_authority: "Rotorua" is not a territorial authority of the register\'s list',
      'line 3, dhb: "Bay of Islands" is not a DHB region of the register\'s list',
      'line 3, peer_volunteer: "maybe" is not yes, no or empty',
    ]);
    const good = [person("80203", `${place},yes`), person("80204", `${place},`)];
    await importRegister(service.database.db, file(good), { today: TODAY });
    const rows = await service.database.db
      .select()
      .from(practitioners)
      .where(eq(practitioners.city, "Rotorua"))
      .orderBy(practitioners.personId);
    expect(rows).toMatchObject([
      {
        personId: "80203",
        contact: "Kōwhai Dental · 07 555 0100",
        address: "2 Tawa Street",
        territorialAuthority: "Rotorua District",
        dhb: "Lakes",
        eligible: true,
        volunteer: true,
      },
      { personId: "80204", volunteer: false },
    ]);
  });

  it("refuses a header that does not name the register's columns", async () => {
    const file = tempFile("register.csv", "registration_number,name,surname\n1,A,B\n");
    const report = await importRegister(service.database.db, file, { today: TODAY });
    expect(report.problems).toEqual([
      'line 1: "name" is not a column of the register file',
      'line 1: the column "first_names" is missing',
      'line 1: the column "email" is missing',
      'line 1: the column "scopes" is missing',
    ]);
  });

  it("keeps current a certificate that ended within a grace still open, for the lapse to take", async () => {
    const db = service.database.db;
    // 2027/2028's grace ends on 14 April 2027; both certificates ended on 31 March 2027.
    await addRound(db, SAMPLE_ROUND);
    const ended = "2026/2027,01/04/2026 - 31/03/2027";
    const person = (n: string) =>
      `${n},Rua,Tane,rua${n}@example.org,Dental Therapy Practice|2019-02-01|Registered,${ended},,,`;
    await importRegister(db, registerFile([person("80101")]), { today: "2027-04-10" });
    await importRegister(db, registerFile([person("80102")]), { today: "2027-04-20" });
    expect(await statusOf("80101")).toBe("current");
    expect(await statusOf("80102")).toBe("expired");
  });
});
