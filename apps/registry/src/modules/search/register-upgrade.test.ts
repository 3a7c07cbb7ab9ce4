// Upgrading a register written before the search rows (migrations up to 0007): the people
// already there get their search result, their search rows and their counts per practice
// (0009, 0011), their practices' certificate becomes a certificate of its own (0027), and the
// search finds and counts them as it does people written now.
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsUpTo } from "../../../test/migrations.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { runMigrations } from "../../db/migrate.ts";
import {
  entryOf,
  findCertificates,
  findPractitionerId,
  matchOf,
  type NewPractitioner,
} from "../register/index.ts";
import { searchRegister as search } from "./search-store.ts";

const practice = (name: string, hpiNumber: string) => ({
  practice: name,
  qualifications: "BDS (Otago)",
  registrationDate: "2010-02-01",
  hpiNumber,
  status: "Registered",
});

/** What each practice of the old register said of the certificate: the first an older one. */
const oldCertificates = [
  { apcStatus: "Not current", apcPeriod: "01/04/2023 - 31/03/2024" },
  { apcStatus: "Current", apcPeriod: "01/04/2025 - 31/03/2026" },
];
const moved = {
  year: "2025/2026",
  startsOn: "2025-04-01",
  endsOn: "2026-03-31",
  status: "current",
} as const;

const hemi: NewPractitioner = {
  personId: "1001",
  firstNames: "Hēmi",
  surname: "Pōmare",
  contact: "Lakes Dental · 07 555 0101",
  address: "12 Kōwhai Street",
  suburb: "Ōhinemutu",
  city: "Rotorua",
  territorialAuthority: "Rotorua District",
  dhb: "Lakes",
  eligible: true,
  volunteer: true,
  practices: [
    practice("Orthodontic Specialist", "12ABCD"),
    practice("General Dental Practice", "12ABCE"),
  ],
};

describe("upgrading a register written before the search rows", () => {
  let database: Database;
  let oldFolder: string;

  beforeAll(async () => {
    oldFolder = migrationsUpTo("0007_one_form_pdf_and_drop_form_values");
    database = await openDatabase({});
    await runMigrations(database, oldFolder);
    // As the store of that time wrote a person: keys generated, practice types copied.
    const { practices: held, ...person } = hemi;
    await database.db.execute(sql`
      INSERT INTO practitioners (person_id, first_names, surname, contact, address, suburb, city,
        territorial_authority, dhb, eligible, volunteer, practice_types)
      VALUES (${person.personId}, ${person.firstNames}, ${person.surname}, ${person.contact},
        ${person.address}, ${person.suburb}, ${person.city}, ${person.territorialAuthority},
        ${person.dhb}, true, true, ARRAY['Orthodontic Specialist', 'General Dental Practice'])`);
    for (const [position, p] of held.entries()) {
      await database.db.execute(sql`
        INSERT INTO practices (practitioner_id, position, practice, qualifications,
          registration_date, hpi_number, status, apc_status, apc_period)
        SELECT id, ${position}, ${p.practice}, ${p.qualifications}, ${p.registrationDate},
          ${p.hpiNumber}, ${p.status}, ${oldCertificates[position]!.apcStatus},
          ${oldCertificates[position]!.apcPeriod}
        FROM practitioners WHERE person_id = ${hemi.personId}`);
    }
    await runMigrations(database);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  it("keeps the certificate the practices showed current, once, as a certificate of its own", async () => {
    const id = await findPractitionerId(database.db, hemi.personId);
    const held = await findCertificates(database.db, id!);
    expect(held).toEqual([expect.objectContaining(moved)]);
    expect(held[0]!.verificationCode).toMatch(/^[0-9a-f]{64}$/);
  });

  it("finds the people already there, by text and by exact filters, as the store writes them", async () => {
    const page = { limit: 20, start: 0 };
    const expected = {
      totalItems: 1,
      matches: [entryOf(matchOf(hemi), { certificates: [moved], conditions: [] }, "2026-03-01")],
    };
    const searchRegister = (filter: Parameters<typeof search>[1], p: typeof page) =>
      search(database.db, filter, p, "2026-03-01");
    expect(await searchRegister({ surname: "pomare" }, page)).toEqual(expected);
    expect(await searchRegister({ address: "kowhai st" }, page)).toEqual(expected);
    expect(
      await searchRegister(
        { volunteer: true, city: "rotorua", practice: "General Dental Practice" },
        page,
      ),
    ).toEqual(expected);
    expect(
      await searchRegister({ eligibleOnly: true, practice: "Orthodontic Specialist" }, page),
    ).toEqual(expected);
    expect(await searchRegister({ volunteer: true }, page)).toEqual(expected);
    expect(await searchRegister({ practice: "Periodontic Specialist" }, page)).toEqual({
      totalItems: 0,
      matches: [],
    });
  });
});
