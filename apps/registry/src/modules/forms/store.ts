// SQL of forms (and the attachment list the dashboard shows). Every read is scoped by owner.
import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import { type Db, type Executor, executeRows, type Tx } from "../../db/client.ts";
import { pgliteOf, queryPrepared } from "../../db/pglite-prepared.ts";
import { files, formPages, forms, formTypes, tileFormTypes, userTiles } from "../../db/schema.ts";

/** A form's columns (its saved values live in form_pages, one row per saved page). */
export type FormRow = Omit<typeof forms.$inferSelect, "values">;
/** A form's saved values: each saved page's values by page code. */
export type FormValues = Record<string, Record<string, unknown>>;
export type NewForm = Omit<typeof forms.$inferInsert, "values"> & {
  /** Pages saved from the start (seed data, tests). */
  values?: FormValues;
};
export type FormListRow = Omit<FormRow, "revision">;

/** A new form and, when given, its saved pages (in one transaction). */
export async function insertForm(ex: Executor, form: NewForm): Promise<number> {
  const { values, ...columns } = form;
  const pages = Object.entries(values ?? {});
  const insert = async (tx: Executor) => {
    const [row] = await tx.insert(forms).values(columns).returning({ id: forms.id });
    if (!row) throw new Error("insert of form returned no row");
    if (pages.length > 0) {
      await tx
        .insert(formPages)
        .values(pages.map(([pageCode, page]) => ({ formId: row.id, pageCode, values: page })));
    }
    return row.id;
  };
  return pages.length === 0 ? insert(ex) : ex.transaction(insert);
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
 * only these keeps a page request from reading every page of a large form.
 */
export interface ValuesSlice {
  pages: readonly string[];
  fields: ReadonlyArray<readonly [page: string, field: string]>;
}

export type FoundForm = FormRow & { values: FormValues };

/**
 * A form by token and type – and by owner when one is given: another user's token then finds
 * nothing – with its saved values in one query. Without a slice, `values` holds every saved
 * page; with one, each saved page is a key, holding its values when asked for, else only the
 * fields asked for.
 */
export async function findForm(
  ex: Executor,
  where: { token: string; formTypeCode?: string; ownerId?: number },
  slice?: ValuesSlice,
): Promise<FoundForm | undefined> {
  const columns = getTableColumns(forms);
  const pagesOfForm = sql`${formPages} where ${formPages.formId} = ${forms.id}`;
  const none = sql`'{}'::json`;
  const pagesWanted =
    slice === undefined
      ? sql`(select json_object_agg(${formPages.pageCode}, ${formPages.values}) from ${pagesOfForm})`
      : slice.pages.length === 0
        ? none
        : sql`(select json_object_agg(${formPages.pageCode}, ${formPages.values}) from ${pagesOfForm}
            and ${inArray(formPages.pageCode, [...slice.pages])})`;
  const fields = (slice?.fields ?? []).map(
    ([page, field]) =>
      sql`(select ${formPages.values} -> ${field}::text from ${pagesOfForm} and ${formPages.pageCode} = ${page})`,
  );
  const [row] = await ex
    .select({
      ...columns,
      saved: sql<string[] | null>`(select json_agg(${formPages.pageCode}) from ${pagesOfForm})`,
      pages: sql<FormValues | null>`${pagesWanted}`,
      fields: sql<
        unknown[]
      >`${fields.length === 0 ? sql`'[]'::json` : sql`json_build_array(${sql.join(fields, sql`, `)})`}`,
    })
    .from(forms)
    .where(
      and(
        eq(forms.token, where.token),
        where.formTypeCode === undefined ? undefined : eq(forms.formTypeCode, where.formTypeCode),
        where.ownerId === undefined ? undefined : eq(forms.ownerId, where.ownerId),
      ),
    );
  if (!row) return undefined;
  const { saved, pages, fields: fieldValues, ...rest } = row;
  const values: FormValues = {};
  for (const page of saved ?? []) {
    values[page] = pages && Object.hasOwn(pages, page) ? pages[page]! : {};
  }
  slice?.fields.forEach(([page, field], i) => {
    const value = fieldValues[i];
    if (Object.hasOwn(values, page) && value !== null && value !== undefined) {
      values[page]![field] = value;
    }
  });
  return { ...rest, values };
}

/**
 * Writes one page's values (its form_pages row only) and raises the form's revision, only if
 * the form is still in progress at the revision the save was checked against. False when it
 * is not (a concurrent save won): nothing is written then.
 */
export async function saveFormPage(
  tx: Tx,
  form: { id: number; revision: number },
  pageCode: string,
  values: Record<string, unknown>,
  writeDate: Date,
): Promise<boolean> {
  // One statement (one database round trip): the page is written only if the revision moved.
  const bumped = tx.$with("bumped").as(
    tx
      .update(forms)
      .set({ revision: sql`${forms.revision} + 1`, writeDate })
      .where(
        and(
          eq(forms.id, form.id),
          eq(forms.revision, form.revision),
          eq(forms.state, "in_progress"),
        ),
      )
      .returning({ id: forms.id }),
  );
  const rows = await tx
    .with(bumped)
    .insert(formPages)
    .select(
      tx
        .select({
          formId: bumped.id,
          pageCode: sql`${pageCode}`.as("page_code"),
          values: sql`${JSON.stringify(values)}::jsonb`.as("values"),
        })
        .from(bumped),
    )
    .onConflictDoUpdate({
      target: [formPages.formId, formPages.pageCode],
      set: { values: sql`excluded.${sql.identifier(formPages.values.name)}` },
    })
    .returning({ formId: formPages.formId });
  return rows.length === 1;
}

/** One page save of `savePagesTogether`: what `saveFormPage` takes, for one form. */
export interface PageSave {
  form: { id: number; revision: number };
  pageCode: string;
  values: Record<string, unknown>;
  writeDate: Date;
}

/**
 * `saveFormPage` for several forms in one statement (so in one commit): each page is written,
 * and its form's revision raised, only if that form is still in progress at the revision its
 * save was checked against. Answers the ids of the forms saved; a form not among them was
 * left as it was. Each form at most once per call (a second save of one form in the same
 * statement could not see the first's revision).
 */
export async function savePagesTogether(db: Db, saves: readonly PageSave[]) {
  const input = JSON.stringify(
    saves.map((s) => ({
      id: s.form.id,
      revision: s.form.revision,
      page_code: s.pageCode,
      values: s.values,
      write_date: s.writeDate.toISOString(),
    })),
  );
  // Raw SQL, and on PGlite a prepared statement sent in one message: building this CTE with
  // the query builder, and PGlite's six round trips into its engine per query, cost more
  // than the database's running of it.
  const statement = sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb)
        as s(id integer, revision integer, page_code text, "values" jsonb, write_date timestamptz)
    ), bumped as (
      update ${forms} set revision = ${forms}.revision + 1, write_date = input.write_date
      from input
      where ${forms}.id = input.id and ${forms}.revision = input.revision
        and ${forms}.state = 'in_progress'
      returning ${forms}.id
    )
    insert into ${formPages} (form_id, page_code, "values")
    select input.id, input.page_code, input."values" from input join bumped on bumped.id = input.id
    on conflict (form_id, page_code) do update set "values" = excluded."values"
    returning form_id`;
  const pglite = pgliteOf(db);
  const rows = pglite
    ? await queryPrepared<{ form_id: number }>(pglite, statement, { write: true })
    : await executeRows<{ form_id: number }>(db, statement);
  return new Set(rows.map((r) => Number(r.form_id)));
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
