// SQL of used ALTCHA challenges: a challenge id is recorded once; a second record of the same
// id is a replay. Rows are kept until the challenge itself expires, then swept.
import { lt } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { captchaSolutions } from "../../db/schema.ts";

/** True if the id was not used before (and is now recorded); false for a replay. */
export async function recordSolution(
  ex: Executor,
  challengeId: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await ex
    .insert(captchaSolutions)
    .values({ challengeId, expiresAt })
    .onConflictDoNothing({ target: captchaSolutions.challengeId })
    .returning({ challengeId: captchaSolutions.challengeId });
  return rows.length === 1;
}

export async function deleteExpiredSolutions(ex: Executor, now: Date): Promise<void> {
  await ex.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
}
