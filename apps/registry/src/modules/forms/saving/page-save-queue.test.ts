// Page saves committed together (page-save-queue.ts): each save keeps its own revision check,
// so grouping never changes which save wins, and one save's fault is never another's. On both
// databases; then through HTTP, where saves of one page at once answer 200 or 409.
import { apiPaths } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../../../seed/seed.ts";
import { validApcPages } from "../../../../test/apc-pages.ts";
import { useTestService } from "../../../../test/app.ts";
import { testDatabases } from "../../../../test/databases.ts";
import {
  formAnswer,
  postPage,
  sessionHeader,
  signInDemoPractitioner,
} from "../../../../test/form-pages.ts";
import type { Database } from "../../../db/client.ts";
import { formPages, forms, formTypes } from "../../../db/schema.ts";
import { insertUser } from "../../users/index.ts";
import { formMessages } from "../form-errors.ts";
import { newFormToken } from "../form-token.ts";
import { findForm, insertForm, type PageSave, savePagesTogether } from "../store.ts";
import { createPageSaveQueue, ROWS_PER_STATEMENT, SAVES_PER_STATEMENT } from "./page-save-queue.ts";

describe.each(testDatabases)("page saves committed together ($name)", (testDb) => {
  let database: Database;
  let ownerId: number;

  beforeAll(async () => {
    database = await testDb.open();
    await database.db.insert(formTypes).values({ code: "QUEUE", name: "Queue test" });
    ownerId = (await insertUser(database.db, { email: "queue@example.test", passwordHash: "x" }))!;
  });
  afterAll(() => database.close());

  const newForm = async () => {
    const token = newFormToken();
    const id = await insertForm(database.db, {
      token,
      ownerId,
      formTypeCode: "QUEUE",
      name: "Queue test",
    });
    return { id, token };
  };
  const saveOf = (id: number, revision: number, answer: string): PageSave => ({
    form: { id, revision },
    pageCode: "details",
    values: { answer },
    writeDate: new Date("2026-11-21T10:00:00Z"),
  });
  const stored = async (token: string) => findForm(database.db, { token });

  it("writes every save of many forms arriving at once, each raising its own revision", async () => {
    const queue = createPageSaveQueue(database.db);
    const many = await Promise.all(
      Array.from({ length: SAVES_PER_STATEMENT + 7 }, () => newForm()),
    );
    const results = await Promise.all(
      many.map((f, i) => queue.save(saveOf(f.id, 0, `answer ${i}`))),
    );
    expect(results.every((saved) => saved)).toBe(true);
    for (const [i, f] of many.entries()) {
      const form = await stored(f.token);
      expect(form?.revision).toBe(1);
      expect(form?.values).toEqual({ details: { answer: `answer ${i}` } });
      expect(form?.writeDate.toISOString()).toBe("2026-11-21T10:00:00.000Z");
    }
  });

  it("puts at most 50 saves and 400 rows in a statement, a larger page alone", async () => {
    const statements: number[] = [];
    const queue = createPageSaveQueue(database.db, (db, saves) => {
      statements.push(saves.length);
      return savePagesTogether(db, saves);
    });
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ note: `row ${i}` }));
    const small = await Promise.all(Array.from({ length: 60 }, () => newForm()));
    await Promise.all(small.map((f) => queue.save(saveOf(f.id, 0, "small"))));
    expect(statements).toEqual([SAVES_PER_STATEMENT, 10]);

    statements.length = 0;
    const large = await Promise.all(Array.from({ length: 3 }, () => newForm()));
    const results = await Promise.all([
      ...large.map((f) => queue.save({ ...saveOf(f.id, 0, "large"), values: { rows: rows(200) } })),
      queue.save({ ...saveOf((await newForm()).id, 0, "huge"), values: { rows: rows(999) } }),
    ]);
    expect(results).toEqual([true, true, true, true]);
    // 1 + 200 rows each: two would pass ROWS_PER_STATEMENT; the 1,000-row page goes alone.
    expect(ROWS_PER_STATEMENT).toBe(400);
    expect(statements).toEqual([1, 1, 1, 1]);
  });

  it("lets one of two saves of a form at the same revision win, as one after the other would", async () => {
    const queue = createPageSaveQueue(database.db);
    const f = await newForm();
    const [first, second] = await Promise.all([
      queue.save(saveOf(f.id, 0, "first")),
      queue.save(saveOf(f.id, 0, "second")),
    ]);
    expect([first, second]).toEqual([true, false]);
    const form = await stored(f.token);
    expect(form?.revision).toBe(1);
    expect(form?.values).toEqual({ details: { answer: "first" } });
  });

  it("writes nothing to a completed form or at a stale revision, and still the others", async () => {
    const queue = createPageSaveQueue(database.db);
    const [done, stale, fine] = [await newForm(), await newForm(), await newForm()];
    await database.db.update(forms).set({ state: "completed" }).where(eq(forms.id, done.id));
    const results = await Promise.all([
      queue.save(saveOf(done.id, 0, "late")),
      queue.save(saveOf(stale.id, 3, "stale")),
      queue.save(saveOf(fine.id, 0, "fine")),
    ]);
    expect(results).toEqual([false, false, true]);
    expect((await stored(done.token))?.values).toEqual({});
    expect((await stored(stale.token))?.revision).toBe(0);
    expect((await stored(fine.token))?.values).toEqual({ details: { answer: "fine" } });
  });

  it("fails only the save at fault when a statement of several fails", async () => {
    const queue = createPageSaveQueue(database.db);
    const [bad, good] = [await newForm(), await newForm()];
    const broken = { ...saveOf(bad.id, 0, "bad"), writeDate: new Date(Number.NaN) };
    const [badResult, goodResult] = await Promise.allSettled([
      queue.save(broken),
      queue.save(saveOf(good.id, 0, "good")),
    ]);
    expect(badResult.status).toBe("rejected");
    expect(goodResult).toEqual({ status: "fulfilled", value: true });
    expect(await database.db.select().from(formPages).where(eq(formPages.formId, bad.id))).toEqual(
      [],
    );
    expect((await stored(good.token))?.values).toEqual({ details: { answer: "good" } });
  });
});

describe.each(testDatabases)("saves of one page at once, through HTTP ($name)", (testDb) => {
  const service = useTestService(testDb);
  let session: string;

  beforeAll(async () => {
    await seedDemoData(service.database.db);
    session = await signInDemoPractitioner(service.app);
  });

  it("answers each save 200, or 409 with a message when another save won meanwhile", async () => {
    const added = await service.app.inject({
      url: apiPaths.formAdd("APC"),
      headers: sessionHeader(session),
    });
    const token = formAnswer(added).form!.formToken;
    const url = apiPaths.form("APC", token, "details");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postPage(service.app, url, validApcPages.details!, session)),
    );
    const saved = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(saved.length).toBeGreaterThan(0);
    // On PGlite the five reads are queued before any write, so all five were checked against
    // revision 0 and only one can win; a server that lost the check would answer five 200s.
    if (testDb.name === "pglite") expect(saved.length).toBe(1);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: formMessages.savedMeanwhile });
    }
    // A refused save wrote nothing: the revision counts the saves answered 200.
    expect((await findForm(service.database.db, { token }))?.revision).toBe(saved.length);
  });
});
