// The desk's view of a renewal round: its figures with who must renew counted by status and
// profession, who has not filed (paged, or every row as CSV), and a reminder sent now to one of
// them (desk-reminder.ts). A round is found by its year code; an unknown one is a 404.
import {
  addDays,
  notFiledStatuses,
  type Profession,
  professionNames,
  professionOf,
  type RenewalStatus,
  type RoundSummary,
  renewalCounts,
  roundViewMessages,
  roundYearCode,
  roundYearOfCode,
} from "@portal/contract";
import type { Db } from "../../../db/client.ts";
import { ClientError } from "../../../http/client-error.ts";
import { spreadsheetCsv } from "../../../http/csv.ts";
import { APC_FORM_TYPE, findRound } from "../rounds/index.ts";
import { countRoundRows, countRoundStatuses, findRoundRows, type RoundRow } from "./store.ts";

type Counts = Record<RenewalStatus, number>;

/** The round a path names, or 404. */
export async function roundOrRefuse(db: Db, yearCode: string) {
  const round = await findRound(db, roundYearOfCode(yearCode));
  if (!round) throw new ClientError(404, roundViewMessages.roundNotFound);
  return round;
}

/** A desk step (a scheduled step's name as it is, a desk send's "desk-YYYY-MM-DD" as "desk"). */
const stepShown = (step: string) => (step.startsWith("desk-") ? "desk" : step);

export const nameOf = (row: Pick<RoundRow, "firstNames" | "surname">) =>
  `${row.firstNames} ${row.surname}`.trim();

const notFiledItem = (row: RoundRow) => ({
  practitionerId: row.practitionerId,
  name: nameOf(row),
  registrationNumber: row.personId,
  profession: professionOf(row.firstPractice),
  status: row.status as (typeof notFiledStatuses)[number],
  email: row.email,
  hasAccount: row.userId !== null,
  lastReminder: row.lastReminder && {
    step: stepShown(row.lastReminder.step),
    sentAt: row.lastReminder.sentAt,
  },
});

const CSV_COLUMNS = [
  "name",
  "registration_number",
  "profession",
  "status",
  "email",
  "account",
  "last_reminder_step",
  "last_reminder_sent_at",
];

export function createRoundView(deps: { db: Db }) {
  const { db } = deps;
  return {
    async summary(yearCode: string): Promise<RoundSummary> {
      const round = await roundOrRefuse(db, yearCode);
      const counts = renewalCounts();
      const byProfession = new Map<Profession | "", Counts>();
      for (const c of await countRoundStatuses(db, round, APC_FORM_TYPE)) {
        const profession = professionOf(c.firstPractice);
        const ofProfession = byProfession.get(profession) ?? renewalCounts();
        ofProfession[c.status] += c.count;
        byProfession.set(profession, ofProfession);
        counts[c.status] += c.count;
      }
      const sum = (of: Counts) => Object.values(of).reduce((a, b) => a + b, 0);
      return {
        year: round.year,
        startsOn: round.startsOn,
        endsOn: round.endsOn,
        opensOn: round.opensOn,
        deadline: round.deadline,
        graceEndsOn: addDays(round.deadline, round.graceDays),
        feeCents: round.feeCents,
        total: sum(counts),
        counts,
        // The register's order of professions; those without a scope the lists name last.
        byProfession: [...professionNames, "" as const]
          .filter((p) => byProfession.has(p))
          .map((profession) => {
            const of = byProfession.get(profession)!;
            return { profession, total: sum(of), counts: of };
          }),
      };
    },

    async notFiled(yearCode: string, page: { page: number; pageSize: number }) {
      const round = await roundOrRefuse(db, yearCode);
      const offset = (page.page - 1) * page.pageSize;
      const rows = await findRoundRows(db, round, APC_FORM_TYPE, notFiledStatuses, {
        offset,
        limit: page.pageSize,
      });
      const total = await countRoundRows(db, round, APC_FORM_TYPE, notFiledStatuses);
      return { total, ...page, items: rows.map(notFiledItem) };
    },

    /** Every row of the not-filed list as CSV, safe to open in a spreadsheet. */
    async notFiledCsv(yearCode: string) {
      const round = await roundOrRefuse(db, yearCode);
      const rows = await findRoundRows(db, round, APC_FORM_TYPE, notFiledStatuses);
      const csv = spreadsheetCsv(
        CSV_COLUMNS,
        rows
          .map(notFiledItem)
          .map((item) => [
            item.name,
            item.registrationNumber,
            item.profession,
            item.status,
            item.email ?? "",
            item.hasAccount ? "yes" : "no",
            item.lastReminder?.step ?? "",
            item.lastReminder?.sentAt.toISOString() ?? "",
          ]),
      );
      return { fileName: `renewal-${roundYearCode(round.year)}-not-filed.csv`, csv };
    },
  };
}

export type RoundView = ReturnType<typeof createRoundView>;
