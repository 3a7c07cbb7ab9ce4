// Following a practitioner's public record by e-mail (docs/decisions/045). A request answers
// the same whatever the address (the route's 202), so nobody learns who follows whom; what it
// does depends on the address: nothing for a confirmed follower or one over its limits, else a
// confirmation link through the outbox. A change of a followed record is written to each
// confirmed follower in the change's own transaction (notifyFollowers), with a one-click
// unsubscribe link of its own. Links carry secret tokens kept only as hashes.
import {
  calendarDateAt,
  FOLLOW_CONFIRM_HOURS,
  followMessages,
  followPages,
  followPaths,
  MAX_FOLLOW_MAILS_PER_DAY,
  MAX_FOLLOWS_PER_ADDRESS,
  publicRegisterMessages,
} from "@portal/contract";
import type { Clock } from "../../core/clock.ts";
import type { Db, Executor } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { hashSecretToken, isWellFormedSecretToken, newSecretToken } from "../../secret-token.ts";
import { letterMail, type Outbox } from "../mail/index.ts";
import { publicPractitionerOf } from "../public-register/index.ts";
import { findPractitionerId, findRegisterEntry, type NotifyFollowers } from "../register/index.ts";
import { followTexts, publicChangesOf } from "./follow-texts.ts";
import {
  confirmedFollowersOf,
  confirmFollowOf,
  countConfirmMailsSince,
  countFollowsOf,
  deleteFollowOf,
  deleteStaleFollows,
  type FollowTokenPurpose,
  findFollow,
  insertFollowToken,
  lockAddress,
  upsertFollowRequest,
} from "./store.ts";

const HOUR_MS = 3_600_000;
const CONFIRM_MS = FOLLOW_CONFIRM_HOURS * HOUR_MS;

export interface FollowsDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  /** {PUBLIC_URL}{basename}: where the portal's pages are. */
  portalUrl: string;
  /** The origin of the service's API, for the one-click unsubscribe a mail client POSTs. */
  apiOrigin: string;
  /** The regulator's time zone: the record a follower is sent is the one of its calendar day. */
  timeZone: string;
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

  /** Whether the address may be sent a confirmation link for this record now. */
  async function mayAsk(tx: Executor, email: string, practitionerId: number, now: Date) {
    const existing = await findFollow(tx, email, practitionerId);
    if (existing?.confirmedAt) return false;
    if (!existing && (await countFollowsOf(tx, email)) >= MAX_FOLLOWS_PER_ADDRESS) return false;
    const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
    return (await countConfirmMailsSince(tx, email, dayAgo)) < MAX_FOLLOW_MAILS_PER_DAY;
  }

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
    /** Asks for the address to follow the record; 404 only for a record the register lacks. */
    async request(registrationNumber: string, address: string): Promise<void> {
      const email = address.trim().toLowerCase();
      await deps.db.transaction(async (tx) => {
        const practitionerId = await findPractitionerId(tx, registrationNumber.trim());
        const now = deps.clock();
        const entry =
          practitionerId &&
          (await findRegisterEntry(tx, practitionerId, calendarDateAt(now, deps.timeZone)));
        if (!practitionerId || !entry) throw new ClientError(404, publicRegisterMessages.notFound);
        await lockAddress(tx, email);
        await deleteStaleFollows(tx, now, new Date(now.getTime() - CONFIRM_MS));
        if (!(await mayAsk(tx, email, practitionerId, now))) return;
        const follow = await upsertFollowRequest(tx, { email, practitionerId, now });
        const link = `${page(followPages.confirm)}#${await newLink(tx, follow.id, "confirm", CONFIRM_MS)}`;
        const text = followTexts.confirm(publicPractitionerOf(entry), link);
        await deps.outbox.enqueue(
          tx,
          letterMail({ to: email, name: undefined }, text.subject, text.lines, [link]),
        );
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
