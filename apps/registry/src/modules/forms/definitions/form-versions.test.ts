// Definition versions (decision 037): every definition served is kept; an unchanged file reuses
// its version; a form is read with the version it was created on however its file changes.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validApcPages } from "../../../../test/apc-pages.ts";
import { buildTestApp } from "../../../../test/app.ts";
import { testDatabases } from "../../../../test/databases.ts";
import { createForm, createTile, createUser } from "../../../../test/factories.ts";
import { fieldOf, formAnswer, sessionHeader, signIn } from "../../../../test/form-pages.ts";
import type { App } from "../../../app.ts";
import type { Database } from "../../../db/client.ts";
import { formDefinitionVersions, forms, formTypes } from "../../../db/schema.ts";
import { contentHash } from "./form-versions.ts";
import { defaultFormsDir } from "./load-definitions.ts";

const pgliteOnly = testDatabases.filter((d) => d.name === "pglite");

describe.each(pgliteOnly)("form definition versions on $name", (testDb) => {
  let database: Database;
  let app: App | undefined;
  const formsDir = mkdtempSync(join(tmpdir(), "registry-test-forms-"));
  const apcFile = join(formsDir, "apc.yaml");
  const restart = async () => {
    await app?.close();
    app = await buildTestApp(database, { env: { FORMS_DIR: formsDir } });
    return app;
  };
  const versionsOf = (code: string) =>
    database.db
      .select()
      .from(formDefinitionVersions)
      .where(eq(formDefinitionVersions.formTypeCode, code))
      .orderBy(asc(formDefinitionVersions.version));
  const currentOf = async (code: string) =>
    (await database.db.select().from(formTypes).where(eq(formTypes.code, code)))[0]?.currentVersion;

  beforeAll(async () => {
    cpSync(defaultFormsDir, formsDir, { recursive: true });
    database = await testDb.open();
  });
  afterAll(async () => {
    await app?.close();
    await database.close();
  });

  it("keeps each definition as version 1 and reuses it while the file means the same", async () => {
    await restart();
    expect((await versionsOf("APC")).map((v) => v.version)).toEqual([1]);
    expect(await currentOf("APC")).toBe(1);
    // A comment and another key order change the file, not the definition.
    const text = readFileSync(apcFile, "utf8");
    writeFileSync(
      apcFile,
      `# reviewed for the new year\n${text.replace(/^code: APC\n/m, "")}code: APC\n`,
    );
    await restart();
    expect((await versionsOf("APC")).map((v) => v.version)).toEqual([1]);
    writeFileSync(apcFile, text);
  });

  it("hashes the definition's meaning, not its key order", () => {
    expect(contentHash({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      contentHash({ b: [1, { d: 3, c: 2 }], a: 1 }),
    );
    expect(contentHash({ a: 1 })).not.toBe(contentHash({ a: 2 }));
  });

  it("reads a draft with the version it was created on after its file changes", async () => {
    await restart();
    const db = database.db;
    const aroha = await createUser(db);
    await createTile(db, {
      type: "apc",
      formType: { code: "APC", name: "Annual Practising Certificate", addable: true },
      assignTo: [aroha.id],
    });
    const { details } = validApcPages;
    const draft = await createForm(db, aroha.id, "APC", { values: { details: details! } });

    // Next year's form: the question renamed and relabelled.
    writeFileSync(
      apcFile,
      readFileSync(apcFile, "utf8")
        .replace("fieldName: registration_number", "fieldName: registration_no")
        .replace("label: Registration number", "label: Your registration number"),
    );
    const app = await restart();
    expect((await versionsOf("APC")).map((v) => v.version)).toEqual([1, 2]);
    expect(await currentOf("APC")).toBe(2);

    const session = await signIn(app, aroha);
    const load = async (token: string) =>
      formAnswer(
        await app.inject({
          url: `/registry/api/v1/form/APC/${token}/details`,
          headers: sessionHeader(session),
        }),
      );
    const onDraft = await load(draft.token);
    expect(fieldOf(onDraft, "registration_number")).toMatchObject({
      label: "Registration number",
      value: "DH-10482",
    });
    expect(() => fieldOf(onDraft, "registration_no")).toThrow();

    const fresh = await createForm(db, aroha.id, "APC");
    expect(fieldOf(await load(fresh.token), "registration_no").label).toBe(
      "Your registration number",
    );
    const pinned = await db
      .select({ token: forms.token, version: forms.definitionVersion })
      .from(forms)
      .where(eq(forms.ownerId, aroha.id));
    expect(Object.fromEntries(pinned.map((f) => [f.token, f.version]))).toEqual({
      [draft.token]: 1,
      [fresh.token]: 2,
    });
  });

  it("refuses to change or remove a kept version", async () => {
    const refused = (operation: string) =>
      expect.objectContaining({
        cause: expect.objectContaining({
          message: expect.stringContaining(`is append-only: ${operation} refused`),
        }),
      });
    await expect(
      database.db.update(formDefinitionVersions).set({ contentHash: "forged" }),
    ).rejects.toThrow(refused("UPDATE"));
    await expect(database.db.delete(formDefinitionVersions)).rejects.toThrow(refused("DELETE"));
    expect((await versionsOf("APC")).length).toBe(2);
  });
});
