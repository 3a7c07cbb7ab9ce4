// Following a practitioner's public record by e-mail (docs/decisions/045, 057). A request
// answers the same whatever the address (the route's 202), and in the same time: it only finds
// the record and queues a job, so nobody learns who follows whom. What the job does depends on
// the address: nothing for a confirmed follower or one over its limits, else a confirmation
// link through the outbox. A change of a followed record is written to each
// confirmed follower in the change's own transaction (notifyFollowers), with a one-click
// unsubscribe link of its own. Links carry secret tokens kept only as hashes.
import {
  calendarDateAt,
  FOLLOW_CONFIRM_HOURS,
  type FollowRequest,
  followMessages,
  followPages,
  followPaths,
  MAX_FOLLOW_CONFIRMATIONS_PER_HOUR,
  MAX_FOLLOW_MAILS_PER_DAY,
  MAX_FOLLOWS_PER_ADDRESS,
  publicRegisterMessages,
  validationMessages,
} from "@portal/contract";
import { z } from "zod";
import type { Clock } from "../../core/clock.ts";
import { mailboxOf } from "../../core/mailbox.ts";
import type { Db, Executor } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { hashSecretToken, isWellFormedSecretToken, newSecretToken } from "../../secret-token.ts";
import type { CaptchaVerifier } from "../captcha/index.ts";
import type { JobRunner } from "../jobs/index.ts";
import { letterMail, lockMailbox, type Outbox } from "../mail/index.ts";
import type { FollowMetrics, FollowOutcome } from "../metrics/index.ts";
import { publicPractitionerOf } from "../public-register/index.ts";
import { findPractitionerId, findRegisterEntry, type NotifyFollowers } from "../register/index.ts";
import { followTexts, publicChangesOf } from "./follow-texts.ts";
import {
  confirmedFollowersOf,
  confirmFollowOf,
  countAllConfirmMailsSince,
  countConfirmMailsSince,
  countFollowsOf,
  deleteFollowOf,
  deleteStaleFollows,
  type FollowTokenPurpose,
  findFollow,
  insertFollowToken,
  upsertFollowRequest,
} from "./store.ts";

const HOUR_MS = 3_600_000;
const CONFIRM_MS = FOLLOW_CONFIRM_HOURS * HOUR_MS;
export const FOLLOW_REQUEST_JOB = "follow:request";
const requestJobSchema = z.object({ practitionerId: z.number().int(), email: z.string() });

export interface FollowsDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  /** The portal's captcha: each request must have solved one. */
  captcha: CaptchaVerifier;
  /** Runs each request's work (askToConfirm) apart from its answer. */
  jobs: JobRunner;
  /** {PUBLIC_URL}{basename}: where the portal's pages are. */
  portalUrl: string;
  /** The origin of the service's API, for the one-click unsubscribe a mail client POSTs. */
  apiOrigin: string;
  /** The regulator's time zone: the record a follower is sent is the one of its calendar day. */
  timeZone: string;
  metrics: FollowMetrics;
}

export function createFollows(deps: FollowsDeps) {
  const page = (path: string) => `${deps.portalUrl}/${path}`;

  /** A new link of the follow: its token, whose hash alone is kept. */
  async function newLink(
    ex: Executor,
    followId: number,
    purpose: FollowTokenPurpose,
    ttl?: number,
  ) {
    const token = newSecretToken();
    const createdAt = deps.clock();
    const expiresAt = ttl === undefined ? null : new Date(createdAt.getTime() + ttl);
    await insertFollowToken(ex, {
      idHash: hashSecretToken(token),
      followId,
      purpose,
      createdAt,
      expiresAt,
    });
    return token;
  }

  /** "sent" when the address may be sent a confirmation link for this record now, else why not. */
  async function mayAsk(
    tx: Executor,
    { email, mailbox }: { email: string; mailbox: string },
    practitionerId: number,
    now: Date,
  ): Promise<FollowOutcome> {
    const existing = await findFollow(tx, email, practitionerId);
    if (existing?.confirmedAt) return "following";
    if (!existing && (await countFollowsOf(tx, mailbox)) >= MAX_FOLLOWS_PER_ADDRESS) {
      return "mailbox_limit";
    }
    const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
    if ((await countConfirmMailsSince(tx, mailbox, dayAgo)) >= MAX_FOLLOW_MAILS_PER_DAY) {
      return "mailbox_limit";
    }
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const lastHour = await countAllConfirmMailsSince(tx, hourAgo);
    return lastHour >= MAX_FOLLOW_CONFIRMATIONS_PER_HOUR ? "hourly_ceiling" : "sent";
  }

  /** A request's work, in its job: a confirmation link, unless the limits say otherwise. */
  const askToConfirm = (practitionerId: number, email: string) =>
    deps.db.transaction(async (tx): Promise<FollowOutcome | undefined> => {
      const now = deps.clock();
      const entry = await findRegisterEntry(tx, practitionerId, calendarDateAt(now, deps.timeZone));
      // Gone from the register since it was asked for: nothing to follow.
      if (!entry) return undefined;
      const mailbox = mailboxOf(email);
      await lockMailbox(tx, "follows", mailbox);
      await deleteStaleFollows(tx, now, new Date(now.getTime() - CONFIRM_MS));
      const outcome = await mayAsk(tx, { email, mailbox }, practitionerId, now);
      if (outcome !== "sent") return outcome;
      const follow = await upsertFollowRequest(tx, { email, mailbox, practitionerId, now });
      const link = `${page(followPages.confirm)}#${await newLink(tx, follow.id, "confirm", CONFIRM_MS)}`;
      const text = followTexts.confirm(publicPractitionerOf(entry), link);
      await deps.outbox.enqueue(
        tx,
        letterMail({ to: email, name: undefined }, text.subject, text.lines, [link]),
      );
      return outcome;
    });

  deps.jobs.handle(FOLLOW_REQUEST_JOB, {
    async run(payload) {
      const { practitionerId, email } = requestJobSchema.parse(payload);
      const outcome = await askToConfirm(practitionerId, email);
      if (outcome) deps.metrics.requested(outcome);
      // Done, the job keeps no address.
      return { payload: { practitionerId, outcome: outcome ?? "withdrawn" } };
    },
  });

  const notifyFollowers: NotifyFollowers = async (tx, practitionerId, change) => {
    const after = publicPractitionerOf(change.after);
    const changes = publicChangesOf(publicPractitionerOf(change.before), after);
    if (changes.length === 0) return;
    const record = page(`public-register/${encodeURIComponent(after.registrationNumber)}`);
    for (const follower of await confirmedFollowersOf(tx, practitionerId)) {
      const token = await newLink(tx, follower.id, "unsubscribe");
      const landing = `${page(followPages.unsubscribe)}#${token}`;
      const oneClick = `${deps.apiOrigin}${followPaths.unsubscribe}?token=${token}`;
      const text = followTexts.changed(after, changes, record, landing);
      const to = { to: follower.email, name: undefined };
      await deps.outbox.enqueue(
        tx,
        {
          ...letterMail(to, text.subject, text.lines, [record, landing]),
          headers: {
            "List-Unsubscribe": `<${oneClick}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        },
        { bulk: true },
      );
    }
  };

  return {
    /**
     * Asks for the address to follow the record; 404 only for a record the register lacks.
     * Whoever asks, it does the same work – finds the record, queues the job – so its time
     * does not tell a confirmed follower (or a mailbox over its limits) from anyone else.
     */
    async request(
      registrationNumber: string,
      { email: address, captchaToken }: FollowRequest,
      ip: string,
    ): Promise<void> {
      // A person, not a script sending the form round to strangers' addresses.
      if (!(await deps.captcha.verify(captchaToken ?? "", ip))) {
        throw new ClientError(400, validationMessages.captchaMissing);
      }
      const email = address.trim().toLowerCase();
      // The person's row is their record: the job reads the rest, and does nothing for a
      // record gone by then.
      const practitionerId = await findPractitionerId(deps.db, registrationNumber.trim());
      if (!practitionerId) throw new ClientError(404, publicRegisterMessages.notFound);
      await deps.jobs.enqueue(deps.db, {
        kind: FOLLOW_REQUEST_JOB,
        payload: { practitionerId, email },
      });
    },

    /** Confirms the follow of a confirmation link; using it again changes nothing. */
    async confirm(token: unknown): Promise<void> {
      const found =
        isWellFormedSecretToken(token) &&
        (await confirmFollowOf(deps.db, hashSecretToken(token), deps.clock()));
      if (!found) throw new ClientError(400, followMessages.linkInvalid);
    },

    /** Ends the follow of an unsubscribe link, with every link of it. */
    async unsubscribe(token: unknown): Promise<void> {
      const found =
        isWellFormedSecretToken(token) && (await deleteFollowOf(deps.db, hashSecretToken(token)));
      if (!found) throw new ClientError(400, followMessages.linkInvalid);
    },

    notifyFollowers,
  };
}

export type Follows = ReturnType<typeof createFollows>;
