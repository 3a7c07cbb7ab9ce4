// SQL of the render endpoint: the session user's form it renders, and that form's one `form`
// attachment (files_one_form_pdf_idx), written in one statement so two renders racing end with
// one PDF.
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { files, forms } from "../../db/schema.ts";

/** The form of that token only when `ownerId` owns it: another user's token finds nothing. */
export async function findFormOfOwner(
  ex: Executor,
  token: string,
  ownerId: number,
): Promise<{ id: number; name: string; code: string } | undefined> {
  const [row] = await ex
    .select({ id: forms.id, name: forms.name, code: forms.formTypeCode })
    .from(forms)
    .where(and(eq(forms.token, token), eq(forms.ownerId, ownerId)));
  return row;
}

export interface FormPdf {
  name: string;
  mimeType: string;
  size: number;
  bytes: Buffer;
}

/** Stores the form's PDF, replacing the one it had; answers the file's id. */
export async function upsertFormPdf(
  ex: Executor,
  formId: number,
  ownerId: number,
  pdf: FormPdf,
): Promise<number> {
  const [row] = await ex
    .insert(files)
    .values({ formId, ownerId, type: "form", ...pdf })
    .onConflictDoUpdate({
      target: files.formId,
      targetWhere: sql`type = 'form'`,
      set: { ...pdf, createdAt: sql`now()` },
    })
    .returning({ id: files.id });
  if (!row) throw new Error("upsert of form PDF returned no row");
  return row.id;
}
