// The render endpoint's work (SPEC §4 "Process page", §7): the sections a person saw become
// the form's PDF, stored as its one `form` attachment. Only the session user's form is
// rendered; another user's form token answers exactly as an unknown one.
import type { RenderPayload } from "@portal/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { files, forms } from "../../db/schema.ts";
import { countFields, formDocument, printedTextLength } from "./form-pdf.ts";
import { renderPdf } from "./pdf.ts";

/** Most fields one render may hold (a form of this portal has a few hundred at most). */
export const MAX_RENDER_FIELDS = 2_000;
/** Most characters of printed text (labels and values) one render may hold. */
export const MAX_RENDER_TEXT = 200_000;
/** Largest render body: the sections carry values only, never file contents. */
export const MAX_RENDER_BODY = 5 * 1024 * 1024;

export const renderMessages = {
  formNotFound: "Form not found.",
  tooManyFields: `The form is too large to render: at most ${MAX_RENDER_FIELDS} fields.`,
  tooMuchText: `The form is too large to render: at most ${MAX_RENDER_TEXT.toLocaleString("en-NZ")} characters of text.`,
  tooLarge: `The form is too large to render: at most ${MAX_RENDER_BODY / 1024 / 1024} MiB.`,
} as const;

export type RenderResult =
  | { kind: "rendered"; fileId: number; fileName: string; size: number; pages: number }
  | { kind: "notFound" }
  | { kind: "tooManyFields" }
  | { kind: "tooMuchText" };

export interface RenderService {
  render(payload: RenderPayload, ownerId: number): Promise<RenderResult>;
}

/** `{form name} - {form code}.pdf`, the name SPEC §4 gives the form PDF. */
export const formPdfName = (name: string, code: string) => `${name} - ${code}.pdf`;

export function createRenderService(deps: { db: Db }): RenderService {
  return {
    async render(payload, ownerId) {
      if (countFields(payload.sections) > MAX_RENDER_FIELDS) return { kind: "tooManyFields" };
      if (printedTextLength(payload.sections) > MAX_RENDER_TEXT) return { kind: "tooMuchText" };
      const [form] = await deps.db
        .select({ id: forms.id, name: forms.name, code: forms.formTypeCode })
        .from(forms)
        .where(and(eq(forms.token, payload.formId), eq(forms.ownerId, ownerId)));
      if (!form) return { kind: "notFound" };
      const bytes = await renderPdf(formDocument({ ...form, sections: payload.sections }));
      const fileName = formPdfName(form.name, form.code);
      const pdf = { name: fileName, mimeType: "application/pdf", size: bytes.length, bytes };
      // One statement, so two renders racing end with one PDF (files_one_form_pdf_idx).
      const [row] = await deps.db
        .insert(files)
        .values({ formId: form.id, ownerId, type: "form", ...pdf })
        .onConflictDoUpdate({
          target: files.formId,
          targetWhere: sql`type = 'form'`,
          set: { ...pdf, createdAt: sql`now()` },
        })
        .returning({ id: files.id });
      const fileId = row!.id;
      return { kind: "rendered", fileId, fileName, size: bytes.length, pages: pageCount(bytes) };
    },
  };
}

/** Pages of a PDF written by pdfmake (its page tree's /Count). */
export function pageCount(pdf: Buffer): number {
  const m = /\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString("latin1"));
  return m ? Number(m[1]) : 0;
}
