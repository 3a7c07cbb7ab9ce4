// SQL of the one-time links that set a staff password, keyed by the SHA-256 of their tokens.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { firstRow } from "../../../db/rows.ts";
import { staffPasswordLinks } from "../../../db/schema.ts";

export async function insertPasswordLink(
  ex: Executor,
  row: { tokenHash: string; staffId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await ex.insert(staffPasswordLinks).values({
    tokenHash: row.tokenHash,
    staffId: row.staffId,
    createdAt: row.now,
    expiresAt: row.expiresAt,
  });
}

/** The link of that token while it is unused and unexpired. */
const liveLink = (tokenHash: string, now: Date) =>
  and(
    eq(staffPasswordLinks.tokenHash, tokenHash),
    isNull(staffPasswordLinks.usedAt),
    gt(staffPasswordLinks.expiresAt, now),
  );

/** The link's account when it is unused and unexpired: a read only. */
export async function findLivePasswordLink(ex: Executor, tokenHash: string, now: Date) {
  const { staffId } = staffPasswordLinks;
  return firstRow(ex.select({ staffId }).from(staffPasswordLinks).where(liveLink(tokenHash, now)));
}

/** Uses the link up, in one statement, so that two requests cannot both use it. */
export async function takePasswordLink(ex: Executor, tokenHash: string, now: Date) {
  const row = await firstRow(
    ex
      .update(staffPasswordLinks)
      .set({ usedAt: now })
      .where(liveLink(tokenHash, now))
      .returning({ staffId: staffPasswordLinks.staffId }),
  );
  return row?.staffId;
}

/** The account's unused links go (a new one replaces them). */
export async function deleteUnusedPasswordLinks(ex: Executor, staffId: number): Promise<void> {
  await ex
    .delete(staffPasswordLinks)
    .where(and(eq(staffPasswordLinks.staffId, staffId), isNull(staffPasswordLinks.usedAt)));
}
