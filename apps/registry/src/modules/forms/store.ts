// SQL of forms (and the attachment list the dashboard shows). Every read is scoped by owner.
import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { files, forms, formTypes, tileFormTypes, userTiles } from "../../db/schema.ts";

export type FormRow = typeof forms.$inferSelect;
export type NewForm = typeof forms.$inferInsert;
export type FormListRow = Omit<FormRow, "values" | "revision">;

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

// ── Form pages (issue 4): one instance by token, saving a page, completing, deleting ──────

/**
 * The part of a form's saved values a request needs: the values of some pages, which pages
 * are saved at all, and single fields of other pages (those page conditions read). Reading
 * only these keeps a page request from parsing every page of a large form.
 */
export interface ValuesSlice {
  pages: readonly string[];
  fields: ReadonlyArray<readonly [page: string, field: string]>;
}

/**
 * A form by token and type – and by owner when one is given: another user's token then finds
 * nothing. With a slice, `values` holds only that slice: each saved page as a key (its values
 * when asked for, else only the fields asked for).
 */
export async function findForm(
  ex: Executor,
  where: { token: string; formTypeCode: string; ownerId?: number },
  slice?: ValuesSlice,
): Promise<FormRow | undefined> {
  const { values, ...columns } = getTableColumns(forms);
  const conditions = and(
    eq(forms.token, where.token),
    eq(forms.formTypeCode, where.formTypeCode),
    where.ownerId === undefined ? undefined : eq(forms.ownerId, where.ownerId),
  );
  if (!slice) {
    const [row] = await ex.select().from(forms).where(conditions);
    return row;
  }
  const pages = slice.pages.flatMap((page) => [
    sql`${page}::text`,
    sql`${values} -> ${page}::text`,
  ]);
  const fields = slice.fields.map(
    ([page, field]) => sql`${values} #> ARRAY[${page}, ${field}]::text[]`,
  );
  const [row] = await ex
    .select({
      ...columns,
      slice: sql<{
        saved: string[];
        pages: Record<string, unknown>;
        fields: unknown[];
      }>`jsonb_build_object(
        'saved', coalesce((select jsonb_agg(k) from jsonb_object_keys(${values}) as k), '[]'::jsonb),
        'pages', jsonb_build_object(${sql.join(pages, sql`, `)}),
        'fields', jsonb_build_array(${sql.join(fields, sql`, `)}))`,
    })
    .from(forms)
    .where(conditions);
  if (!row) return undefined;
  const { slice: read, ...rest } = row;
  const sparse: Record<string, Record<string, unknown>> = {};
  for (const page of read.saved) {
    const pageValues = read.pages[page];
    sparse[page] =
      typeof pageValues === "object" && pageValues !== null
        ? (pageValues as Record<string, unknown>)
        : {};
  }
  slice.fields.forEach(([page, field], i) => {
    const pageValues = Object.hasOwn(sparse, page) ? sparse[page] : undefined;
    const value = read.fields[i];
    if (pageValues && value !== null && value !== undefined) pageValues[field] = value;
  });
  return { ...rest, values: sparse };
}

/**
 * Writes one page's values and raises the revision, only if the form is still in progress at
 * the revision the save was checked against. False when it is not (a concurrent save won).
 */
export async function saveFormPage(
  tx: Tx,
  form: { id: number; revision: number },
  pageCode: string,
  values: unknown,
  writeDate: Date,
): Promise<boolean> {
  const rows = await tx
    .update(forms)
    .set({
      values: sql`jsonb_set(${forms.values}, ARRAY[${pageCode}]::text[], ${JSON.stringify(values)}::jsonb)`,
      revision: sql`${forms.revision} + 1`,
      writeDate,
    })
    .where(
      and(eq(forms.id, form.id), eq(forms.revision, form.revision), eq(forms.state, "in_progress")),
    )
    .returning({ id: forms.id });
  return rows.length === 1;
}

/** Marks a form submitted, giving it (and its files) an owner when it had none. */
export async function completeForm(tx: Tx, formId: number, ownerId: number | null): Promise<void> {
  await tx.update(forms).set({ state: "completed", ownerId }).where(eq(forms.id, formId));
  if (ownerId !== null) {
    await tx
      .update(files)
      .set({ ownerId })
      .where(and(eq(files.formId, formId), isNull(files.ownerId)));
  }
}

export async function deleteFormOfOwner(ex: Executor, formId: number, ownerId: number) {
  await ex.delete(forms).where(and(eq(forms.id, formId), eq(forms.ownerId, ownerId)));
}

export async function findFormType(ex: Executor, code: string) {
  const [row] = await ex.select().from(formTypes).where(eq(formTypes.code, code));
  return row;
}

/** The form type when it is addable and on one of the user's tiles (SPEC §6 canAdd). */
export async function findAddableFormType(ex: Executor, userId: number, code: string) {
  const [row] = await ex
    .select({ code: formTypes.code, name: formTypes.name })
    .from(formTypes)
    .innerJoin(tileFormTypes, eq(tileFormTypes.formTypeCode, formTypes.code))
    .innerJoin(userTiles, eq(userTiles.tileId, tileFormTypes.tileId))
    .where(and(eq(formTypes.code, code), eq(formTypes.addable, true), eq(userTiles.userId, userId)))
    .limit(1);
  return row;
}

/** Adds a form type row for each definition that has none (flags stay as seeded). */
export async function ensureFormTypes(ex: Executor, types: Array<{ code: string; name: string }>) {
  if (types.length === 0) return;
  await ex.insert(formTypes).values(types).onConflictDoNothing({ target: formTypes.code });
}

/** Deletes files of a form by id (files no longer referenced by its values). */
export async function deleteFilesOfForm(tx: Tx, formId: number, fileIds: number[]) {
  if (fileIds.length === 0) return;
  await tx.delete(files).where(and(eq(files.formId, formId), inArray(files.id, fileIds)));
}
