// SQL of dashboard notices: one left for a user, and a user's undelivered ones taken.
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { notices } from "../../db/schema.ts";

export async function insertNotice(ex: Executor, userId: number, message: string, at: Date) {
  await ex.insert(notices).values({ userId, message, createdAt: at });
}

/** The user's undelivered notices, oldest first, marked delivered in the same statement. */
export async function takeNotices(ex: Executor, userId: number, at: Date): Promise<string[]> {
  const rows = await ex
    .update(notices)
    .set({ deliveredAt: at })
    .where(and(eq(notices.userId, userId), isNull(notices.deliveredAt)))
    .returning({ id: notices.id, message: notices.message });
  return rows.sort((a, b) => a.id - b.id).map((r) => r.message);
}
