// Helpers for the form page tests: signing in, posting a page the way the portal does
// (form-encoded, one field `page` holding the JSON) and small real files.
import {
  apiPaths,
  authResponseSchema,
  type FormResponse,
  formResponseSchema,
  SESSION_HEADER,
} from "@portal/contract";
import { asc, eq } from "drizzle-orm";
import type { App } from "../src/app.ts";
import type { Db } from "../src/db/client.ts";
import { formPages, forms } from "../src/db/schema.ts";

export async function signIn(app: App, user: { email: string; password: string }): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: apiPaths.login,
    payload: { login: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return authResponseSchema.parse(res.json()).odooSessionId;
}

/** The seeded demo practitioner (seed/demo-data.ts) signed in: their session id. */
export const signInDemoPractitioner = (app: App) =>
  signIn(app, { email: "practitioner@example.org", password: "correct-horse-battery" });

export const sessionHeader = (sessionId: string) => ({ [SESSION_HEADER]: sessionId });

/** POSTs `page` form-encoded, as the portal does; `page` may be raw text to test bad JSON. */
export function postPage(
  app: App,
  url: string,
  page: Record<string, unknown> | string,
  sessionId?: string,
) {
  return app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(sessionId ? sessionHeader(sessionId) : {}),
    },
    payload: new URLSearchParams({
      page: typeof page === "string" ? page : JSON.stringify(page),
    }).toString(),
  });
}

/** A 200 form answer, checked against the contract. */
export function formAnswer(res: {
  statusCode: number;
  json(): unknown;
  body: string;
}): FormResponse {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return formResponseSchema.parse(res.json());
}

/** A field of a page answer by name. */
export function fieldOf(answer: FormResponse, fieldName: string) {
  const field = answer.page?.sections
    .flatMap((s) => s.fieldGroups)
    .flatMap((g) => g.fields)
    .find((f) => f.fieldName === fieldName);
  if (!field) throw new Error(`no field ${fieldName} in the answer`);
  return field;
}

export const pdfBytes = (size = 64) => {
  const head = Buffer.from("%PDF-1.4\n%test\n", "latin1");
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
};
export const pngBytes = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40)]);

/** An Uploaded file (SPEC §3) as the portal posts it. */
export const upload = (fileName: string, mimeType: string, bytes: Buffer) => ({
  fileName,
  fileSize: bytes.length,
  mimeType,
  base64: bytes.toString("base64"),
});

/** A form's row as stored, with its saved pages' values ({pageCode: values}) from form_pages. */
export async function storedForm(db: Db, token: string) {
  const [row] = await db.select().from(forms).where(eq(forms.token, token));
  if (!row) throw new Error(`no form ${token}`);
  const pages = await db
    .select()
    .from(formPages)
    .where(eq(formPages.formId, row.id))
    .orderBy(asc(formPages.pageCode));
  return { ...row, values: Object.fromEntries(pages.map((p) => [p.pageCode, p.values])) };
}
