// The download route and the object-level authorisation of lists, deletes and downloads
// (DESIGN §6, ASVS 8.2.2): the second demo user reaches none of the first one's forms or files.
import {
  apiPaths,
  authResponseSchema,
  errorMessages,
  SESSION_HEADER,
  type Tile,
} from "@portal/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../../seed/seed.ts";
import { closeTestService, openTestService, testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { contentDisposition, safeFileName } from "../../http/downloads.ts";

const PASSWORD = "correct-horse-battery";
const flatten = (tiles: Tile[]): Tile[] => tiles.flatMap((t) => [t, ...flatten(t.subTiles)]);
const allForms = (tiles: Tile[]) =>
  flatten(tiles).flatMap((t) =>
    t.formTypes.flatMap((f) => [
      ...f.forms.map((form) => ({ ...form, formType: f.id, attachments: [] as unknown[] })),
      ...f.completedForms.map((form) => ({ ...form, formType: f.id })),
    ]),
  );

describe.each(testDatabases)("file downloads and cross-user refusals on $name", (testDb) => {
  let database: Database;
  let app: App;
  const clock = testClock();

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDb, { clock }));
    await seedDemoData(database.db);
  });
  afterAll(() => closeTestService({ app, database }));

  const signIn = async (email: string) => {
    const res = await app.inject({
      method: "POST",
      url: apiPaths.login,
      payload: { login: email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return authResponseSchema.parse(res.json());
  };
  const tilesOf = async (sessionId: string) => {
    const res = await app.inject({ url: apiPaths.user, headers: { [SESSION_HEADER]: sessionId } });
    expect(res.statusCode).toBe(200);
    return authResponseSchema.parse(res.json()).tiles;
  };
  const storedFile = async (id: number) => {
    const [row] = await database.db.select().from(schema.files).where(eq(schema.files.id, id));
    return row!;
  };
  const download = (fileId: string | number, sessionId: string) =>
    app.inject({ url: apiPaths.file(fileId, sessionId) });

  it("streams the owner's file with its type, an attachment name and no sniffing", async () => {
    const aroha = await signIn("practitioner@example.org");
    const forms = allForms(aroha.tiles);
    const attachments = forms.flatMap((f) => f.attachments as Array<{ id: number; type: string }>);
    const pdf = attachments.find((a) => a.type === "form")!;
    const receipt = attachments.find((a) => a.type === "invoice")!;

    const res = await download(pdf.id, aroha.odooSessionId);
    expect(res.statusCode).toBe(200);
    const stored = await storedFile(pdf.id);
    expect(res.rawPayload.equals(stored.bytes)).toBe(true);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-length"]).toBe(String(stored.bytes.length));
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["content-disposition"]).toBe(contentDisposition(stored.name));
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="[^"]+\.pdf"; /);

    const text = await download(receipt.id, aroha.odooSessionId);
    expect(text.statusCode).toBe(200);
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(text.body).toContain("Tax receipt");
  });

  it("refuses another user's file exactly as an unknown one, and changes nothing", async () => {
    const aroha = await signIn("practitioner@example.org");
    const sione = await signIn("peer@example.org");
    const arohaFiles = allForms(aroha.tiles).flatMap((f) => f.attachments as Array<{ id: number }>);
    expect(arohaFiles.length).toBeGreaterThan(0);
    const unknown = await download(2_000_000_000, sione.odooSessionId);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "File not found." });
    for (const file of arohaFiles) {
      const res = await download(file.id, sione.odooSessionId);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
      expect(res.headers["content-type"]).toBe(unknown.headers["content-type"]);
    }
  });

  it("answers 400 for a file id that is not a positive whole number", async () => {
    const aroha = await signIn("practitioner@example.org");
    for (const bad of ["abc", "0", "-1", "1.5", "01", "99999999999", "2147483648"]) {
      const res = await download(bad, aroha.odooSessionId);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/^Invalid path: fileId/);
    }
  });

  it("needs a live session in the path: unknown, ended and idle-expired ones are refused", async () => {
    const aroha = await signIn("practitioner@example.org");
    const [file] = allForms(aroha.tiles).flatMap((f) => f.attachments as Array<{ id: number }>);
    const loginRequired = `<p>${errorMessages.loginRequired}</p>`;
    for (const session of ["not-a-session", "A".repeat(43)]) {
      const res = await download(file!.id, session);
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain(loginRequired);
    }

    // Each download slides the idle window, as a header-carried session does.
    const idleMs = 1800 * 1000;
    clock.advance(idleMs - 60_000);
    expect((await download(file!.id, aroha.odooSessionId)).statusCode).toBe(200);
    clock.advance(idleMs - 60_000);
    expect((await download(file!.id, aroha.odooSessionId)).statusCode).toBe(200);
    clock.advance(idleMs + 1000);
    const expired = await download(file!.id, aroha.odooSessionId);
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toContain(loginRequired);

    const again = await signIn("practitioner@example.org");
    await app.inject({ url: apiPaths.logout, headers: { [SESSION_HEADER]: again.odooSessionId } });
    expect((await download(file!.id, again.odooSessionId)).statusCode).toBe(401);
  });

  it("keeps the first demo user's forms out of the second one's lists", async () => {
    const aroha = await signIn("practitioner@example.org");
    const sione = await signIn("peer@example.org");
    const arohaForms = allForms(aroha.tiles);
    const sioneTiles = JSON.stringify(await tilesOf(sione.odooSessionId));
    expect(arohaForms.length).toBeGreaterThan(0);
    for (const form of arohaForms) expect(sioneTiles).not.toContain(form.formId);
  });

  it("refuses the second demo user's delete of the first one's form, which stays", async () => {
    const aroha = await signIn("practitioner@example.org");
    const sione = await signIn("peer@example.org");
    const deletable = allForms(aroha.tiles).filter((f) => f.canDelete);
    expect(deletable.length).toBeGreaterThan(0);
    for (const form of deletable) {
      const res = await app.inject({
        method: "DELETE",
        url: apiPaths.form(form.formType, form.formId),
        headers: { [SESSION_HEADER]: sione.odooSessionId },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Form not found." });
      const [row] = await database.db
        .select({ id: schema.forms.id })
        .from(schema.forms)
        .where(and(eq(schema.forms.token, form.formId)));
      expect(row).toBeDefined();
    }
    const after = allForms(await tilesOf(aroha.odooSessionId)).map((f) => f.formId);
    expect(after.sort()).toEqual(
      allForms(aroha.tiles)
        .map((f) => f.formId)
        .sort(),
    );
  });

  it("refuses deleting a completed form and adding a type the user may not add", async () => {
    const aroha = await signIn("practitioner@example.org");
    const headers = { [SESSION_HEADER]: aroha.odooSessionId };
    const completed = allForms(aroha.tiles).find((f) => !f.canDelete)!;
    const res = await app.inject({
      method: "DELETE",
      url: apiPaths.form(completed.formType, completed.formId),
      headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "This form cannot be deleted." });

    const before = await database.db.$count(schema.forms);
    const add = await app.inject({ url: apiPaths.formAdd("PEER-CONFIRMATION"), headers });
    expect(add.statusCode).toBe(400);
    expect(add.json().message).toMatch(/^You cannot start a new .* form\.$/);
    expect(await database.db.$count(schema.forms)).toBe(before);
  });
});

describe("download names", () => {
  it("keeps only a safe base name", () => {
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName('a"b\r\nc.pdf')).toBe("abc.pdf");
    expect(safeFileName("C:\\Users\\x\\Rapport été.pdf")).toBe("Rapport été.pdf");
    expect(safeFileName("...")).toBe("download");
    expect(safeFileName("")).toBe("download");
  });

  it("gives an ASCII fallback and the exact UTF-8 name", () => {
    expect(contentDisposition("Rapport été (1).pdf")).toBe(
      "attachment; filename=\"Rapport _t_ (1).pdf\"; filename*=UTF-8''Rapport%20%C3%A9t%C3%A9%20%281%29.pdf",
    );
  });
});
