import {
  followMessages,
  followPaths,
  publicRegisterMessages,
  validationMessages,
} from "@portal/contract";
import type { Challenge } from "altcha-lib";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { solveAltcha } from "../../../test/altcha.ts";
import { testDatabases } from "../../../test/databases.ts";
import {
  askToFollow,
  confirmFollow,
  followConfirmed,
  followTokenOf,
} from "../../../test/follows.ts";
import { scrapeText } from "../../../test/metrics-text.ts";
import {
  PERSON_CERTIFICATE,
  PERSON_ID,
  registerPractice,
  useRegisterDesk,
} from "../../../test/register-desk.ts";
import { capturingMailer, deliveredTo } from "../../../test/review.ts";
import type { Tx } from "../../db/client.ts";
import { follows, followTokens, jobs } from "../../db/schema.ts";
import { createAltchaVerifier } from "../captcha/altcha.ts";
import { createJobRunner } from "../jobs/index.ts";
import { createOutbox } from "../mail/outbox.ts";
import {
  findPractitionerId,
  findRegisterEntry,
  insertPractitioners,
  setCertificate,
} from "../register/index.ts";
import { createFollows, FOLLOW_REQUEST_JOB } from "./service.ts";
import { insertFollowToken, upsertFollowRequest } from "./store.ts";

const HOUR = 3_600_000;
/** The limits of docs/decisions/045, said here again so a change of them is seen. */
const MAILS_A_DAY = 5;
const RECORDS_AN_ADDRESS = 20;
const CONFIRMATIONS_AN_HOUR = 300;
const FOLLOW_REQUESTS = "portal_follow_requests_total";
const mailer = capturingMailer();
const desk = useRegisterDesk(testDatabases[0]!, { options: { mailer } });
const clock = () => desk.clock;

const delivered = (to: string) => deliveredTo(desk, mailer, to);

const follow = (email: string, personId = PERSON_ID) => askToFollow(desk.app, email, personId);
const confirm = (token: string) => confirmFollow(desk.app, token);
const tokenOf = followTokenOf;

/** Asks, and confirms from the e-mailed link. */
async function following(email: string, personId = PERSON_ID) {
  const confirmed = await followConfirmed({ app: desk.app, sent: mailer.sent }, email, personId);
  expect(confirmed.statusCode).toBe(200);
  await delivered(email);
}

/** The period of the certificate the desk's person holds on the tests' clock. */
const PERIOD = "01/04/2025 - 31/03/2026";

/** The registrar sets the one practice's status and the certificate's (Current or Expired). */
async function editStatus(status: string, certificate: string) {
  const res = await desk.edit({
    practices: [registerPractice({ status })],
    certificate: { period: PERIOD, status: certificate },
  });
  expect(res.statusCode, res.body).toBe(200);
}

let n = 0;
let address = "";
beforeEach(() => {
  address = `follower-${++n}@example.test`;
});

describe("following a public record", () => {
  beforeEach(async () => {
    await editStatus("Registered", "Current");
  });

  it("asks the address to confirm, and tells it of changes only once it has", async () => {
    const res = await follow(address.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: followMessages.requested });
    const [mail, ...more] = await delivered(address);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Confirm: follow Rawiri Paewai on the public register");
    expect(mail?.links[0]).toMatch(/\/public-register\/follow\/confirm#[A-Za-z0-9_-]{43}$/);
    await editStatus("Suspended", "Current");
    expect(await delivered(address)).toEqual([]);

    const confirmed = await confirm(tokenOf(mail?.links[0]));
    expect(confirmed.json()).toEqual({ message: followMessages.confirmed });
    await editStatus("Registered", "Expired");
    const [change] = await delivered(address);
    expect(change?.subject).toBe("The public register record of Rawiri Paewai has changed");
    expect(change?.text).toContain(
      "Dental Hygiene Practice: status changed from Suspended to Registered.",
    );
    expect(change?.text).toContain(
      `Practising certificate changed from Current, ${PERIOD} to Expired, ${PERIOD}.`,
    );
    expect(change?.text).toMatch(/\/public-register\/follow\/unsubscribe#[A-Za-z0-9_-]{43}\n/);
    expect(change?.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(
        /^<https?:\/\/[^/]+\/public\/api\/v1\/follows\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
      ),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("answers a confirmed follower the same, and sends it nothing", async () => {
    await following(address);
    const again = await follow(address);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ message: followMessages.requested });
    expect(await delivered(address)).toEqual([]);
  });

  it("says nothing of an edit the public record does not show", async () => {
    await following(address);
    const res = await desk.edit({ practices: [registerPractice({ hpiNumber: "99ZZZZ" })] });
    expect(res.statusCode).toBe(200);
    expect(await delivered(address)).toEqual([]);
  });

  it("tells of a change of name, by the name the record had", async () => {
    await following(address);
    const renamed = { practices: [registerPractice()], surname: "Paewai-Hēnare" };
    expect((await desk.edit(renamed)).statusCode).toBe(200);
    const [change] = await delivered(address);
    expect(change?.subject).toBe("The public register record of Rawiri Paewai-Hēnare has changed");
    expect(change?.text).toContain("Name changed from Rawiri Paewai to Rawiri Paewai-Hēnare.");
    expect((await desk.edit({ ...renamed, surname: "Paewai" })).statusCode).toBe(200);
  });

  it("writes the change e-mail in the change's transaction, and rolls it back with it", async () => {
    await following(address);
    const { db } = desk.database;
    const runner = createJobRunner({ db, clock: clock(), log: desk.app.log, pollMs: 0 });
    const outbox = createOutbox({ db, jobs: runner, mailer });
    const origin = "https://portal.example.test";
    const { notifyFollowers } = createFollows({
      db,
      clock: clock(),
      outbox,
      captcha: desk.app.core.captcha,
      jobs: runner,
      portalUrl: origin,
      apiOrigin: origin,
      timeZone: "Pacific/Auckland",
      metrics: desk.app.core.metrics.follows,
    });
    const mailJobs = async () => (await db.select().from(jobs).where(eq(jobs.kind, "mail"))).length;
    const lapse = async (tx: Tx) => {
      const id = (await findPractitionerId(tx, PERSON_ID))!;
      const today = "2026-03-01";
      const before = (await findRegisterEntry(tx, id, today))!;
      const at = clock()();
      await setCertificate(tx, {
        ...PERSON_CERTIFICATE,
        status: "expired",
        practitionerId: id,
        formId: null,
        at,
      });
      await notifyFollowers(tx, id, { before, after: (await findRegisterEntry(tx, id, today))! });
    };
    const before = await mailJobs();
    const failed = db.transaction(async (tx) => {
      await lapse(tx);
      throw new Error("the change fails after its e-mails");
    });
    await expect(failed).rejects.toThrow("the change fails");
    expect(await mailJobs()).toBe(before);
    await db.transaction(lapse);
    const [mail, ...more] = await delivered(address);
    expect(more).toEqual([]);
    expect(mail?.text).toContain(
      `Practising certificate changed from Current, ${PERIOD} to Expired, ${PERIOD}.`,
    );
  });

  it("unsubscribes with one POST of the mail client, once", async () => {
    await following(address);
    await editStatus("Suspended", "Current");
    const [change] = await delivered(address);
    const oneClick = new URL(change!.headers!["List-Unsubscribe"]!.slice(1, -1));
    const unsubscribe = () =>
      desk.app.inject({
        method: "POST",
        url: oneClick.pathname + oneClick.search,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    const res = await unsubscribe();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: followMessages.unsubscribed });
    await editStatus("Registered", "Current");
    expect(await delivered(address)).toEqual([]);
    expect((await unsubscribe()).json()).toEqual({ message: followMessages.linkInvalid });
    const rows = await desk.database.db.select().from(follows).where(eq(follows.email, address));
    expect(rows).toEqual([]);
  });
});

describe("the captcha on a follow", () => {
  it("sends nothing without a solved challenge, and takes each solution once", async () => {
    const { db } = desk.database;
    const altcha = createAltchaVerifier({ db, hmacKey: "follow-test-key-follow-test-key-follow" });
    const runner = createJobRunner({ db, clock: clock(), log: desk.app.log, pollMs: 0 });
    const outbox = createOutbox({ db, jobs: runner, mailer });
    const origin = "https://portal.example.test";
    const { request } = createFollows({
      ...{ db, clock: clock(), outbox, captcha: altcha, jobs: runner },
      ...{ portalUrl: origin, apiOrigin: origin, timeZone: "Pacific/Auckland" },
      metrics: desk.app.core.metrics.follows,
    });
    const refused = { statusCode: 400, message: validationMessages.captchaMissing };
    const token = await solveAltcha((await altcha.createChallenge!()) as Challenge);
    for (const captchaToken of [undefined, "", "not-a-solution"]) {
      await expect(
        request(PERSON_ID, { email: address, captchaToken }, "127.0.0.1"),
      ).rejects.toMatchObject(refused);
    }
    await request(PERSON_ID, { email: address, captchaToken: token }, "127.0.0.1");
    await expect(
      request(PERSON_ID, { email: address, captchaToken: token }, "127.0.0.1"),
    ).rejects.toMatchObject(refused);
    await runner.runDue();
    expect(await delivered(address)).toHaveLength(1);
  });
});

// Last: moving the clock ends the desk's sessions.
describe("the limits of following", () => {
  it(`sends an address at most ${MAILS_A_DAY} confirmation links a day`, async () => {
    for (let i = 0; i <= MAILS_A_DAY; i++) {
      expect((await follow(address)).json()).toEqual({ message: followMessages.requested });
    }
    expect(await delivered(address)).toHaveLength(MAILS_A_DAY);
    clock().advance(24 * HOUR);
    await follow(address);
    expect(await delivered(address)).toHaveLength(1);
  });

  it("counts every spelling of one mailbox against its day's links: case, +tags, Gmail's dots", async () => {
    const [name] = address.split("@");
    const tagged = [1, 2, 3, 4, 5].map((i) => `${name}+follow${i}@example.test`);
    const spellings = [address, address.toUpperCase(), ...tagged, `${name}+x@EXAMPLE.test`];
    const gmail = ["k.ahu@gmail.com", "ka.hu@gmail.com", "kahu+1@googlemail.com", "KAHU@gmail.com"];
    for (const mailbox of [spellings, [...gmail, ...gmail]]) {
      for (const spelling of mailbox) await follow(spelling);
      await desk.app.jobs.runDue();
      const to = new Set(mailbox.map((spelling) => spelling.toLowerCase()));
      expect(mailer.sent.filter((m) => to.has(m.to))).toHaveLength(MAILS_A_DAY);
    }
  });

  it(`sends at most ${CONFIRMATIONS_AN_HOUR} confirmation links an hour in all, and counts what it refused`, async () => {
    const { db } = desk.database;
    const scrape = async () => scrapeText(await desk.app.core.metrics.registry.metrics());
    const ceilingBefore = (await scrape()).value(FOLLOW_REQUESTS, { outcome: "hourly_ceiling" });
    // The hour's links, as as many strangers' requests would have left them.
    await db.transaction(async (tx) => {
      const practitionerId = (await findPractitionerId(tx, PERSON_ID))!;
      for (let i = 0; i < CONFIRMATIONS_AN_HOUR; i++) {
        const email = `stranger-${i}@example.test`;
        const now = clock()();
        const row = await upsertFollowRequest(tx, { email, mailbox: email, practitionerId, now });
        const idHash = `hash-${i}-${address}`;
        await insertFollowToken(tx, {
          idHash,
          followId: row.id,
          purpose: "confirm",
          createdAt: now,
        });
      }
    });
    expect((await follow(address)).json()).toEqual({ message: followMessages.requested });
    expect(await delivered(address)).toEqual([]);
    const after = await scrape();
    expect(after.value(FOLLOW_REQUESTS, { outcome: "hourly_ceiling" })).toBe(ceilingBefore + 1);
    clock().advance(HOUR);
    await follow(address);
    expect(await delivered(address)).toHaveLength(1);
  });

  it(`lets an address follow at most ${RECORDS_AN_ADDRESS} records`, async () => {
    const others = Array.from({ length: RECORDS_AN_ADDRESS }, (_, i) => `${9100 + i}`);
    await desk.database.db.transaction((tx) =>
      insertPractitioners(
        tx,
        others.map((personId) => ({
          ...{ personId, firstNames: "Other", surname: personId, contact: "", address: "" },
          ...{ suburb: "", city: "", territorialAuthority: "", dhb: "", eligible: true },
          ...{ volunteer: false, practices: [registerPractice()] },
        })),
      ),
    );
    for (const [i, personId] of others.entries()) {
      if (i % MAILS_A_DAY === 0) clock().advance(24 * HOUR);
      await following(address, personId);
    }
    clock().advance(24 * HOUR);
    expect((await follow(address)).json()).toEqual({ message: followMessages.requested });
    expect(await delivered(address)).toEqual([]);
    await follow(`other-${address}`);
    expect(await delivered(`other-${address}`)).toHaveLength(1);
  });

  it("forgets an unconfirmed request after 48 hours", async () => {
    await follow(address);
    const [mail] = await delivered(address);
    clock().advance(48 * HOUR);
    const late = await confirm(tokenOf(mail?.links[0]));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: followMessages.linkInvalid });
    await follow(address);
    await desk.app.jobs.runDue();
    const rows = await desk.database.db.select().from(follows).where(eq(follows.email, address));
    expect(rows).toMatchObject([{ confirmedAt: null, requestedAt: clock()() }]);
  });

  it("does the same work for a confirmed follower's request as for anyone's: it queues one job", async () => {
    await following(address);
    const { db } = desk.database;
    const before = await db.select().from(jobs);
    const tokensBefore = await db.$count(followTokens);
    for (const email of [address, `new-${address}`]) {
      expect((await follow(email)).json()).toEqual({ message: followMessages.requested });
    }
    const written = (await db.select().from(jobs)).filter(
      (job) => !before.some((b) => b.id === job.id),
    );
    expect(written.map((job) => [job.kind, job.payload])).toEqual([
      [FOLLOW_REQUEST_JOB, { practitionerId: expect.any(Number), email: address }],
      [FOLLOW_REQUEST_JOB, { practitionerId: expect.any(Number), email: `new-${address}` }],
    ]);
    expect(await db.$count(followTokens)).toBe(tokensBefore);
    expect(await delivered(address)).toEqual([]);
    expect(await delivered(`new-${address}`)).toHaveLength(1);
    // Done, the jobs keep no address.
    const done = await db.select().from(jobs).where(eq(jobs.kind, FOLLOW_REQUEST_JOB));
    expect(JSON.stringify(done.map((job) => job.payload))).not.toContain(address);
  });

  it("takes a follow only as JSON from the portal's own pages, and sends nothing otherwise", async () => {
    const url = followPaths.follow(PERSON_ID);
    const own = desk.app.core.apiOrigin;
    const asForm = { "content-type": "application/x-www-form-urlencoded" };
    const tries = [
      { headers: { ...asForm, origin: own }, payload: `email=${encodeURIComponent(address)}` },
      { headers: { origin: "https://elsewhere.example" }, payload: { email: address } },
      { headers: { origin: "null" }, payload: { email: address } },
      { headers: {}, payload: { email: address } },
      { headers: { "sec-fetch-site": "cross-site" }, payload: { email: address } },
    ];
    const answers = [];
    for (const { headers, payload } of tries) {
      const res = await desk.app.inject({ method: "POST", url, headers, payload });
      answers.push([res.statusCode, res.json()]);
    }
    expect(answers).toEqual([
      [415, { message: followMessages.jsonOnly }],
      ...Array.from({ length: 4 }, () => [403, { message: followMessages.crossSite }]),
    ]);
    expect(await delivered(address)).toEqual([]);
    const sameSite = { "sec-fetch-site": "same-origin" };
    const res = await desk.app.inject({
      method: "POST",
      url,
      headers: sameSite,
      payload: { email: address },
    });
    expect(res.statusCode).toBe(202);
    expect(await delivered(address)).toHaveLength(1);
  });

  it("refuses an unknown record, a bad address and a made-up token with a message", async () => {
    const unknown = await follow(address, "999999");
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { message: publicRegisterMessages.notFound },
    ]);
    const bad = await follow("not an address");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
    expect((await confirm("x".repeat(43))).json()).toEqual({ message: followMessages.linkInvalid });
  });
});
