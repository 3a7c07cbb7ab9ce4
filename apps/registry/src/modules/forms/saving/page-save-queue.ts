// Page saves that arrive together are committed together (group commit). On embedded PGlite
// every statement runs on one thread, one after another, and a page save costs ≈ 0.4 ms of it
// alone but ≈ 0.08 ms as one of 50 in a statement – at 50 clients saving at once, the
// difference between queueing behind 50 commits and behind one or two.
//
// No save waits for company: the first save of a quiet moment is sent on the next turn of the
// event loop, and whatever the requests read meanwhile joins it. Each save keeps its own
// revision check, so a batch changes nothing about which save wins; a form appears at most
// once per statement (its second save waits for the next one, where its check then fails as
// it would have alone). A statement that fails is retried save by save, so one save's fault
// is never another's.
import type { Db } from "../../../db/client.ts";
import { type PageSave, savePagesTogether } from "../store.ts";

export interface PageSaveQueue {
  /** True when the page was written; false when its form had moved on (nothing written). */
  save(save: PageSave): Promise<boolean>;
}

/** Saves per statement at most: 50 pages of 50 fields are ≈ 150 kB of statement parameter. */
export const SAVES_PER_STATEMENT = 50;
/**
 * Rows per statement at most (a page counts 1 plus the rows of its repeating groups). Large
 * pages gain nothing from company – a 200-row page costs PGlite ≈ 1.3 ms alone or in a group
 * (TOAST and jsonb input) – and 50 of them in one statement would hold its one thread ≈ 60 ms
 * while every other request waits.
 */
export const ROWS_PER_STATEMENT = 400;

/** A save's share of a statement: 1, plus the rows of its repeating groups. */
const rowsOf = (save: PageSave) =>
  Object.values(save.values).reduce<number>(
    (rows, value) => rows + (Array.isArray(value) ? value.length : 0),
    1,
  );

interface Waiting {
  save: PageSave;
  resolve(saved: boolean): void;
  reject(error: unknown): void;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `write` is the statement (tests watch it); each call's saves are for distinct forms. */
export function createPageSaveQueue(
  db: Db,
  write: (db: Db, saves: PageSave[]) => Promise<Set<number>> = savePagesTogether,
): PageSaveQueue {
  let waiting: Waiting[] = [];
  let sending = false;

  /**
   * The next statement's saves: in arrival order, one per form, up to the limits (the first
   * save always goes, however large).
   */
  function takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    const forms = new Set<number>();
    let rows = 0;
    for (const entry of waiting) {
      const size = rowsOf(entry.save);
      const fits =
        batch.length === 0 ||
        (batch.length < SAVES_PER_STATEMENT && rows + size <= ROWS_PER_STATEMENT);
      if (fits && !forms.has(entry.save.form.id)) {
        forms.add(entry.save.form.id);
        batch.push(entry);
        rows += size;
      } else {
        later.push(entry);
      }
    }
    waiting = later;
    return batch;
  }

  async function commit(batch: Waiting[]): Promise<void> {
    try {
      const saved = await write(
        db,
        batch.map((entry) => entry.save),
      );
      for (const entry of batch) entry.resolve(saved.has(entry.save.form.id));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const entry of batch) await commit([entry]);
    }
  }

  async function send(): Promise<void> {
    sending = true;
    try {
      while (waiting.length > 0) {
        // Requests already received get to reach the queue before the statement is built.
        await nextTurn();
        await commit(takeBatch());
      }
    } finally {
      sending = false;
    }
  }

  return {
    save(save) {
      return new Promise<boolean>((resolve, reject) => {
        waiting.push({ save, resolve, reject });
        if (!sending) void send();
      });
    },
  };
}
