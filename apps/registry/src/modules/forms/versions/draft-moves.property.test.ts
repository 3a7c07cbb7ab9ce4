// The guarantee of definition versions (decision 037), as a property: whatever edits the next
// version makes, every answer drafts hold stays reachable – on its pinned version, at the place
// the new version asks its question, or in the form's history – or the start is refused with a
// message naming each answer left without a place and how many drafts hold it. Edits that
// declare a way for every answer are never refused.
import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../../test/databases.ts";
import {
  anEdit,
  answersByType,
  baseDefinition,
  type Edit,
  EditedDefinition,
} from "../../../../test/definition-edits.ts";
import type { Database, Db } from "../../../db/client.ts";
import * as schema from "../../../db/schema.ts";
import { FormCatalogue } from "../definitions/load/form-catalogue.ts";
import { FormDefinitionError, loadDefinitionFile } from "../definitions/load/load-definitions.ts";
import { findAnswerHistory } from "../review-store.ts";
import { insertForm } from "../store.ts";
import { registerFormVersions } from "./form-versions.ts";

type Values = Record<string, Record<string, unknown>>;

const pick = <T>(list: readonly T[]) => fc.constantFrom(...list);
const aRow = fc.record(
  { d: pick(answersByType.text), e: pick(answersByType.select_multi) },
  { requiredKeys: [], noNullPrototype: true },
);
/** A draft's saved pages: any of the base pages, each with some of its questions answered. */
const aDraft: fc.Arbitrary<Values> = fc.record(
  {
    p1: fc.record(
      {
        a: pick(answersByType.text),
        b: pick(answersByType.select),
        c: pick(answersByType.float),
        rows: fc.array(aRow, { minLength: 1, maxLength: 3 }),
      },
      { requiredKeys: [], noNullPrototype: true },
    ),
    p2: fc.record(
      { f: pick(answersByType.text), g: pick(answersByType.checkbox) },
      { requiredKeys: [], noNullPrototype: true },
    ),
  },
  { requiredKeys: [], noNullPrototype: true },
);

/** Every stored answer of a draft by its answer path, a row's cells with their row. */
function answersOf(values: Values) {
  const answers: Array<{ path: string; row?: number; value: unknown }> = [];
  for (const [pageCode, page] of Object.entries(values)) {
    for (const [name, value] of Object.entries(page)) {
      if (!Array.isArray(value) || typeof value[0] !== "object") {
        answers.push({ path: `${pageCode}.${name}`, value });
        continue;
      }
      (value as Array<Record<string, unknown>>).forEach((row, r) => {
        for (const [cell, v] of Object.entries(row)) {
          answers.push({ path: `${pageCode}.${name}.${cell}`, row: r, value: v });
        }
      });
    }
  }
  return answers;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The value stored at `path` (and row) of saved pages, if any. */
function valueAt(values: Values, path: string, row?: number): unknown {
  const [pageCode, name, cell] = path.split(".");
  const value = values[pageCode!]?.[name!];
  if (cell === undefined) return value;
  return Array.isArray(value)
    ? (value[row!] as Record<string, unknown> | undefined)?.[cell]
    : undefined;
}

const tally = { runs: 0, edits: 0, drafts: 0, answers: 0, moved: 0, refused: 0, lost: 0 };

describe.each(testDatabases)("draft moves under generated definition edits on $name", (testDb) => {
  let database: Database;
  let run = 0;
  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(async () => {
    await database.close();
    if (testDb.name === "pglite") console.info("draft-move property runs:", tally);
  });

  const register = (db: Db, definition: { code: string }) =>
    registerFormVersions(
      db,
      new FormCatalogue([
        loadDefinitionFile(JSON.stringify(definition), `${definition.code.toLowerCase()}.yaml`),
      ]),
    );

  const stored = async (db: Db, ids: number[]) => {
    const forms = await db.select().from(schema.forms).where(inArray(schema.forms.id, ids));
    const pages = await db
      .select()
      .from(schema.formPages)
      .where(inArray(schema.formPages.formId, ids));
    const history = await Promise.all(ids.map((id) => findAnswerHistory(db, id)));
    return ids.map((id, i) => {
      const values: Values = {};
      for (const p of pages.filter((x) => x.formId === id)) values[p.pageCode] = p.values;
      return {
        version: forms.find((f) => f.id === id)!.definitionVersion,
        values,
        history: history[i]!,
      };
    });
  };

  async function editAndRestart(drafts: Values[], edits: Edit[]) {
    const db = database.db;
    const code = `PROP-${testDb.name.toUpperCase()}-${++run}`;
    const base = baseDefinition(code);
    await register(db, base);
    const ids: number[] = [];
    for (const [i, values] of drafts.entries()) {
      ids.push(
        await insertForm(db, {
          token: `${code}-${i}`,
          ownerId: null,
          formTypeCode: code,
          name: "Property form",
          values,
        }),
      );
    }
    const edited = new EditedDefinition(base);
    for (const edit of edits) edited.apply(edit);
    const next = { ...edited.definition, drafts: edited.draftsBlock() };
    const before = await stored(db, ids);
    tally.runs++;
    tally.edits += edits.length;
    tally.drafts += drafts.length;
    tally.answers += drafts.reduce((n, d) => n + answersOf(d).length, 0);
    try {
      await register(db, next);
    } catch (error) {
      if (!(error instanceof FormDefinitionError)) throw error;
      tally.refused++;
      expect(edited.safe, `a declared way for every answer was refused:\n${error.message}`).toBe(
        false,
      );
      expectNamedRefusal(error.message, code, drafts);
      // Nothing changed: the drafts on their version, their pages as they were, no version 2.
      expect(await stored(db, ids)).toEqual(before);
      const [type] = await db
        .select()
        .from(schema.formTypes)
        .where(eq(schema.formTypes.code, code));
      expect(type?.currentVersion).toBe(1);
      return;
    }
    const after = await stored(db, ids);
    after.forEach((draft, i) => {
      if (draft.version === 1) {
        expect(draft.values).toEqual(before[i]!.values);
        return;
      }
      tally.moved++;
      for (const answer of answersOf(drafts[i]!)) {
        const place = edited.tracked.get(answer.path)!;
        const kept =
          place.at !== null
            ? same(valueAt(draft.values, place.at, answer.row), answer.value)
            : draft.history.some((h) => retiredHolds(h, answer));
        if (!kept) tally.lost++;
        expect(kept, `${answer.path} = ${JSON.stringify(answer.value)} lost`).toBe(true);
      }
    });
  }

  /** A history entry holding the answer: its own path, or its repeating group's rows. */
  function retiredHolds(
    h: { path: string; value: unknown },
    answer: { path: string; row?: number; value: unknown },
  ) {
    if (h.path === answer.path) return same(h.value, answer.value);
    const group = answer.path.split(".").slice(0, 2).join(".");
    const cell = answer.path.split(".")[2]!;
    return (
      h.path === group &&
      Array.isArray(h.value) &&
      same((h.value[answer.row!] as Record<string, unknown> | undefined)?.[cell], answer.value)
    );
  }

  /** The refusal names the form, the version and each orphaned answer with its draft count. */
  function expectNamedRefusal(message: string, code: string, drafts: Values[]) {
    expect(message).toContain(`version 2 of ${code} would leave answers`);
    const named = [
      ...message.matchAll(/^ {2}(\S+): (.*) \((\d+) drafts? holds? answers there\)$/gm),
    ];
    expect(named.length).toBeGreaterThan(0);
    for (const [, path, reason, count] of named) {
      const holding = drafts.filter((d) =>
        answersOf(d).some((a) => a.path === path || a.path.startsWith(`${path}.`)),
      ).length;
      // A question gone orphans every answer to it; a narrowed one only the answers it refuses.
      const structural = /no question|not on the new version|repeating group|single/.test(reason!);
      if (structural) expect(Number(count), `drafts holding ${path}`).toBe(holding);
      else expect(Number(count)).toBeGreaterThanOrEqual(1);
      expect(Number(count)).toBeLessThanOrEqual(holding);
    }
  }

  it("keeps every stored answer reachable, or refuses the start naming what it would orphan", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(aDraft, { minLength: 1, maxLength: 3 }),
        fc.array(anEdit, { minLength: 1, maxLength: 4 }),
        editAndRestart,
      ),
      { numRuns: testDb.name === "pglite" ? 150 : 40 },
    );
  });
});
