// SQL of stored files (form PDFs, invoices, uploads). Every read is scoped by owner, or by form
// for the registrar, who reads a submitted form's files.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { firstRow } from "../../db/rows.ts";
import { files } from "../../db/schema.ts";

export type NewFile = typeof files.$inferInsert;

export async function insertFile(ex: Executor, file: NewFile): Promise<number> {
  const [row] = await ex.insert(files).values(file).returning({ id: files.id });
  if (!row) throw new Error("insert of file returned no row");
  return row.id;
}

export interface StoredFile {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

/** The form's files without their bytes. */
export async function listFilesOfForm(ex: Executor, formId: number) {
  const rows = await listFilesOfForms(ex, [formId]);
  return rows.map(({ formId: _, ...file }) => file);
}

/** The files of several forms without their bytes, each naming its form: one query for a list. */
export async function listFilesOfForms(ex: Executor, formIds: readonly number[]) {
  if (formIds.length === 0) return [];
  return ex
    .select({
      formId: files.formId,
      id: files.id,
      name: files.name,
      type: files.type,
      mimeType: files.mimeType,
      size: files.size,
    })
    .from(files)
    .where(inArray(files.formId, [...formIds]))
    .orderBy(asc(files.id));
}

/**
 * A file with its bytes, only within its owner's files (another user's id finds nothing) or
 * its form's (a registrar reads a submitted form's): any other file finds nothing.
 */
export async function findStoredFile(
  ex: Executor,
  fileId: number,
  within: { ownerId: number } | { formId: number },
): Promise<StoredFile | undefined> {
  const { name, mimeType, bytes } = files;
  const scope =
    "ownerId" in within ? eq(files.ownerId, within.ownerId) : eq(files.formId, within.formId);
  return firstRow(
    ex
      .select({ name, mimeType, bytes })
      .from(files)
      .where(and(eq(files.id, fileId), scope)),
  );
}
