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
import * as schema from "../../../db/schema.ts";
import { defaultFormsDir } from "../definitions/load/load-definitions.ts";
import { contentHash } from "./form-versions.ts";

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
      .from(schema.formDefinitionVersions)
      .where(eq(schema.formDefinitionVersions.formTypeCode, code))
      .orderBy(asc(schema.formDefinitionVersions.version));
  const currentOf = async (code: string) =>
    (await database.db.select().from(schema.formTypes).where(eq(schema.formTypes.code, code)))[0]
      ?.currentVersion;

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

  /** The shipped file without its own `drafts` block: each test says what drafts do. */
  const original = () =>
    readFileSync(join(defaultFormsDir, "apc.yaml"), "utf8").replace(/^drafts:\n( {2}.*\n)*/m, "");
  /** Next year's form: the registration number asked under another name and label. */
  const renamed = (drafts = "") =>
    original()
      .replace("fieldName: registration_number", "fieldName: registration_no")
      .replace("label: Registration number", "label: Your registration number") + drafts;
  let aroha: { id: number; email: string; password: string };
  let draft: { id: number; token: string };
  const load = async (token: string) =>
    formAnswer(
      await app!.inject({
        url: `/registry/api/v1/form/APC/${token}/details`,
        headers: sessionHeader(await signIn(app!, aroha)),
      }),
    );
  const pinnedVersion = async (formId: number) =>
    (await database.db.select().from(schema.forms).where(eq(schema.forms.id, formId)))[0]
      ?.definitionVersion;

  it("stops the start when a change would leave a draft's answer without a place", async () => {
    await restart();
    const db = database.db;
    aroha = await createUser(db);
    await createTile(db, {
      type: "apc",
      formType: { code: "APC", name: "Annual Practising Certificate", addable: true },
      assignTo: [aroha.id],
    });
    draft = await createForm(db, aroha.id, "APC", { values: { details: validApcPages.details! } });
    writeFileSync(apcFile, renamed());
    await expect(restart()).rejects.toThrow(
      new RegExp(
        "version 2 of APC would leave answers .* without a place:\\n" +
          '  details.registration_number: no question "registration_number" on page "details" ' +
          "of the new version \\(1 draft holds answers there\\)",
      ),
    );
    app = undefined;
    expect((await versionsOf("APC")).map((v) => v.version)).toEqual([1]);
    expect(await pinnedVersion(draft.id)).toBe(1);
  });

  it("lets drafts finish on their own version when the file says so", async () => {
    writeFileSync(apcFile, renamed("drafts:\n  earlierVersions: finish\n"));
    await restart();
    expect((await versionsOf("APC")).map((v) => v.version)).toEqual([1, 2]);
    expect(await currentOf("APC")).toBe(2);
    const onDraft = await load(draft.token);
    expect(fieldOf(onDraft, "registration_number")).toMatchObject({
      label: "Registration number",
      value: "DH-10482",
    });
    expect(() => fieldOf(onDraft, "registration_no")).toThrow();
    const fresh = await createForm(database.db, aroha.id, "APC");
    expect(fieldOf(await load(fresh.token), "registration_no").label).toBe(
      "Your registration number",
    );
    expect(await pinnedVersion(draft.id)).toBe(1);
    expect(await pinnedVersion(fresh.id)).toBe(2);
  });

  it("moves drafts by the file's renames, keeping removed answers as history", async () => {
    writeFileSync(
      apcFile,
      renamed(
        "drafts:\n  earlierVersions: move\n" +
          "  renamed: { details.registration_number: details.registration_no }\n" +
          "  removed: [details.phone]\n",
      ).replace("              - { fieldName: phone, label: Phone, renderType: text }\n", ""),
    );
    const phone = { ...validApcPages.details!, phone: "021 555 0101" };
    await database.db
      .update(schema.formPages)
      .set({ values: phone })
      .where(eq(schema.formPages.formId, draft.id));
    await restart();
    expect(await pinnedVersion(draft.id)).toBe(3);
    const moved = await load(draft.token);
    expect(fieldOf(moved, "registration_no")).toMatchObject({
      label: "Your registration number",
      value: "DH-10482",
    });
    // Renamed and relabelled: the same answer, a changed question; the removed phone is none.
    expect(moved.form?.changes).toEqual({
      fromVersion: 1,
      questions: [
        {
          page: "details",
          pageName: "Your details",
          label: "Your registration number",
          change: "changed",
        },
      ],
    });
    const history = await database.db
      .select()
      .from(schema.formAnswerHistory)
      .where(eq(schema.formAnswerHistory.formId, draft.id));
    expect(history).toEqual([
      expect.objectContaining({ version: 1, path: "details.phone", value: "021 555 0101" }),
    ]);
  });

  it("leaves a moved page that gained a required question not done, its answers kept", async () => {
    const v3 = readFileSync(apcFile, "utf8");
    writeFileSync(
      apcFile,
      v3.replace(
        "              - { fieldName: email,",
        "              - { fieldName: languages, label: Languages you consult in, renderType: text, required: true }\n" +
          "              - { fieldName: email,",
      ),
    );
    await restart();
    expect(await pinnedVersion(draft.id)).toBe(4);
    const [row] = await database.db
      .select()
      .from(schema.forms)
      .where(eq(schema.forms.id, draft.id));
    expect(row?.movedFromVersion).toBe(3);
    const opened = formAnswer(
      await app!.inject({
        url: `/registry/api/v1/form/APC/${draft.token}`,
        headers: sessionHeader(await signIn(app!, aroha)),
      }),
    );
    expect(opened.page?.code).toBe("details");
    expect(opened.form?.pageCodes[0]).toMatchObject({ code: "details", pageDone: false });
    expect(fieldOf(opened, "registration_no").value).toBe("DH-10482");
    expect(fieldOf(opened, "languages").value ?? "").toBe("");
    expect(opened.form?.changes).toEqual({
      fromVersion: 3,
      questions: [
        {
          page: "details",
          pageName: "Your details",
          label: "Languages you consult in",
          change: "new",
        },
      ],
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
      database.db.update(schema.formDefinitionVersions).set({ contentHash: "forged" }),
    ).rejects.toThrow(refused("UPDATE"));
    await expect(database.db.delete(schema.formDefinitionVersions)).rejects.toThrow(
      refused("DELETE"),
    );
    expect((await versionsOf("APC")).length).toBe(4);
  });

  it("keeps a definition whatever text it holds, NUL included", async () => {
    writeFileSync(
      join(formsDir, "nul-text.yaml"),
      'code: NUL-TEXT\nname: Odd text\npages:\n  - code: only\n    name: "A\\0B"\n    sections: []\n',
    );
    await restart();
    const [kept] = await versionsOf("NUL-TEXT");
    expect(JSON.parse(kept!.definition)).toMatchObject({ pages: [{ name: "A\u0000B" }] });
  });
});
