// The daily lapse expires a few certificates per transaction (LAPSE_BATCH), so it never holds
// PGlite's one connection long: more lapses than fill two batches are all expired, each once,
// each in the operators' trail, and a second run finds nothing more.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  DAY,
  EARLIER_ROUND,
  heldCertificate,
  registeredPerson,
  roundDatabases,
  useRenewalRound,
} from "../../../../test/rounds.ts";
import * as schema from "../../../db/schema.ts";
import { findPractitionerId, insertPractitioners } from "../../register/index.ts";
import { addRound } from "../rounds/index.ts";
import { LAPSE_BATCH } from "./lapse.ts";

describe.each(roundDatabases)("the lapse in batches on $name", (testDb) => {
  // 1 June 2026: the 2026/2027 round's grace ended on 14 April.
  const round = useRenewalRound(testDb, new Date("2026-06-01T00:00:00Z"));

  it("expires more certificates than two batches hold, each once", async () => {
    const { db } = round.service.database;
    const count = LAPSE_BATCH * 2 + 3;
    await addRound(db, EARLIER_ROUND);
    const personIds = Array.from({ length: count }, (_, i) => String(71000 + i));
    await db.transaction((tx) =>
      insertPractitioners(
        tx,
        personIds.map((id) => registeredPerson(id, `Lapsing${id}`)),
      ),
    );
    const lapsing = await Promise.all(personIds.map((id) => findPractitionerId(db, id)));
    await db
      .insert(schema.practisingCertificates)
      .values(lapsing.map((id) => heldCertificate(id!, EARLIER_ROUND)));
    const expiredCount = async () =>
      (
        await db
          .select()
          .from(schema.practisingCertificates)
          .where(
            and(
              eq(schema.practisingCertificates.year, EARLIER_ROUND.year),
              eq(schema.practisingCertificates.status, "expired"),
            ),
          )
      ).length;
    const trailCount = async () =>
      (
        await db
          .select()
          .from(schema.auditEvents)
          .where(eq(schema.auditEvents.event, "certificate.expired"))
      ).length;

    await round.service.app.jobs.runDue();
    expect(await expiredCount()).toBe(count);
    expect(await trailCount()).toBe(count);

    round.clock.advance(DAY); // the next day's lapse finds nothing more to expire
    await round.service.app.jobs.runDue();
    expect(await expiredCount()).toBe(count);
    expect(await trailCount()).toBe(count);
  });
});
