import {
  apiPaths,
  formResponseSchema,
  registerLists,
  SESSION_HEADER,
  type SearchResult,
  searchResultSchema,
} from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  peerMatch,
  peerPractice,
} from "../../../../../packages/contract/test-support/peer-match.ts";
import { practisingYearOf } from "../../../seed/practising-year.ts";
import { fixedPeople, generatePerson, registerPeople } from "../../../seed/register/generate.ts";
import { seedRegister } from "../../../seed/register/seed-register.ts";
import { closeTestService, openTestService, useTestService } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { createForm, createUser } from "../../../test/factories.ts";
import { signIn } from "../../../test/form-pages.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { practitionerSearch } from "../../db/schema.ts";
import { insertPractitioners, type NewPractitioner } from "../register/index.ts";
import { containsPattern, type RegisterFilter, searchRegister } from "./search-store.ts";

const practice = (name: string, overrides: Partial<NewPractitioner["practices"][number]> = {}) => ({
  practice: name,
  qualifications: "BDS (Otago)",
  registrationDate: "2010-02-01",
  hpiNumber: "12ABCD",
  status: "Registered",
  ...overrides,
});

const person = (overrides: Partial<NewPractitioner>): NewPractitioner => ({
  // Current on the tests' clock (1 March 2026): each practice answers "Current" and its period.
  certificates: [
    { year: "2025/2026", startsOn: "2025-04-01", endsOn: "2026-03-31", status: "current" },
  ],
  personId: "0",
  firstNames: "Test",
  surname: "Person",
  contact: "",
  address: "1 Test Street",
  suburb: "Te Aro",
  city: "Wellington",
  territorialAuthority: "Wellington City",
  dhb: "Capital and Coast",
  eligible: true,
  volunteer: false,
  practices: [practice("General Dental Practice")],
  ...overrides,
});

// A small register whose every filter has a known answer.
const people: NewPractitioner[] = [
  person({
    personId: "1001",
    firstNames: "Hēmi",
    surname: "Pōmare",
    address: "12 Kōwhai Street",
    suburb: "Ōhinemutu",
    city: "Rotorua",
    territorialAuthority: "Rotorua District",
    dhb: "Lakes",
    volunteer: true,
    contact: "Lakes Dental · 07 555 0101",
    practices: [
      practice("Orthodontic Specialist", { qualifications: "BDS, DClinDent (Orthodontics)" }),
      practice("General Dental Practice"),
    ],
  }),
  person({ personId: "1002", firstNames: "Aroha", surname: "Pomare-Smith", city: "Whakatāne" }),
  person({ personId: "1003", firstNames: "Wiremu", surname: "100%_Real", eligible: false }),
  person({ personId: "1004", firstNames: "Sione", surname: "O'Brien\\Taufa", volunteer: true }),
  person({ personId: "1005", firstNames: "Łukasz", surname: "Ødegaard", suburb: "Karori" }),
  ...Array.from({ length: 45 }, (_, i) =>
    person({
      personId: String(2000 + i),
      firstNames: `Page ${String(i).padStart(2, "0")}`,
      surname: "Paging",
    }),
  ),
];

describe.each(testDatabases)("peer search on $name", (testDb) => {
  let database: Database;
  let app: App;
  let sessionId: string;

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDb));
    await insertPractitioners(database.db, people);
    const user = await createUser(database.db);
    sessionId = await signIn(app, user);
  });
  afterAll(() => closeTestService({ app, database }));

  const get = (query: Record<string, string | number>) =>
    app.inject({
      url: apiPaths.search,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: { [SESSION_HEADER]: sessionId },
    });
  const search = async (query: Record<string, string | number>): Promise<SearchResult> => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return searchResultSchema.strict().parse(res.json());
  };
  const ids = (result: SearchResult) => result.matches.map((m) => m["Person ID"]);

  it("needs a session", async () => {
    const res = await app.inject({ url: apiPaths.search });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain("Login required to access this resource");
  });

  it("never takes the payload's sessionId for a session: only the header signs in (decision 026)", async () => {
    const res = await app.inject({ url: apiPaths.search, query: { sessionId, Surname: "a" } });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain("Login required to access this resource");
  });

  it("answers the exact shape of SPEC §3", async () => {
    const result = await search({ PersonID: "1001" });
    expect(result).toEqual({
      totalItems: 1,
      matches: [
        peerMatch({
          Practices: [
            peerPractice(),
            peerPractice({ Practice: "General Dental Practice", Qualifications: "BDS (Otago)" }),
          ],
        }),
      ],
    });
  });

  it("matches part of a surname ignoring case and macrons, both ways", async () => {
    expect(ids(await search({ Surname: "pomare" }))).toEqual(["1001", "1002"]);
    expect(ids(await search({ Surname: "PŌMĀ" }))).toEqual(["1001", "1002"]);
    expect(ids(await search({ Surname: "odegaard" }))).toEqual(["1005"]);
  });

  it("matches Name against first names or surname", async () => {
    expect(ids(await search({ Name: "hemi" }))).toEqual(["1001"]);
    expect(ids(await search({ Name: "lukasz" }))).toEqual(["1005"]);
    expect(ids(await search({ Name: "smith" }))).toEqual(["1002"]);
  });

  it("filters by address, city, suburb, TA, DHB, practice and exact Person ID", async () => {
    expect(ids(await search({ Address: "kowhai st" }))).toEqual(["1001"]);
    expect(ids(await search({ Address: "rotorua" }))).toEqual(["1001"]);
    expect(ids(await search({ City: "whakatane" }))).toEqual(["1002"]);
    expect(ids(await search({ Suburb: "ohinemutu" }))).toEqual(["1001"]);
    expect(ids(await search({ Suburb: "KARORI" }))).toEqual(["1005"]);
    expect(ids(await search({ TA: "Rotorua District" }))).toEqual(["1001"]);
    expect(ids(await search({ DHB: "Lakes" }))).toEqual(["1001"]);
    expect(ids(await search({ Practice: "Orthodontic Specialist" }))).toEqual(["1001"]);
    expect(ids(await search({ PersonID: "100" }))).toEqual([]);
    expect(ids(await search({ PersonID: " 1005 " }))).toEqual(["1005"]);
  });

  it("combines filters, and EligibleOnly and Volunteer narrow them", async () => {
    expect(ids(await search({ Name: "wiremu" }))).toEqual(["1003"]);
    expect(ids(await search({ Name: "wiremu", EligibleOnly: 1 }))).toEqual([]);
    expect(ids(await search({ Volunteer: 1, EligibleOnly: 1 }))).toEqual([
      "1004", // o'brien\taufa sorts before pomare
      "1001",
    ]);
    expect(
      ids(
        await search({
          Volunteer: 1,
          DHB: "Lakes",
          City: "rotorua",
          Practice: "General Dental Practice",
        }),
      ),
    ).toEqual(["1001"]);
    expect((await search({ Volunteer: 1, DHB: "Southern" })).totalItems).toBe(0);
    expect(ids(await search({ Surname: "pomare", EligibleOnly: 0 }))).toEqual(["1001", "1002"]);
  });

  it("takes %, _, \\ and quotes literally", async () => {
    expect(ids(await search({ Surname: "100%_" }))).toEqual(["1003"]);
    expect(ids(await search({ Surname: "%" }))).toEqual(["1003"]);
    expect(ids(await search({ Surname: "_" }))).toEqual(["1003"]);
    expect(ids(await search({ Surname: "o'brien\\" }))).toEqual(["1004"]);
    expect(ids(await search({ Surname: "\\" }))).toEqual(["1004"]);
    expect(ids(await search({ Surname: "'; DROP TABLE practitioners; --" }))).toEqual([]);
    expect(containsPattern("a%b_c\\d")).toBe("%a\\%b\\_c\\\\d%");
  });

  it("pages in a stable order: surname, first names, Person ID", async () => {
    const pages = [];
    for (let page = 0; page < 3; page++)
      pages.push(await search({ Surname: "paging", limit: 20, start: 20 * page }));
    expect(pages.map((p) => p.totalItems)).toEqual([45, 45, 45]);
    expect(pages.map((p) => p.matches.length)).toEqual([20, 20, 5]);
    const all = pages.flatMap((p) => p.matches.map((m) => m.FirstName));
    expect(all).toEqual(Array.from({ length: 45 }, (_, i) => `Page ${String(i).padStart(2, "0")}`));
    expect(await search({ Surname: "paging", start: 100 })).toEqual({
      totalItems: 45,
      matches: [],
    });
    expect((await search({ Surname: "paging" })).matches).toHaveLength(20);
    expect((await search({ Surname: "paging", limit: 7 })).matches).toHaveLength(7);
  });

  it("pages a search by exact filters only in the same order", async () => {
    const query = { Practice: "General Dental Practice", EligibleOnly: 1, limit: 20 };
    const pages = [];
    for (let page = 0; page < 3; page++) pages.push(await search({ ...query, start: 20 * page }));
    expect(pages.map((p) => p.totalItems)).toEqual([49, 49, 49]);
    expect(pages.flatMap(ids)).toEqual([
      "1004", // o'brien\taufa
      "1005", // ødegaard
      ...Array.from({ length: 45 }, (_, i) => String(2000 + i)), // paging
      "1001", // pōmare
      "1002", // pomare-smith
    ]);
    expect(await search({ ...query, start: 60 })).toEqual({ totalItems: 49, matches: [] });
  });

  it.each([
    [{ limit: -1 }, /limit/],
    [{ limit: 0 }, /limit/],
    [{ limit: 1_000_000 }, /limit/],
    [{ limit: "ten" }, /limit/],
    [{ start: -20 }, /start/],
    [{ start: 1e12 }, /start/],
    [{ start: "1.5" }, /start/],
    [{ EligibleOnly: "yes" }, /EligibleOnly/],
    [{ Volunteer: "2" }, /Volunteer/],
    [{ Name: "x".repeat(10_000) }, /Name/],
    [{ Surname: "y".repeat(201) }, /Surname/],
  ])("refuses %o with a 400 naming the field", async (query, field) => {
    const res = await get(query as Record<string, string | number>);
    expect(res.statusCode).toBe(400);
    const { message } = res.json() as { message: string };
    expect(message).toMatch(/^Invalid query string: /);
    expect(message).toMatch(field);
  });

  it("refuses a repeated parameter", async () => {
    const res = await app.inject({
      url: `${apiPaths.search}?Surname=a&Surname=b`,
      headers: { [SESSION_HEADER]: sessionId },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe.each(testDatabases)("the synthetic register on $name", (testDb) => {
  const year = practisingYearOf("2026-03-01");
  let database: Database;
  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("is deterministic, and seeding again or more only adds who is missing", async () => {
    expect(generatePerson(7, year)).toEqual(generatePerson(7, year));
    expect(await seedRegister(database.db, { count: 300 })).toEqual({
      practitionersAdded: 300,
      practitioners: 300,
    });
    expect(await seedRegister(database.db, { count: 300 })).toEqual({
      practitionersAdded: 0,
      practitioners: 300,
    });
    expect(await seedRegister(database.db, { count: 500 })).toEqual({
      practitionersAdded: 200,
      practitioners: 500,
    });
  });

  it("counts each practice as often as people hold it, however many times the register is seeded", async () => {
    await seedRegister(database.db, { count: 500 });
    // People already there are not added again, nor counted again.
    const again = [generatePerson(3, year), generatePerson(4, year)];
    expect(await insertPractitioners(database.db, again)).toEqual([]);
    const counted = async (filter: RegisterFilter) =>
      (await searchRegister(database.db, filter, { limit: 1, start: 0 }, "2026-03-01")).totalItems;
    for (const { value } of registerLists.practiceTypes) {
      const practice = value || undefined;
      const rows = await database.db
        .select({ eligible: practitionerSearch.eligible, volunteer: practitionerSearch.volunteer })
        .from(practitionerSearch)
        .where(eq(practitionerSearch.practice, value));
      const held = (test: (r: (typeof rows)[number]) => boolean) => rows.filter(test).length;
      expect(await counted({ practice }), value).toBe(rows.length);
      expect(await counted({ practice, eligibleOnly: true }), value).toBe(held((r) => r.eligible));
      expect(await counted({ practice, volunteer: true }), value).toBe(held((r) => r.volunteer));
      expect(await counted({ practice, eligibleOnly: true, volunteer: true }), value).toBe(
        held((r) => r.eligible && r.volunteer),
      );
    }
    expect(await counted({})).toBe(500);
  });

  it("draws places and practices from the fixed lists, with macrons in names", () => {
    const sample = [...registerPeople(2_000, year)];
    const tas = new Set(registerLists.territorialAuthorities.map((e) => e.value));
    const dhbs = new Set(registerLists.dhbRegions.map((e) => e.value));
    const types = new Set(registerLists.practiceTypes.map((e) => e.value).filter(Boolean));
    for (const p of sample) {
      expect(tas.has(p.territorialAuthority), p.territorialAuthority).toBe(true);
      expect(dhbs.has(p.dhb), p.dhb).toBe(true);
      for (const x of p.practices) expect(types.has(x.practice), x.practice).toBe(true);
    }
    expect(new Set(sample.map((p) => p.personId)).size).toBe(sample.length);
    expect(
      sample.filter((p) => /[āēīōū]/i.test(`${p.firstNames} ${p.surname}`)).length,
    ).toBeGreaterThan(100);
    expect(sample.filter((p) => p.volunteer).length).toBeGreaterThan(50);
    expect(sample.slice(0, fixedPeople.length)).toEqual(
      fixedPeople.map((p) => ({ ...p, certificates: [{ ...year, status: "current" }] })),
    );
    // Everyone practising holds the practising year's certificate; the others one that ended.
    for (const p of sample) {
      const [held] = p.certificates!;
      expect(held!.year).toBe(p.eligible ? "2025/2026" : "2023/2024");
    }
  });
});

describe("the fixed lists", () => {
  it("hold 22 practice types with everyone first, 67 territorial authorities, 20 DHB regions", () => {
    expect(registerLists.practiceTypes).toHaveLength(22);
    expect(registerLists.practiceTypes[0]).toEqual({
      value: "",
      label: "All Oral Health Practitioners",
    });
    expect(registerLists.territorialAuthorities).toHaveLength(67);
    expect(registerLists.territorialAuthorities.at(-1)?.value).toBe(
      "Area Outside Territorial Authority",
    );
    expect(registerLists.dhbRegions).toHaveLength(20);
    for (const list of Object.values(registerLists)) {
      expect(new Set(list.map((e) => e.value)).size).toBe(list.length);
    }
  });
});

describe.each(testDatabases)(
  "the peer relationship form reaches the peer search on $name",
  (testDb) => {
    const service = useTestService(testDb);

    it("links to /portal/search_peer with the form's own page as the return URL", async () => {
      const user = await createUser(service.database.db);
      const { token } = await createForm(service.database.db, user.id, "PEER-RELATIONSHIP");
      const odooSessionId = await signIn(service.app, user);
      const res = await service.app.inject({
        url: apiPaths.form("PEER-RELATIONSHIP", token, "peer"),
        headers: { [SESSION_HEADER]: odooSessionId },
      });
      expect(res.statusCode, res.body).toBe(200);
      const html = formResponseSchema.parse(res.json()).page?.sections[0]?.html ?? "";
      expect(html).toContain(
        `href="/portal/search_peer?returnUrl=/form/PEER-RELATIONSHIP/${token}/peer&amp;prefix=peer"`,
      );
      expect(html).not.toContain("{formToken}");
    });
  },
);
