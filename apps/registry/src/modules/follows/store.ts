// SQL of the followers of public records. A link's token is looked up by its hash only; a
// confirmation link stays usable (to the same effect) until it expires, an unsubscribe link
// deletes the follow with all its links in one statement.
import { and, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { firstRow } from "../../db/rows.ts";
import { follows, followTokens } from "../../db/schema.ts";

export type FollowRow = typeof follows.$inferSelect;
export type FollowTokenPurpose = (typeof followTokens.$inferSelect)["purpose"];

/** Forgets unconfirmed follows last asked for before `cutoff`, and expired confirmation links. */
export async function deleteStaleFollows(ex: Executor, now: Date, cutoff: Date): Promise<void> {
  const unconfirmed = and(isNull(follows.confirmedAt), lt(follows.requestedAt, cutoff));
  await Promise.all([
    ex.delete(follows).where(unconfirmed),
    ex.delete(followTokens).where(lt(followTokens.expiresAt, now)),
  ]);
}

export async function findFollow(
  ex: Executor,
  email: string,
  practitionerId: number,
): Promise<FollowRow | undefined> {
  const same = and(eq(follows.email, email), eq(follows.practitionerId, practitionerId));
  return firstRow(ex.select().from(follows).where(same));
}

/** The follow of the address and record, made or asked for again at `now`. */
export async function upsertFollowRequest(
  ex: Executor,
  follow: { email: string; mailbox: string; practitionerId: number; now: Date },
): Promise<FollowRow> {
  const { email, mailbox, practitionerId, now } = follow;
  const [row] = await ex
    .insert(follows)
    .values({ email, mailbox, practitionerId, requestedAt: now })
    .onConflictDoUpdate({
      target: [follows.email, follows.practitionerId],
      set: { requestedAt: now },
    })
    .returning();
  return row!;
}

/** How many records the mailbox follows or has asked to follow, by any of its addresses. */
export async function countFollowsOf(ex: Executor, mailbox: string): Promise<number> {
  return ex.$count(follows, eq(follows.mailbox, mailbox));
}

/** How many confirmation links the whole service sent after `since`. */
export async function countAllConfirmMailsSince(ex: Executor, since: Date): Promise<number> {
  return ex.$count(
    followTokens,
    and(eq(followTokens.purpose, "confirm"), gt(followTokens.createdAt, since)),
  );
}

/** How many confirmation links went to the mailbox after `since`, by any of its addresses. */
export async function countConfirmMailsSince(
  ex: Executor,
  mailbox: string,
  since: Date,
): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(followTokens)
    .innerJoin(follows, eq(follows.id, followTokens.followId))
    .where(
      and(
        eq(follows.mailbox, mailbox),
        eq(followTokens.purpose, "confirm"),
        gt(followTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function insertFollowToken(
  ex: Executor,
  row: typeof followTokens.$inferInsert,
): Promise<void> {
  await ex.insert(followTokens).values(row);
}

/** The follow a link's hash belongs to, as a subquery: a confirmation link only until `now`. */
function followOfLink(ex: Executor, idHash: string, purpose: FollowTokenPurpose, now?: Date) {
  const { followId, expiresAt } = followTokens;
  const link = and(eq(followTokens.idHash, idHash), eq(followTokens.purpose, purpose));
  const live = now ? and(link, gt(expiresAt, now)) : link;
  return eq(follows.id, sql`(${ex.select({ followId }).from(followTokens).where(live)})`);
}

/** Confirms the follow of an unexpired confirmation link; undefined for any other hash. */
export async function confirmFollowOf(ex: Executor, idHash: string, now: Date) {
  // The first confirmation's moment stays; a Date is sent as text, which both drivers take.
  const confirmedAt = sql`coalesce(${follows.confirmedAt}, ${now.toISOString()}::timestamptz)`;
  const confirmed = ex
    .update(follows)
    .set({ confirmedAt })
    .where(followOfLink(ex, idHash, "confirm", now));
  return firstRow(confirmed.returning({ id: follows.id }));
}

/** Deletes the follow of an unsubscribe link, with its links; undefined for any other hash. */
export async function deleteFollowOf(ex: Executor, idHash: string) {
  const deleted = ex.delete(follows).where(followOfLink(ex, idHash, "unsubscribe"));
  return firstRow(deleted.returning({ id: follows.id }));
}

/** The confirmed followers of a record. */
export async function confirmedFollowersOf(ex: Executor, practitionerId: number) {
  return ex
    .select({ id: follows.id, email: follows.email })
    .from(follows)
    .where(and(eq(follows.practitionerId, practitionerId), isNotNull(follows.confirmedAt)))
    .orderBy(follows.id);
}
