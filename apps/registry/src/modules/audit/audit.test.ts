// The audit trail through the API on both databases: every kind of event is recorded with
// who, what, when, where and how it went, once in audit_events and once as a log line; no
// record holds a password, session id, form token or link token; and a broken audit table
// does not fail a sign-in.
import { apiPaths, authResponseSchema, formResponseSchema } from "@portal/contract";
import { asc, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../../seed/seed.ts";
import { formBody } from "../../../test/accounts.ts";
import { closeTestService, openTestService, testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { createUser } from "../../../test/factories.ts";
import { formAnswer, postPage, sessionHeader, storedForm } from "../../../test/form-pages.ts";
import {
  hiddenField,
  paymentKit,
  paymentQuery,
  TEST_PAYMENT_INTENT_KEY,
} from "../../../test/payments.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { auditEvents, files, users } from "../../db/schema.ts";
import type { Mailer, MailMessage } from "../mail/index.ts";
import { auditEventNames } from "./index.ts";

const DEMO = { email: "practitioner@example.org", password: "correct-horse-battery" };
const PEER_EMAIL = "peer@example.org";
const RESET_LINK = /\/confirm\/reset_password\/([A-Za-z0-9_-]{43})/;

describe.each(testDatabases)("the audit trail on $name", (testDb) => {
  let database: Database;
  let app: App;
  const clock = testClock();
  const logLines: Record<string, unknown>[] = [];
  const mails: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (mail) => void mails.push(mail),
    close: async () => {},
  };
  /** Everything secret the tests use or are given: none may appear in a record. */
  const secrets = new Set<string>();
  let seenId = 0;

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDb, {
      env: { PAYMENT_INTENT_KEY: TEST_PAYMENT_INTENT_KEY },
      clock,
      mailer,
      logger: {
        level: "info",
        stream: { write: (line: string) => logLines.push(JSON.parse(line)) },
      },
    }));
    await seedDemoData(database.db);
    secrets.add(DEMO.password);
  });
  afterAll(() => closeTestService({ app, database }));

  /** The records written since the last call, oldest first. */
  async function newRecords() {
    const rows = await database.db
      .select()
      .from(auditEvents)
      .where(gt(auditEvents.id, seenId))
      .orderBy(asc(auditEvents.id));
    seenId = rows.at(-1)?.id ?? seenId;
    return rows;
  }
  const userIdOf = async (email: string) => {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return row!.id;
  };
  const login = (login: string, password: string, remoteAddress: string) => {
    secrets.add(password);
    return app.inject({
      method: "POST",
      url: apiPaths.login,
      remoteAddress,
      ...formBody({ login, password }),
    });
  };
  const signIn = async (user: { email: string; password: string }, remoteAddress = "127.0.0.1") => {
    const res = await login(user.email, user.password, remoteAddress);
    expect(res.statusCode).toBe(200);
    const session = authResponseSchema.parse(res.json()).odooSessionId;
    secrets.add(session);
    return session;
  };
  const formAdd = async (session: string, formType: string, remoteAddress: string) => {
    const res = await app.inject({
      url: apiPaths.formAdd(formType),
      headers: sessionHeader(session),
      remoteAddress,
    });
    const token =
      res.statusCode === 200 ? formResponseSchema.parse(res.json()).form?.formToken : undefined;
    if (token) secrets.add(token);
    return { res, token };
  };

  it("records a sign-in: who, what, when, from where, and the outcome, in the table and the log", async () => {
    clock.advance(60_000);
    await newRecords();
    await signIn(DEMO, "203.0.113.10");
    const [record, ...rest] = await newRecords();
    expect(rest).toEqual([]);
    expect(record).toMatchObject({
      event: "sign_in.succeeded",
      outcome: "success",
      userId: await userIdOf(DEMO.email),
      email: DEMO.email,
      ip: "203.0.113.10",
      at: clock(),
      detail: { method: "password" },
    });
    const line = logLines.findLast((l) => l.msg === "audit");
    expect(line?.audit).toEqual({
      event: "sign_in.succeeded",
      outcome: "success",
      userId: record!.userId,
      email: DEMO.email,
      ip: "203.0.113.10",
      at: clock().toISOString(),
      detail: { method: "password" },
    });
  });

  it("records failed sign-ins with the login typed, trimmed, lower-cased and cut to 254", async () => {
    await newRecords();
    expect(
      (await login(`  ${DEMO.email.toUpperCase()} `, "not-her-password-7", "203.0.113.11"))
        .statusCode,
    ).toBe(401);
    const typed = `${"x".repeat(300)}@Example.TEST`;
    expect((await login(typed, "anything-at-all-8", "203.0.113.11")).statusCode).toBe(401);
    const [wrong, unknown] = await newRecords();
    expect(wrong).toMatchObject({
      event: "sign_in.failed",
      outcome: "failure",
      userId: await userIdOf(DEMO.email),
      email: DEMO.email,
      ip: "203.0.113.11",
      detail: { reason: "wrong_password" },
    });
    expect(unknown).toMatchObject({
      event: "sign_in.failed",
      outcome: "failure",
      userId: null,
      email: typed.toLowerCase().slice(0, 254),
      detail: { reason: "unknown_login" },
    });
  });

  it("records the failure that locks a login at an address, and the attempts the lock refuses", async () => {
    const user = await createUser(database.db);
    secrets.add(user.password);
    await newRecords();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(user.email, `wrong-guess-${attempt}-x`, "198.51.100.5")).statusCode).toBe(
        401,
      );
    }
    const records = await newRecords();
    expect(records.map((r) => r.event)).toEqual([
      ...Array(5).fill("sign_in.failed"),
      "sign_in.locked",
    ]);
    expect(records.at(-1)).toMatchObject({
      outcome: "refused",
      userId: user.id,
      email: user.email,
      ip: "198.51.100.5",
      detail: { lockedForSeconds: 60 },
    });
    expect((await login(user.email, user.password, "198.51.100.5")).statusCode).toBe(429);
    expect(await newRecords()).toMatchObject([
      {
        event: "sign_in.failed",
        outcome: "refused",
        userId: null,
        email: user.email,
        detail: { reason: "locked", retryAfterSeconds: 60 },
      },
    ]);
  });

  it("records a reset requested (or not sent), the link followed, the new password and the other sessions ended", async () => {
    const user = await createUser(database.db);
    secrets.add(user.password);
    const other = await signIn(user, "192.0.2.1");
    await newRecords();
    const reset = (email: string) =>
      app.inject({
        method: "POST",
        url: apiPaths.resetPassword,
        remoteAddress: "192.0.2.2",
        ...formBody({ email }),
      });
    expect((await reset(user.email)).statusCode).toBe(200);
    expect((await reset(user.email)).statusCode).toBe(200);
    expect((await reset("nobody-here@example.test")).statusCode).toBe(200);
    await app.jobs.runDue();
    const linkToken = RESET_LINK.exec(mails.at(-1)?.text ?? "")?.[1] ?? "";
    expect(linkToken).not.toBe("");
    secrets.add(linkToken);
    expect(await newRecords()).toMatchObject([
      {
        event: "password.reset_requested",
        outcome: "success",
        userId: user.id,
        email: user.email,
        ip: "192.0.2.2",
      },
      {
        event: "password.reset_requested",
        outcome: "refused",
        userId: user.id,
        detail: { reason: "sent_recently" },
      },
      {
        event: "password.reset_requested",
        outcome: "failure",
        userId: null,
        email: "nobody-here@example.test",
        detail: { reason: "unknown_login" },
      },
    ]);

    const followed = await app.inject({
      url: apiPaths.validate(linkToken),
      remoteAddress: "192.0.2.3",
    });
    expect(followed.statusCode).toBe(200);
    const session = authResponseSchema.parse(followed.json()).odooSessionId;
    secrets.add(session);
    expect(
      (await app.inject({ url: apiPaths.validate(linkToken), remoteAddress: "192.0.2.3" }))
        .statusCode,
    ).toBe(400);
    expect(await newRecords()).toMatchObject([
      {
        event: "password.reset_link_used",
        outcome: "success",
        userId: user.id,
        email: user.email,
        ip: "192.0.2.3",
      },
      {
        event: "sign_in.failed",
        outcome: "failure",
        userId: null,
        email: null,
        detail: { method: "email_link", reason: "link_invalid" },
      },
    ]);

    const setPassword = (password: string) => {
      secrets.add(password);
      return app.inject({
        method: "POST",
        url: apiPaths.setPassword,
        remoteAddress: "192.0.2.4",
        headers: { ...sessionHeader(session), ...formBody({}).headers },
        payload: new URLSearchParams({ password }).toString(),
      });
    };
    expect((await setPassword("short")).statusCode).toBe(400);
    expect((await setPassword("a-brand-new-secret-phrase-41")).statusCode).toBe(200);
    expect(await newRecords()).toMatchObject([
      {
        event: "password.changed",
        outcome: "refused",
        userId: user.id,
        detail: { reason: "policy" },
      },
      {
        event: "password.changed",
        outcome: "success",
        userId: user.id,
        email: user.email,
        ip: "192.0.2.4",
      },
      {
        event: "sessions.revoked",
        outcome: "success",
        userId: user.id,
        ip: "192.0.2.4",
        detail: { reason: "password_changed", sessions: 1 },
      },
    ]);
    expect(
      (await app.inject({ url: apiPaths.user, headers: sessionHeader(other) })).statusCode,
    ).toBe(401);
  });

  it("records a logout with the session's user (its e-mail read from the account)", async () => {
    const user = await createUser(database.db);
    const session = await signIn(user);
    await newRecords();
    const res = await app.inject({
      url: apiPaths.logout,
      headers: sessionHeader(session),
      remoteAddress: "192.0.2.9",
    });
    expect(res.statusCode).toBe(200);
    expect(await newRecords()).toMatchObject([
      {
        event: "session.ended",
        outcome: "success",
        userId: user.id,
        email: user.email,
        ip: "192.0.2.9",
        detail: { reason: "logout" },
      },
    ]);
  });

  it("records forms created, refused, completed and deleted by their numeric id, never their token", async () => {
    const aroha = await signIn(DEMO);
    const arohaId = await userIdOf(DEMO.email);
    await newRecords();
    const added = await formAdd(aroha, "OTHER-RELATIONSHIP", "192.0.2.20");
    expect(added.res.statusCode).toBe(200);
    expect((await formAdd(aroha, "NO-SUCH-TYPE", "192.0.2.20")).res.statusCode).toBe(400);
    const token = added.token!;
    const formId = (await storedForm(database.db, token)).id;
    expect(await newRecords()).toMatchObject([
      {
        event: "form.created",
        outcome: "success",
        userId: arohaId,
        email: DEMO.email,
        ip: "192.0.2.20",
        detail: { formId, formType: "OTHER-RELATIONSHIP" },
      },
      {
        event: "form.created",
        outcome: "refused",
        userId: arohaId,
        detail: { formType: "NO-SUCH-TYPE" },
      },
    ]);

    const pages = {
      colleague: {
        colleague_name: "Mere Tāwhiao",
        profession: "medical",
        profession_other: "",
        organisation: "",
        relationship_start_date: "01/02/2025",
      },
      activities: {
        "activities[0].activity_date": "03/02/2025",
        "activities[0].description": "Case review",
        "activities[0].hours": "2",
      },
      confirm: { declaration_agreed: true },
    };
    for (const [code, values] of Object.entries(pages)) {
      const saved = formAnswer(
        await postPage(app, apiPaths.form("OTHER-RELATIONSHIP", token, code), values, aroha),
      );
      expect(saved.page?.state, saved.message).toBe("done");
    }
    expect((await storedForm(database.db, token)).state).toBe("completed");
    expect(await newRecords()).toMatchObject([
      {
        event: "form.completed",
        outcome: "success",
        userId: arohaId,
        ip: "127.0.0.1",
        detail: { formId, formType: "OTHER-RELATIONSHIP" },
      },
    ]);

    const remove = (formToken: string) =>
      app.inject({
        method: "DELETE",
        url: apiPaths.form("APC", formToken),
        headers: sessionHeader(aroha),
        remoteAddress: "192.0.2.21",
      });
    const apc = await formAdd(aroha, "APC", "192.0.2.21");
    const apcId = (await storedForm(database.db, apc.token!)).id;
    await newRecords();
    expect((await remove(apc.token!)).statusCode).toBe(200);
    expect((await remove(apc.token!)).statusCode).toBe(404);
    expect(await newRecords()).toMatchObject([
      {
        event: "form.deleted",
        outcome: "success",
        userId: arohaId,
        ip: "192.0.2.21",
        detail: { formId: apcId, formType: "APC" },
      },
      {
        event: "form.deleted",
        outcome: "failure",
        userId: arohaId,
        detail: { formType: "APC", reason: "not_found" },
      },
    ]);
  });

  it("records payments approved (with the form they complete) and declined, by reference", async () => {
    const aroha = await signIn(DEMO);
    const arohaId = await userIdOf(DEMO.email);
    const kit = paymentKit({ app, aroha });
    const pay = async (decision: "approve" | "decline") => {
      const token = await kit.newPayableApc();
      secrets.add(token);
      const payment = await kit.servedPayment(token);
      const started = await kit.start(paymentQuery(token, payment));
      expect(started.statusCode).toBe(200);
      await newRecords();
      const decided = await kit.decideOn(started.body, decision, {}, "192.0.2.30");
      expect(decided.statusCode).toBe(303);
      secrets.add(hiddenField(started.body, "token"));
      const form = await storedForm(database.db, token);
      return { reference: payment.transactionId, formId: form.id, records: await newRecords() };
    };

    const approved = await pay("approve");
    const which = { userId: arohaId, email: DEMO.email, ip: "192.0.2.30" };
    expect(approved.records).toMatchObject([
      {
        event: "payment.approved",
        outcome: "success",
        ...which,
        detail: { reference: approved.reference, formId: approved.formId },
      },
      {
        event: "form.completed",
        outcome: "success",
        ...which,
        detail: { formId: approved.formId, formType: "APC", paymentReference: approved.reference },
      },
    ]);
    const declined = await pay("decline");
    expect(declined.records).toMatchObject([
      {
        event: "payment.declined",
        outcome: "success",
        ...which,
        detail: { reference: declined.reference, formId: declined.formId },
      },
    ]);
  });

  it("records a download of one's own file, and a refused one of another user's", async () => {
    const aroha = await signIn(DEMO);
    const arohaId = await userIdOf(DEMO.email);
    const fileOf = async (ownerId: number) => {
      const [row] = await database.db
        .select({ id: files.id })
        .from(files)
        .where(eq(files.ownerId, ownerId))
        .limit(1);
      return row!.id;
    };
    const own = await fileOf(arohaId);
    const others = await fileOf(await userIdOf(PEER_EMAIL));
    await newRecords();
    const download = (fileId: number) =>
      app.inject({ url: apiPaths.file(fileId, aroha), remoteAddress: "192.0.2.40" });
    expect((await download(own)).statusCode).toBe(200);
    expect((await download(others)).statusCode).toBe(404);
    expect(await newRecords()).toMatchObject([
      {
        event: "file.downloaded",
        outcome: "success",
        userId: arohaId,
        email: DEMO.email,
        ip: "192.0.2.40",
        detail: { fileId: own },
      },
      {
        event: "file.downloaded",
        outcome: "refused",
        userId: arohaId,
        ip: "192.0.2.40",
        detail: { fileId: others, reason: "not_found" },
      },
    ]);
  });

  it("holds no password, session id, form token or link token in any record or audit log line", async () => {
    const rows = await database.db.select().from(auditEvents);
    // Every kind of event is here to be searched: the tests above caused each. The desk's
    // (staff.*) are caused and searched the same way in modules/staff's tests, the lapse's
    // (certificate.*, a practitioner and a year) in modules/certificates', an activation's
    // (account.*) in modules/activation's, a verified identity's (identity.*) in
    // modules/verified-identity's.
    expect(new Set(rows.map((r) => r.event))).toEqual(
      new Set(
        auditEventNames.filter((name) => !/^(staff|certificate|account|identity)\./.test(name)),
      ),
    );
    const stored = JSON.stringify(rows);
    const logged = JSON.stringify(logLines.filter((l) => l.msg === "audit"));
    expect(secrets.size).toBeGreaterThan(15);
    for (const secret of secrets) {
      expect(stored).not.toContain(secret);
      expect(logged).not.toContain(secret);
    }
  });

  it("lets the sign-in succeed when the audit insert fails, and logs the error with the event", async () => {
    await database.db.execute(sql.raw("alter table audit_events rename to audit_events_away"));
    try {
      const before = logLines.length;
      await signIn(DEMO, "203.0.113.99");
      const failed = logLines.slice(before).find((l) => l.msg === "audit record not stored");
      expect(failed).toMatchObject({
        level: 50,
        audit: { event: "sign_in.succeeded", ip: "203.0.113.99" },
      });
    } finally {
      await database.db.execute(sql.raw("alter table audit_events_away rename to audit_events"));
    }
    const stored = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.ip, "203.0.113.99"));
    expect(stored).toEqual([]);
  });
});
