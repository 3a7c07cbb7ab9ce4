// SQL of forms (and the attachment list the dashboard shows). Every read is scoped by owner.
import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import { type Db, type Executor, executeRows, type Tx } from "../../db/client.ts";
import { pgliteOf, queryPrepared } from "../../db/pglite-prepared.ts";
import { firstRow } from "../../db/rows.ts";
import { files, formPages, forms, formTypes, tileFormTypes, userTiles } from "../../db/schema.ts";
import { currentVersionOf } from "./versions/versions-store.ts";

/** A form's columns (its saved values live in form_pages, one row per saved page). */
export type FormRow = Omit<typeof forms.$inferSelect, "values">;
/** A form's saved values: each saved page's values by page code. */
export type FormValues = Record<string, Record<string, unknown>>;
export type NewForm = Omit<typeof forms.$inferInsert, "values"> & {
  /** Pages saved from the start (seed data, tests). */
  values?: FormValues;
};
export type FormListRow = Omit<FormRow, "revision" | "definitionVersion">;

/** The columns of FormListRow: a list needs neither a form's revision nor its version. */
const { revision: _revision, definitionVersion: _version, ...listColumns } = getTableColumns(forms);

/**
 * A new form and, when given, its saved pages (in one transaction). A form that names no
 * definition version starts on its type's current one.
 */
export async function insertForm(ex: Executor, form: NewForm): Promise<number> {
  const { values, ...columns } = form;
  const pages = Object.entries(values ?? {});
  const definitionVersion = columns.definitionVersion ?? currentVersionOf(columns.formTypeCode);
  const insert = async (tx: Executor) => {
    const [row] = await tx
      .insert(forms)
      .values({ ...columns, definitionVersion })
      .returning({ id: forms.id });
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
    .select(listColumns)
    .from(forms)
    .where(and(eq(forms.ownerId, ownerId), inArray(forms.formTypeCode, formTypeCodes)))
    .orderBy(desc(forms.writeDate), desc(forms.id));
}

/** The owner's latest form of a type filed for a practising year (a renewal), if any. */
export async function findFormOfYear(
  ex: Executor,
  where: { ownerId: number; formTypeCode: string; apcYear: string },
) {
  return firstRow(
    ex
      .select({ token: forms.token, state: forms.state })
      .from(forms)
      .where(
        and(
          eq(forms.ownerId, where.ownerId),
          eq(forms.formTypeCode, where.formTypeCode),
          eq(forms.apcYear, where.apcYear),
        ),
      )
      .orderBy(desc(forms.id))
      .limit(1),
  );
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
  const { id, formId, name, type, size } = files;
  return ex
    .select({ id, formId, name, type, size })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), inArray(files.formId, formIds)))
    .orderBy(asc(files.id));
}

// ── Form pages: one instance by token, saving a page, completing, deleting ──────

/**
 * The part of a form's saved values a request needs: the values of some pages, which pages
 * are saved at all, and single fields of other pages (those page conditions read). Reading
 * only these keeps a page request from reading every page of a large form.
 */
export interface ValuesSlice {
  pages: readonly string[];
  fields: ReadonlyArray<readonly [page: string, field: string]>;
}

export type FoundForm = FormRow & {
  values: FormValues;
  /** Saved pages a move to a new version left not done: their answers kept, to be saved again. */
  undone: string[];
};

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
      saved: sql<Record<
        string,
        boolean
      > | null>`(select json_object_agg(${formPages.pageCode}, ${formPages.done}) from ${pagesOfForm})`,
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
  const undone: string[] = [];
  for (const [page, done] of Object.entries(saved ?? {})) {
    values[page] = pages && Object.hasOwn(pages, page) ? pages[page]! : {};
    if (!done) undone.push(page);
  }
  slice?.fields.forEach(([page, field], i) => {
    const value = fieldValues[i];
    if (Object.hasOwn(values, page) && value !== null && value !== undefined) {
      values[page]![field] = value;
    }
  });
  return { ...rest, values, undone };
}

/** One page save: a page's values for a form, checked against the form at `revision`. */
export interface PageSave {
  form: { id: number; revision: number };
  pageCode: string;
  values: Record<string, unknown>;
  writeDate: Date;
}

/**
 * The statement of page saves, one per form: each page is written (its form_pages row only)
 * and its form's revision raised, only if that form is still in progress at the revision its
 * save was checked against. It answers the ids of the forms saved; a form not among them was
 * left as it was (a concurrent save won). A form at most once: a second save of one form in
 * the same statement could not see the first's revision.
 */
function pageSavesStatement(saves: readonly PageSave[]) {
  const input = JSON.stringify(
    saves.map((s) => ({
      id: s.form.id,
      revision: s.form.revision,
      page_code: s.pageCode,
      values: s.values,
      write_date: s.writeDate.toISOString(),
    })),
  );
  // Raw SQL: building this CTE with the query builder cost more than running it.
  return sql`
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
    on conflict (form_id, page_code) do update set "values" = excluded."values", done = true
    returning form_id`;
}

/** One page save inside a transaction (with its files, account, completion); false: refused. */
export async function saveFormPage(
  tx: Tx,
  form: { id: number; revision: number },
  pageCode: string,
  values: Record<string, unknown>,
  writeDate: Date,
): Promise<boolean> {
  const statement = pageSavesStatement([{ form, pageCode, values, writeDate }]);
  return (await executeRows(tx, statement)).length === 1;
}

/**
 * Page saves of several forms in one statement, so in one commit (page-save-queue.ts): the ids
 * of the forms saved. On PGlite a named prepared statement, parsed once and then bound and
 * run in one message (db/pglite-prepared.ts). Its plan is PostgreSQL's choice: no value of the
 * input changes the best one, and choosing it costs no SET/RESET per statement (0.2–0.35 ms
 * less per statement of 1 or 24 saves, measured).
 */
export async function savePagesTogether(db: Db, saves: readonly PageSave[]) {
  const statement = pageSavesStatement(saves);
  const pglite = pgliteOf(db);
  const rows = pglite
    ? await queryPrepared<{ form_id: number }>(pglite, statement, { write: true, plan: "auto" })
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
  return firstRow(ex.select().from(formTypes).where(eq(formTypes.code, code)));
}

/** The form type when it is addable and on one of the user's tiles (SPEC §6 canAdd). */
export async function findAddableFormType(ex: Executor, userId: number, code: string) {
  return firstRow(
    ex
      .select({ code: formTypes.code, name: formTypes.name })
      .from(formTypes)
      .innerJoin(tileFormTypes, eq(tileFormTypes.formTypeCode, formTypes.code))
      .innerJoin(userTiles, eq(userTiles.tileId, tileFormTypes.tileId))
      .where(
        and(eq(formTypes.code, code), eq(formTypes.addable, true), eq(userTiles.userId, userId)),
      )
      .limit(1),
  );
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
