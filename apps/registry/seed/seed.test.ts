import { apiPaths, authResponseSchema, namedTileTypes, type Tile } from "@portal/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app.ts";
import type { Database } from "../src/db/client.ts";
import * as schema from "../src/db/schema.ts";
import { closeTestService, openTestService } from "../test/app.ts";
import { testDatabases } from "../test/databases.ts";
import { pdfText } from "../test/pdf-text.ts";
import { DEMO_PASSWORD } from "./demo-data.ts";
import { demoUsers } from "./demo-users.ts";
import { seedDemoData } from "./seed.ts";

const tables = [
  schema.users,
  schema.tiles,
  schema.userTiles,
  schema.formTypes,
  schema.tileFormTypes,
  schema.forms,
  schema.files,
] as const;

const flatten = (tiles: Tile[]): Tile[] => tiles.flatMap((t) => [t, ...flatten(t.subTiles)]);

describe.each(testDatabases)("demo data on $name", (testDb) => {
  let database: Database;
  let app: App;

  const snapshot = async () => {
    const counts = await Promise.all(tables.map((t) => database.db.$count(t)));
    const forms = await database.db.select().from(schema.forms).orderBy(schema.forms.id);
    return { counts, forms };
  };

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDb));
  });
  afterAll(() => closeTestService({ app, database }));

  it("is written once: seeding again changes nothing", async () => {
    const first = await seedDemoData(database.db);
    expect(first.usersAdded).toBe(demoUsers.length);
    const before = await snapshot();
    expect(before.counts.every((n) => n > 0)).toBe(true);

    const second = await seedDemoData(database.db);
    expect(second).toEqual({ usersAdded: 0, formsAdded: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it.each(demoUsers)("lets $email sign in and see every named tile type", async (user) => {
    const res = await app.inject({
      method: "POST",
      url: apiPaths.login,
      payload: { login: user.email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = authResponseSchema.parse(res.json());
    expect(body.userDetails).toMatchObject({
      firstName: user.firstName,
      displayName: user.displayName,
    });
    const types = flatten(body.tiles).map((t) => t.type);
    expect(types).toEqual(expect.arrayContaining([...namedTileTypes, "apc", "recertification"]));
    const volunteer = flatten(body.tiles).find((t) => t.type === "volunteer_search");
    expect(volunteer?.formTypes[0]?.id).toBe("RECERT-VOLUNTEER-SEARCH");

    const forms = flatten(body.tiles).flatMap((t) =>
      t.formTypes.flatMap((f) => [...f.forms, ...f.completedForms]),
    );
    expect(forms.map((f) => f.name).sort()).toEqual(user.forms.map((f) => f.name).sort());
  });

  it("gives every list of the demo practitioner rows in progress and completed, with files", async () => {
    const res = await app.inject({
      method: "POST",
      url: apiPaths.login,
      payload: { login: demoUsers[0]!.email, password: DEMO_PASSWORD },
    });
    const tiles = flatten(authResponseSchema.parse(res.json()).tiles);
    const list = (type: string) => tiles.find((t) => t.type === type)!.formTypes;
    for (const type of ["apc", "manage_relationship", "manage_other_relationships"]) {
      expect(
        list(type).some((f) => f.forms.length > 0),
        type,
      ).toBe(true);
    }
    // The confirmation list shows in-progress rows; the declarations list is completed-only.
    expect(list("view_confirmation_forms").some((f) => f.forms.length > 0)).toBe(true);
    for (const type of [
      "apc",
      "manage_relationship",
      "manage_other_relationships",
      "view_confirmation_forms",
      "view_annual_declarations",
    ]) {
      const completed = list(type).flatMap((f) => f.completedForms);
      expect(completed.length, type).toBeGreaterThan(0);
      for (const form of completed) {
        expect(
          form.attachments.some((a) => a.type === "form"),
          form.name,
        ).toBe(true);
      }
    }
    // One tile offers two addable types, so its add button opens the Add form dialog.
    expect(list("manage_other_relationships").filter((f) => f.canAdd)).toHaveLength(2);
  });

  it("stores real attachment bytes: a PDF for forms, text for receipts", async () => {
    const files = await database.db.select().from(schema.files);
    const pdfs = await database.db
      .select({ file: schema.files, form: schema.forms })
      .from(schema.files)
      .innerJoin(schema.forms, eq(schema.forms.id, schema.files.formId))
      .where(eq(schema.files.type, "form"));
    expect(pdfs.length).toBeGreaterThan(0);
    for (const { file, form } of pdfs) {
      expect(file.mimeType).toBe("application/pdf");
      expect(file.size).toBe(file.bytes.length);
      // A reader opens it and finds the form's name and code and its answers' section titles.
      const text = pdfText(file.bytes);
      expect(text, file.name).toContain(`${form.name}\n${form.formTypeCode}`);
      expect(text.split("\n").length, file.name).toBeGreaterThan(10);
    }
    const receipt = files.find((f) => f.type === "invoice");
    expect(receipt?.mimeType).toBe("text/plain");
    expect(receipt?.bytes.toString("utf8")).toContain("Tax receipt");
  });

  it("renders each completed form's PDF from its answers: labels, DD/MM/YYYY, no hidden question", async () => {
    const pdfOf = async (email: string, fileName: string) => {
      const [row] = await database.db
        .select({ bytes: schema.files.bytes })
        .from(schema.files)
        .innerJoin(schema.users, eq(schema.users.id, schema.files.ownerId))
        .where(and(eq(schema.users.email, email), eq(schema.files.name, fileName)));
      return pdfText(row!.bytes).replace(/\s+/g, " ");
    };
    const apc = await pdfOf("practitioner@example.org", "APC application 2025-2026.pdf");
    for (const shown of [
      "APC application 2025/2026",
      "Profession Dental hygienist",
      "Dental hygiene practice",
      "Employee",
      "14/11/2024",
      "Yes",
    ]) {
      expect(apc).toContain(shown);
    }
    for (const hidden of [
      "dental_hygienist",
      "dental_hygiene",
      "employee",
      "2024-11-14",
      "Details of the condition",
      "Draft answer, withdrawn",
      "Details of each conviction",
    ]) {
      expect(apc).not.toContain(hidden);
    }
    const therapist = await pdfOf("peer@example.org", "APC application 2025-2026.pdf");
    expect(therapist).toContain("Dental therapist");
    expect(therapist).not.toContain("dental_therapist");

    const colleague = await pdfOf(
      "practitioner@example.org",
      "Collegial relationship - Ana Folau.pdf",
    );
    expect(colleague).toContain("Profession Nurse");
    expect(colleague).not.toContain("Which profession?");
    expect(colleague).not.toContain("nursing");
  });
});
