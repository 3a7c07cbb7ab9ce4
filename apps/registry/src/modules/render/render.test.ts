// POST /registry/api/v1/render on both databases: the stored PDF's text (pdftotext) holds the
// values as shown, another user's form and bad payloads are refused, a re-render replaces.
import { execFileSync } from "node:child_process";
import { apiPaths, type RenderPayload } from "@portal/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../../seed/seed.ts";
import { closeTestService, openTestService } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { sessionHeader, signIn } from "../../../test/form-pages.ts";
import { pdfText } from "../../../test/pdf-text.ts";
import { sampleSections } from "../../../test/render-sections.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";

const PASSWORD = "correct-horse-battery";

describe.each(testDatabases)("the render endpoint on $name", (testDb) => {
  let database: Database;
  let app: App;
  let aroha: string;
  let sione: string;
  let token: string;

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDb));
    await seedDemoData(database.db);
    aroha = await signIn(app, { email: "practitioner@example.org", password: PASSWORD });
    sione = await signIn(app, { email: "peer@example.org", password: PASSWORD });
    const added = await app.inject({ url: apiPaths.formAdd("APC"), headers: sessionHeader(aroha) });
    expect(added.statusCode).toBe(200);
    token = added.json().form.formToken;
  });
  afterAll(() => closeTestService({ app, database }));

  const payload = (over: Partial<RenderPayload> = {}): RenderPayload => ({
    sections: sampleSections(),
    fileName: "Annual Practising Certificate - APC.pdf",
    formId: token,
    sessionId: aroha,
    ...over,
  });
  const render = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/registry/api/v1/render",
      payload: body as object,
      headers,
    });
  const formFiles = async () => {
    const [form] = await database.db
      .select({ id: schema.forms.id })
      .from(schema.forms)
      .where(eq(schema.forms.token, token));
    return database.db
      .select()
      .from(schema.files)
      .where(and(eq(schema.files.formId, form!.id), eq(schema.files.type, "form")));
  };

  it("stores a real PDF whose text holds the values as the person saw them", async () => {
    const res = await render(payload());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fileName: "Annual Practising Certificate - APC.pdf",
      pages: 1,
    });
    const [file] = await formFiles();
    expect(file).toMatchObject({
      name: "Annual Practising Certificate - APC.pdf",
      mimeType: "application/pdf",
    });
    expect(file!.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(file!.bytes);
    for (const shown of [
      "Annual Practising Certificate",
      "APC",
      "Practitioner",
      "Registration number",
      "RN-48213",
      "07/03/2026",
      "Contractor",
      "my-cv.pdf",
      "<b>bold</b> {{x}}",
      "Harbour Dental",
      "Motueka",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain("never-printed");
    expect(text).not.toContain("contractor");
    const fonts = execFileSync("pdffonts", ["-"], { input: file!.bytes }).toString();
    expect(fonts).toMatch(/Roboto/);
    expect(fonts).not.toMatch(/\bno\s+no\s+no\b/); // embedded
  });

  it("takes the session from the header as well, and replaces the earlier PDF", async () => {
    const before = await formFiles();
    const sections = sampleSections();
    sections[0]!.fieldGroups[0]!.fields[0]!.value = "RN-99999";
    const res = await render(payload({ sections, sessionId: "" }), sessionHeader(aroha));
    expect(res.statusCode, res.body).toBe(200);
    const after = await formFiles();
    expect(after).toHaveLength(1);
    expect(after[0]!.id).toBe(before[0]!.id);
    expect(pdfText(after[0]!.bytes)).toContain("RN-99999");
  });

  it("keeps one PDF when two renders of the same form race", async () => {
    // Two sessions of the same person: one session has one render under way at most.
    const again = await signIn(app, { email: "practitioner@example.org", password: PASSWORD });
    const results = await Promise.all([render(payload()), render(payload({ sessionId: again }))]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await formFiles()).toHaveLength(1);
  });

  it("refuses another user's form exactly as an unknown one, and stores nothing", async () => {
    const before = await formFiles();
    const unknown = await render(payload({ formId: "no-such-form", sessionId: sione }));
    const other = await render(payload({ sessionId: sione }));
    expect(unknown.statusCode).toBe(404);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: "Form not found." });
    expect(other.body).toBe(unknown.body);
    expect(await formFiles()).toEqual(before);
  });

  it("takes the payload form-encoded too, sections as JSON text", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/registry/api/v1/render",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        sections: JSON.stringify(sampleSections()),
        fileName: "x.pdf",
        formId: token,
        sessionId: aroha,
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(pdfText((await formFiles())[0]!.bytes)).toContain("RN-48213");
    const bad = await app.inject({
      method: "POST",
      url: "/registry/api/v1/render",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        sections: "{not json",
        fileName: "x.pdf",
        formId: token,
        sessionId: aroha,
      }).toString(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid request body: sections/);
  });

  it("takes a form-encoded payload over the service's usual 1 MiB", async () => {
    const sections = sampleSections();
    // Hidden fields are not printed: a big body, a small PDF.
    const hidden = sections[0]!.fieldGroups[0]!.fields[5]!;
    sections[0]!.fieldGroups[0]!.fields.push(
      ...Array.from({ length: 30 }, (_, i) => ({
        ...hidden,
        fieldName: `hidden_${i}`,
        value: "hidden ".repeat(7_000),
      })),
    );
    const res = await app.inject({
      method: "POST",
      url: "/registry/api/v1/render",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        sections: JSON.stringify(sections),
        fileName: "x.pdf",
        formId: token,
        sessionId: aroha,
      }).toString(),
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);

    // Printed text is bounded: a PDF of thousands of pages is refused before it is made.
    for (const field of sections[0]!.fieldGroups[0]!.fields) {
      field.renderType = "textarea";
      field.value = "long answer ".repeat(4_000);
    }
    const long = await app.inject({
      method: "POST",
      url: "/registry/api/v1/render",
      payload: { ...payload(), sections },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toMatch(/too large to render: at most 200,000 characters/);
  });

  it("needs a live session", async () => {
    const res = await render(payload({ sessionId: "not-a-session" }));
    expect(res.statusCode).toBe(401);
  });

  it("refuses malformed, over-large and over-long payloads with a clear message", async () => {
    const before = await database.db.$count(schema.files);
    const bad = await render({ ...payload(), sections: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid request body: sections/);

    const field = { fieldName: "f", label: "F", renderType: "text" as const, value: "x" };
    const many = await render(
      payload({ sections: [{ fieldGroups: [{ groupId: "g", fields: Array(2001).fill(field) }] }] }),
    );
    expect(many.statusCode).toBe(422);
    expect(many.json().message).toBe("The form is too large to render: at most 2000 fields.");

    const huge = await render(
      payload({
        sections: [
          {
            fieldGroups: [
              { groupId: "g", fields: [{ ...field, value: "x".repeat(6 * 1024 * 1024) }] },
            ],
          },
        ],
      }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/too large to render: at most 5 MiB/);
    expect(await database.db.$count(schema.files)).toBe(before);
  });
});
