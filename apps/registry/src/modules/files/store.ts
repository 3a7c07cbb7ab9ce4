// SQL of stored files (form PDFs, invoices, uploads).
import type { Executor } from "../../db/client.ts";
import { files } from "../../db/schema.ts";

export type NewFile = typeof files.$inferInsert;

export async function insertFile(ex: Executor, file: NewFile): Promise<number> {
  const [row] = await ex.insert(files).values(file).returning({ id: files.id });
  if (!row) throw new Error("insert of file returned no row");
  return row.id;
}
