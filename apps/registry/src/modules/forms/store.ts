// SQL of forms (and the attachment list the dashboard shows). Every read is scoped by owner.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { files, forms } from "../../db/schema.ts";

export type FormRow = typeof forms.$inferSelect;
export type NewForm = typeof forms.$inferInsert;
export type FormListRow = Omit<FormRow, "values">;

export async function insertForm(ex: Executor, form: NewForm): Promise<number> {
  const [row] = await ex.insert(forms).values(form).returning({ id: forms.id });
  if (!row) throw new Error("insert of form returned no row");
  return row.id;
}

/** The owner's forms of the given types, newest first (values left out: lists don't need them). */
export async function listFormsOfOwner(
  ex: Executor,
  ownerId: number,
  formTypeCodes: string[],
): Promise<FormListRow[]> {
  if (formTypeCodes.length === 0) return [];
  return ex
    .select({
      id: forms.id,
      token: forms.token,
      ownerId: forms.ownerId,
      formTypeCode: forms.formTypeCode,
      name: forms.name,
      state: forms.state,
      writeDate: forms.writeDate,
      practitioner: forms.practitioner,
      apcYear: forms.apcYear,
      dueDate: forms.dueDate,
      confirmationStatus: forms.confirmationStatus,
      confirmationDate: forms.confirmationDate,
      declarationDate: forms.declarationDate,
    })
    .from(forms)
    .where(and(eq(forms.ownerId, ownerId), inArray(forms.formTypeCode, formTypeCodes)))
    .orderBy(desc(forms.writeDate), desc(forms.id));
}

export interface AttachmentRow {
  id: number;
  formId: number;
  name: string;
  type: "form" | "invoice" | "other";
  size: number;
}

/** Attachment metadata (never the bytes) of the owner's forms. */
export async function listAttachmentsOfOwner(
  ex: Executor,
  ownerId: number,
  formIds: number[],
): Promise<AttachmentRow[]> {
  if (formIds.length === 0) return [];
  return ex
    .select({
      id: files.id,
      formId: files.formId,
      name: files.name,
      type: files.type,
      size: files.size,
    })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), inArray(files.formId, formIds)))
    .orderBy(asc(files.id));
}
