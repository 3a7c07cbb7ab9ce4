// What another module computes into a page each time it is served (the practitioner's
// recertification cycles from their CPD log, modules/recertification): a definition's section
// HTML names a placeholder, and the module that set it is asked, for the form's owner, when the
// page goes out. What it answers is HTML it made (every text in it escaped there): shown, never
// an answer – nothing of it is posted back or saved.
import type { Executor } from "../../../db/client.ts";
import type { CompiledPage } from "../definitions/load/catalogue.ts";

/** The HTML that takes the placeholder's place for the form's owner, as it stands now. */
export type PageInsert = (ex: Executor, ownerId: number) => Promise<string>;

export interface PageInserts {
  set(placeholder: string, insert: PageInsert): void;
  /**
   * The page's placeholders with what takes their place: for an owned form what each insert
   * answers now, for an anonymous one nothing (no one's records are shown to no one).
   */
  fill(ex: Executor, page: CompiledPage, ownerId: number | null): Promise<Record<string, string>>;
}

export function createPageInserts(): PageInserts {
  const inserts = new Map<string, PageInsert>();
  return {
    set(placeholder, insert) {
      // Two modules answering one placeholder is a wiring mistake, found at start.
      if (inserts.has(placeholder)) throw new Error(`${placeholder} has an insert already`);
      inserts.set(placeholder, insert);
    },
    async fill(ex, page, ownerId) {
      const filled: Record<string, string> = {};
      for (const [placeholder, insert] of inserts) {
        if (!page.sections.some((s) => s.html?.includes(placeholder))) continue;
        filled[placeholder] = ownerId === null ? "" : await insert(ex, ownerId);
      }
      return filled;
    },
  };
}
