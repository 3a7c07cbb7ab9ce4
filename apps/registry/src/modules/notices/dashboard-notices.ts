// Messages left for a user's dashboard (a registrar's decision, a renewal reminder): the next
// GET user (or login) answers them as its `message` (SPEC §3 Message), once.

import type { Clock } from "../../core/clock.ts";
import type { Db } from "../../db/client.ts";
import { takeNotices } from "./store.ts";

export function createDashboardNotices(deps: { db: Db; clock: Clock }) {
  return {
    async take(userId: number): Promise<string | undefined> {
      const messages = await takeNotices(deps.db, userId, deps.clock());
      return messages.length > 0 ? messages.join(" ") : undefined;
    },
  };
}
