// SQL of stored files (form PDFs, invoices, uploads). Every read is scoped by owner.
import { and, eq } from "drizzle-orm";
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

/** A file with its bytes, only when `ownerId` owns it: another user's id finds nothing. */
export async function findFileOfOwner(
  ex: Executor,
  fileId: number,
  ownerId: number,
): Promise<StoredFile | undefined> {
  const { name, mimeType, bytes } = files;
  const owned = and(eq(files.id, fileId), eq(files.ownerId, ownerId));
  return firstRow(ex.select({ name, mimeType, bytes }).from(files).where(owned));
}
