// A round that reaches everyone who must renew (docs/decisions/051): a practitioner without a
// portal account is reminded at the register's e-mail, once per step, with an activation link;
// the desk's reminder carries one too; following a link makes an account linked to the
// registration that sees its certificate on the dashboard, once; an expired, unknown or used
// link and an e-mail that has an account already are refused with nothing made; someone with
// neither account nor register e-mail is not written to, and counted; the lapse's letter
// reaches those without an account at the register's e-mail, with a link, too.
import {
  activationMessages,
  apiPaths,
  authResponseSchema,
  certificatePaths,
  roundViewPaths,
  SESSION_HEADER,
} from "@portal/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test/databases.ts";
import { DESK_ORIGIN, signedInStaff } from "../../../test/desk.ts";
import { heldCertificate, registeredPerson, useRenewalRound } from "../../../test/rounds.ts";
import * as schema from "../../db/schema.ts";
import type { Outbox } from "../mail/index.ts";
import { findPractitionerId, insertPractitioners } from "../register/index.ts";
import { sendReminders } from "../renewal/plugin.ts";
import { insertUser } from "../users/index.ts";
import { issueActivation } from "./links.ts";

const HELD = { year: "2026/2027", startsOn: "2026-04-01", endsOn: "2027-03-31" };
const PASSWORD = "kōwhai flowers in spring";
const tokenIn = (text: string) => /\/activate#([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe.each(testDatabases)("activating an account from a reminder on $name", (testDb) => {
  // 10 February 2027, 9 am in Auckland: the 2027/2028 round opened on the 1st.
  const round = useRenewalRound(testDb, new Date("2027-02-09T20:00:00Z"), {
    PUBLIC_URL: DESK_ORIGIN,
  });
  const { service, mailer, clock } = round;
  const ids: Record<string, number> = {};
  const links: string[] = [];
  const activate = (token: string, password = PASSWORD) =>
    service.app.inject({ method: "POST", url: apiPaths.activate, payload: { token, password } });

  beforeAll(async () => {
    const { db } = service.database;
    const people = [
      { ...registeredPerson("70010", "Noaccount", "Ana Maria"), email: "Ana@Example.test" },
      { ...registeredPerson("70011", "Nomail", "Nikau") },
      { ...registeredPerson("70012", "Taken", "Tui"), email: "taken@example.test" },
    ];
    await db.transaction((tx) => insertPractitioners(tx, people));
    for (const p of people) ids[p.personId] = (await findPractitionerId(db, p.personId))!;
    await db
      .insert(schema.practisingCertificates)
      .values(Object.values(ids).map((id) => heldCertificate(id, HELD)));
    await insertUser(db, { email: "taken@example.test", passwordHash: "x", firstName: "Other" });
  });

  it("reminds those without an account at the register's e-mail, once a step, with a link", async () => {
    await service.app.jobs.runDue(); // the day's reminders
    await service.app.jobs.runDue(); // the e-mails they wrote
    const subject = "Renew your practising certificate by 31 March 2027";
    expect(mailer.sent.map((m) => [m.to, m.subject]).sort()).toEqual(
      ["Ana@Example.test", "taken@example.test", service.aroha.email].map((to) => [to, subject]),
    );
    const ana = mailer.sent.find((m) => m.to === "Ana@Example.test")!;
    expect(ana.text).toContain("You do not have an account on the portal yet.");
    expect(ana.text).toContain("The link can be used once and works until 14 April 2027.");
    links.push(tokenIn(ana.text)!);
    const arohas = mailer.sent.find((m) => m.to === service.aroha.email)!;
    expect(arohas.text).not.toContain("/activate#");
    const { db } = service.database;
    const stored = await db.select().from(schema.accountActivations);
    expect(stored.map((a) => a.email).sort()).toEqual(["Ana@Example.test", "taken@example.test"]);
    expect(JSON.stringify(stored)).not.toContain(links[0]);

    // The same day again: nobody twice, and Nikau (neither account nor e-mail) counted.
    const outbox = { enqueue: async () => {} } as unknown as Outbox;
    const deps = { db, clock, timeZone: "Pacific/Auckland", outbox, portalUrl: "http://p.test" };
    expect(await sendReminders(deps)).toEqual({ sent: 0, noEmail: 1 });
    const sent = await db
      .select()
      .from(schema.renewalReminders)
      .where(eq(schema.renewalReminders.practitionerId, ids["70011"]!));
    expect(sent).toEqual([]);
  });

  it("lists them at the desk without an account, and the desk's reminder carries a link", async () => {
    const registrar = await signedInStaff(service.app, service.database.db, clock);
    const page = await registrar.client.call("GET", roundViewPaths.notFiled("2027-2028"));
    const listed = page
      .json()
      .items.map((i: { name: string; email: string; hasAccount: boolean }) => [
        i.name,
        i.email,
        i.hasAccount,
      ]);
    expect(listed).toContainEqual(["Ana Maria Noaccount", "Ana@Example.test", false]);
    expect(listed).toContainEqual(["Nikau Nomail", null, false]);
    const before = mailer.sent.length;
    const sent = await registrar.client.call("POST", roundViewPaths.reminders("2027-2028"), {
      practitionerId: ids["70010"],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await service.app.jobs.runDue();
    const [mail] = mailer.sent.slice(before);
    expect(mail?.to).toBe("Ana@Example.test");
    links.push(tokenIn(mail!.text)!);
    expect(links[1]).toBeDefined();
    expect(links[1]).not.toBe(links[0]);
  });

  it("makes the account of the registration from the link, signed in, once", async () => {
    const weak = await activate(links[1]!, "short");
    expect([weak.statusCode, weak.json().message]).toEqual([
      400,
      "Your password must be at least 12 characters long.",
    ]);
    const res = await activate(links[1]!);
    expect(res.statusCode, res.body).toBe(200);
    const body = authResponseSchema.parse(res.json());
    expect(body.message).toBe(activationMessages.activated);
    expect(body.userDetails).toMatchObject({ email: "ana@example.test", firstName: "Ana" });
    expect(body.tiles.map((t) => t.type)).toContain("apc");
    const status = await service.app.inject({
      url: certificatePaths.status,
      headers: { [SESSION_HEADER]: body.odooSessionId },
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({ state: "renew", year: "2026/2027" });
    const { db } = service.database;
    const [linked] = await db
      .select()
      .from(schema.practitionerAccounts)
      .where(eq(schema.practitionerAccounts.userId, body.userDetails.id!));
    expect(linked?.practitionerId).toBe(ids["70010"]);
    // The link, and the schedule's link still in the mailbox, work no more.
    for (const token of links) {
      const again = await activate(token);
      expect([again.statusCode, again.json().message]).toEqual([
        400,
        activationMessages.linkInvalid,
      ]);
    }
    const signIn = await service.app.inject({
      method: "POST",
      url: apiPaths.login,
      payload: { login: "ana@example.test", password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("refuses an unknown or expired link, and an e-mail that has an account, making nothing", async () => {
    const { db } = service.database;
    const users = async () => (await db.select().from(schema.users)).length;
    const before = await users();
    const unknown = await activate("A".repeat(43));
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      400,
      activationMessages.linkInvalid,
    ]);
    const expired = await issueActivation(db, {
      practitionerId: ids["70011"]!,
      email: "nikau@example.test",
      now: new Date(clock().getTime() - 1000),
      expiresAt: clock(),
    });
    const late = await activate(expired);
    expect([late.statusCode, late.json().message]).toEqual([400, activationMessages.linkInvalid]);
    const taken = tokenIn(mailer.sent.find((m) => m.to === "taken@example.test")!.text)!;
    const exists = await activate(taken);
    expect([exists.statusCode, exists.json().message]).toEqual([
      400,
      activationMessages.accountExists,
    ]);
    expect(await users()).toBe(before);
    const linked = await db
      .select()
      .from(schema.practitionerAccounts)
      .where(eq(schema.practitionerAccounts.practitionerId, ids["70012"]!));
    expect(linked).toEqual([]);
  });

  it("audits each activation and refusal, holding no link token or password", async () => {
    const rows = await service.database.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.event, "account.activated"))
      .orderBy(schema.auditEvents.id);
    expect(rows.map((r) => [r.outcome, r.detail])).toEqual([
      ["refused", { reason: "policy" }],
      ["success", { practitionerId: ids["70010"] }],
      ...links.map(() => ["refused", { reason: "link_invalid" }]),
      ["refused", { reason: "link_invalid" }],
      ["refused", { reason: "link_invalid" }],
      ["refused", { reason: "account_exists" }],
    ]);
    const stored = JSON.stringify(rows);
    for (const secret of [...links, PASSWORD]) expect(stored).not.toContain(secret);
  });

  it("tells of the lapse at the register's e-mail too, with a link, once grace has ended", async () => {
    // 15 April 2027, 9 am in Auckland: the 2027/2028 round's grace ended on the 14th.
    clock.advance(new Date("2027-04-14T21:00:00Z").getTime() - clock().getTime());
    const before = mailer.sent.length;
    await service.app.jobs.runDue(); // the day's lapse
    await service.app.jobs.runDue(); // the e-mails it wrote
    const lapsed = mailer.sent
      .slice(before)
      .filter((m) => m.subject === "Your practising certificate has expired");
    expect(lapsed.map((m) => m.to).sort()).toEqual(
      ["ana@example.test", "taken@example.test", service.aroha.email].sort(),
    );
    // Ana made her account from the reminder; Tui has none, and Nikau no e-mail to tell.
    const [tui] = lapsed.filter((m) => m.to === "taken@example.test");
    expect(tui!.text).toContain("You do not have an account on the portal yet.");
    expect(tui!.text).toContain("The link can be used once and works until 15 May 2027.");
    expect(tokenIn(tui!.text)).toBeDefined();
    const ana = lapsed.find((m) => m.to === "ana@example.test")!;
    expect(ana.text).not.toContain("/activate#");
    expect(ana.text).toContain("to complete your Annual Practising Certificate application.");
  });
});
