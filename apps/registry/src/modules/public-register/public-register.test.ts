import {
  followPaths,
  PUBLIC_REGISTER_PAGE_SIZE,
  practisingCertificateSchema,
  publicConditionSchema,
  publicEventSchema,
  publicPractitionerPageSchema,
  publicPractitionerSchema,
  publicRegisterMessages,
  publicRegisterPageSchema,
  publicRegisterPaths,
  publicScopeSchema,
} from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeTestService, openTestService } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { keysOutside } from "../../../test/public-fields.ts";
import { PERSON_ID, registerPractice, useRegisterDesk } from "../../../test/register-desk.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { rateLimits } from "../../http/rate-limits.ts";
import { insertPractitioners, type NewPractice, type NewPractitioner } from "../register/index.ts";

/** A practice of the register, any practice type. */
const practice = (name: string, overrides: Partial<NewPractice> = {}) =>
  registerPractice({ practice: name, ...overrides });

/** Private details a public answer must never carry, in every person below. */
const privateDetails = {
  contact: "Private Dental · 07 555 0101 · secret.person@example.nz",
  address: "12 Hidden Street",
  suburb: "Secretvale",
  territorialAuthority: "Rotorua District",
  dhb: "Lakes",
};

/** A condition in force on the tests' clock (1 March 2026), as the public sees it. */
const supervised = {
  type: "Supervision",
  wording: "Practises only under the supervision of a registered dental therapist.",
  startsOn: "2025-11-01",
  endsOn: null,
  reviewOn: "2026-11-01",
};
/** What the register keeps of a condition beside its public terms. */
const heldCondition = { ...supervised, decision: "PCC 12/2025", liftedOn: null };

/** The certificate of 2025/2026, current on the tests' clock (1 March 2026). */
const held = { year: "2025/2026", startsOn: "2025-04-01", endsOn: "2026-03-31" } as const;
const person = (overrides: Partial<NewPractitioner>): NewPractitioner => ({
  certificates: [{ ...held, status: "current" }],
  personId: "0",
  firstNames: "Test",
  surname: "Person",
  city: "Wellington",
  eligible: true,
  volunteer: true,
  practices: [practice("General Dental Practice")],
  ...privateDetails,
  ...overrides,
});

const people: NewPractitioner[] = [
  person({
    personId: "7001",
    firstNames: "Hēmi",
    surname: "Pōmare",
    city: "Rotorua",
    practices: [
      practice("General Dental Practice", { registrationDate: "2011-05-02" }),
      practice("Orthodontic Specialist", { registrationDate: "2016-09-12" }),
    ],
  }),
  person({
    personId: "7002",
    firstNames: "Aroha",
    surname: "Ngata",
    city: "Rotorua",
    practices: [practice("Dental Hygiene Practice", { registrationDate: "2012-02-20" })],
  }),
  person({
    personId: "7003",
    firstNames: "Mere",
    surname: "Pomare-Walker",
    city: "Whakatāne",
    eligible: false,
    practices: [practice("Dental Therapy Practice", { status: "Suspended" })],
    conditions: [
      { ...heldCondition, ...supervised },
      { ...heldCondition, type: "Undertaking", wording: "Lifted", liftedOn: "2026-01-01" },
      { ...heldCondition, type: "Undertaking", wording: "Later", startsOn: "2026-06-01" },
    ],
    certificates: [
      { year: "2023/2024", startsOn: "2023-04-01", endsOn: "2024-03-31", status: "expired" },
    ],
  }),
  person({
    personId: "7004",
    firstNames: "No",
    surname: "Certificate",
    practices: [],
    certificates: [],
  }),
  ...Array.from({ length: 25 }, (_, i) =>
    person({
      personId: String(7100 + i),
      firstNames: `Page ${String(i).padStart(2, "0")}`,
      surname: "Paging",
    }),
  ),
];

/** The schemas of the allowed list, at any depth of a public answer. */
const allowedSchemas = [
  publicRegisterPageSchema,
  publicPractitionerPageSchema,
  publicConditionSchema,
  publicEventSchema,
  publicPractitionerSchema,
  publicScopeSchema,
  practisingCertificateSchema,
];

describe.each(testDatabases)("the public register on $name", (testDb) => {
  let database: Database;
  let app: App;

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDb));
    await insertPractitioners(database.db, people);
  });
  afterAll(() => closeTestService({ app, database }));

  const get = (query: Record<string, string>) =>
    app.inject({ url: publicRegisterPaths.search, query });
  const search = async (query: Record<string, string>) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return publicRegisterPageSchema.strict().parse(res.json());
  };
  const numbers = (page: { practitioners: { registrationNumber: string }[] }) =>
    page.practitioners.map((p) => p.registrationNumber);

  it("finds by part of a name without a session, any case, macrons optional", async () => {
    expect(numbers(await search({ q: "pomare" }))).toEqual(["7001", "7003"]);
    expect(numbers(await search({ q: "  HĒMI PŌM " }))).toEqual(["7001"]);
    expect(numbers(await search({ q: "aroha ngata" }))).toEqual(["7002"]);
  });

  it("answers the allowed fields only, the certificate read from its record", async () => {
    const page = await search({ registrationNumber: "7001" });
    expect(page).toEqual({
      totalItems: 1,
      page: 1,
      pageSize: PUBLIC_REGISTER_PAGE_SIZE,
      practitioners: [
        {
          registrationNumber: "7001",
          name: "Hēmi Pōmare",
          professions: ["Dentist", "Dental specialist"],
          scopes: [
            {
              scope: "General Dental Practice",
              profession: "Dentist",
              status: "Registered",
              registeredOn: "2011-05-02",
            },
            {
              scope: "Orthodontic Specialist",
              profession: "Dental specialist",
              status: "Registered",
              registeredOn: "2016-09-12",
            },
          ],
          practisingCertificate: { status: "Current", period: "01/04/2025 - 31/03/2026" },
          firstRegisteredOn: "2011-05-02",
          conditions: [],
        },
      ],
    });
  });

  it("shows the conditions in force today, not those lifted or not begun, nor their decision", async () => {
    const [suspended] = (await search({ registrationNumber: "7003" })).practitioners;
    expect(suspended!.conditions).toEqual([supervised]);
    const res = await app.inject({ url: publicRegisterPaths.practitioner("7003") });
    expect(res.json().conditions).toEqual([supervised]);
    expect(res.body).not.toContain("PCC 12/2025");
  });

  it("lists everyone whatever their status, and a person without a certificate as such", async () => {
    const suspended = await search({ registrationNumber: "7003" });
    expect(suspended.practitioners[0]).toMatchObject({
      scopes: [{ status: "Suspended" }],
      practisingCertificate: { status: "Expired", period: "01/04/2023 - 31/03/2024" },
    });
    const res = await app.inject({ url: publicRegisterPaths.practitioner("7004") });
    expect(res.json()).toMatchObject({ practisingCertificate: null, firstRegisteredOn: "" });
  });

  it("filters by profession (any of its scopes) and by part of the city", async () => {
    expect(numbers(await search({ q: "pomare", profession: "Dental therapist" }))).toEqual([
      "7003",
    ]);
    expect(numbers(await search({ profession: "Dental specialist" }))).toEqual(["7001"]);
    // A profession of one scope: everyone holding it, counted and paged in the register's order.
    const dentists = await search({ profession: "Dentist" });
    expect(dentists.totalItems).toBe(26);
    expect(numbers(dentists).slice(0, 2)).toEqual(["7100", "7101"]);
    expect(numbers(await search({ city: "rotorua" }))).toEqual(["7002", "7001"]);
    expect(numbers(await search({ q: "pomare", city: "whakatane" }))).toEqual(["7003"]);
  });

  it("pages 20 at most", async () => {
    const first = await search({ q: "paging" });
    expect(first.totalItems).toBe(25);
    expect(first.practitioners).toHaveLength(20);
    const second = await search({ q: "paging", page: "2" });
    expect(numbers(second)).toEqual(["7120", "7121", "7122", "7123", "7124"]);
    const refused = await get({ q: "paging", pageSize: "21" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(expect.any(String));
  });

  it("never answers a key outside the allowed list, nor a private detail", async () => {
    const answers = [
      await get({}),
      await get({ q: "a" }),
      await get({ city: "rotorua", page: "1" }),
      ...(await Promise.all(
        people.map((p) => app.inject(publicRegisterPaths.practitioner(p.personId))),
      )),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(keysOutside(res.json(), allowedSchemas)).toEqual([]);
      for (const detail of Object.values(privateDetails)) expect(res.body).not.toContain(detail);
    }
  });

  it("answers one practitioner, and 404 with a message for an unknown number", async () => {
    const res = await app.inject({ url: publicRegisterPaths.practitioner("7002") });
    expect(res.statusCode).toBe(200);
    expect(publicPractitionerPageSchema.strict().parse(res.json()).name).toBe("Aroha Ngata");
    const unknown = await app.inject({ url: publicRegisterPaths.practitioner("99999") });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: publicRegisterMessages.notFound });
    expect(unknown.headers["cache-control"]).toBe("no-store");
  });

  it("may be cached for a minute by anyone", async () => {
    const res = await get({ q: "pomare" });
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    const one = await app.inject({ url: publicRegisterPaths.practitioner("7001") });
    expect(one.headers["cache-control"]).toBe("public, max-age=60");
  });

  it("is in the OpenAPI document, under its own tag and with no session", async () => {
    const doc = (await app.inject({ url: "/docs/json" })).json();
    for (const path of [
      publicRegisterPaths.search,
      `${publicRegisterPaths.search}/{registrationNumber}`,
    ]) {
      expect(doc.paths[path]?.get, path).toMatchObject({ tags: ["public register"], security: [] });
    }
    const params = doc.paths[publicRegisterPaths.search].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(params).toEqual(["q", "registrationNumber", "profession", "city", "page", "pageSize"]);
  });

  it("refuses bad input with a message", async () => {
    const queries: Record<string, string>[] = [
      { page: "0" },
      { page: "501" },
      { profession: "Plumber" },
      { q: "x".repeat(101) },
      { registrationNumber: "1".repeat(21) },
    ];
    for (const query of queries) {
      const res = await get(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe("scraping the public register", () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    ({ database, app } = await openTestService(testDatabases[0]!, { rateLimit: true }));
  });
  afterAll(() => closeTestService({ app, database }));

  it("is refused beyond the per-address limit with 429 and Retry-After, every public route alike", async () => {
    const from = (remoteAddress: string, url: string, method: "GET" | "POST" = "GET") =>
      app.inject({ method, url, remoteAddress });
    const routes = [
      ["GET", publicRegisterPaths.search],
      ["GET", publicRegisterPaths.practitioner("1")],
      ["POST", followPaths.follow("1")],
      ["POST", followPaths.confirm],
      ["POST", followPaths.unsubscribe],
    ] as const;
    for (const [method, url] of routes) {
      for (let i = 0; i < rateLimits.publicRegister.max; i++) {
        expect((await from("203.0.113.9", url, method)).statusCode).not.toBe(429);
      }
      const refused = await from("203.0.113.9", url, method);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(/^Too many requests/);
    }
    // Another address is still served.
    expect((await from("203.0.113.10", publicRegisterPaths.search)).statusCode).toBe(200);
  });
});

describe("a registrar's edit", () => {
  const desk = useRegisterDesk(testDatabases[0]!);

  it("shows on the public register at once", async () => {
    const read = async () =>
      (await desk.app.inject({ url: publicRegisterPaths.practitioner(PERSON_ID) })).json();
    expect(await read()).toMatchObject({ practisingCertificate: { status: "Current" } });
    const res = await desk.edit({
      practices: [registerPractice({ status: "Suspended" })],
      certificate: { period: "01/04/2025 - 31/03/2026", status: "Expired" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read()).toMatchObject({
      scopes: [{ status: "Suspended" }],
      practisingCertificate: { status: "Expired", period: "01/04/2025 - 31/03/2026" },
    });
  });
});
