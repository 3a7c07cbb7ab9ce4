// SQL of the lapse: expiring the certificates whose next year's grace has ended without a
// renewal, and where to write to each holder, to tell them.
import { sql } from "drizzle-orm";
import { type Executor, executeRows } from "../../../db/client.ts";
import { practisingCertificates, practisingRounds } from "../../../db/schema.ts";

export interface LapsedCertificate {
  id: number;
  practitionerId: number;
  year: string;
  endsOn: string;
  /** The round whose grace ended. */
  nextYear: string;
}

/**
 * Expires up to `limit` current certificates whose period and next round's grace both ended
 * before `today` (YYYY-MM-DD) while their holder has no certificate for that round: once each
 * (only current ones change; rows another transaction is expiring are skipped, not waited
 * for). A grace that ends first leaves the certificate to its period's end.
 */
export async function expireLapsedCertificates(
  ex: Executor,
  today: string,
  at: Date,
  limit: number,
) {
  const c = practisingCertificates;
  const r = practisingRounds;
  const rows = await executeRows<{
    id: number;
    practitioner_id: number;
    year: string;
    ends_on: string;
    next_year: string;
  }>(
    ex,
    sql`with due as (
          select ${c.id} as id, ${r.year} as next_year
          from ${c} join ${r} on ${r.startsOn} > ${c.endsOn} and ${r.startsOn} <= ${c.endsOn} + 1
          where ${c.status} = 'current' and ${c.endsOn} < ${today}::date
            and ${r.deadline} + ${r.graceDays} < ${today}::date
            and not exists (select 1 from ${c} renewed
                            where renewed.practitioner_id = ${c.practitionerId}
                              and renewed.year = ${r.year})
          order by ${c.id} limit ${limit}
          for update of ${c} skip locked)
        update ${c} set status = 'expired', expired_at = ${at.toISOString()}
        from due where ${c.id} = due.id
        returning ${c.id} as id, ${c.practitionerId} as practitioner_id, ${c.year} as year,
          ${c.endsOn}::text as ends_on, due.next_year as next_year`,
  );
  return rows.map(
    (row): LapsedCertificate => ({
      id: Number(row.id),
      practitionerId: Number(row.practitioner_id),
      year: row.year,
      endsOn: row.ends_on,
      nextYear: row.next_year,
    }),
  );
}
