// Form instances this process has read (its row and every saved page), for a single-process
// deployment (embedded PGlite; see db/row-cache.ts). The page service reads through it and,
// after each committed write, stores what the write made the form, or forgets it.
import { createRowCache, type RowCache } from "../../db/row-cache.ts";
import type { FoundForm } from "./store.ts";

export type FormCache = RowCache<FoundForm>;

/** Forms being filled in at once on one process; a form past this is read again. */
export const FORM_CACHE_ENTRIES = 1_000;

export const createFormCache = (): FormCache => createRowCache<FoundForm>(FORM_CACHE_ENTRIES);

/**
 * The form as a committed save of one page left it: what `saveFormPage` (a new revision and
 * write date) and, when it completed the form, `completeForm` (state, owner) wrote.
 */
export function formAfterSave(
  form: FoundForm,
  save: {
    pageCode: string;
    values: Record<string, unknown>;
    writeDate: Date;
    completedBy?: { ownerId: number | null };
  },
): FoundForm {
  return {
    ...form,
    revision: form.revision + 1,
    writeDate: save.writeDate,
    ...(save.completedBy ? { state: "completed", ownerId: save.completedBy.ownerId } : {}),
    values: { ...form.values, [save.pageCode]: save.values },
    undone: form.undone.filter((code) => code !== save.pageCode),
  };
}
