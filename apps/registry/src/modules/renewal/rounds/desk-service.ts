// An admin's renewal rounds at the desk: listed, added and changed, each write in one
// transaction with its staff audit entry. The figures' shapes were checked at the boundary
// (contract desk/rounds.ts); the rules between them, the years and periods of the other
// rounds, and what a round under way keeps are checked here.
import {
  addDays,
  type Round,
  type RoundBody,
  roundProblems,
  roundRefusals,
  roundYearCode,
  roundYearOfCode,
} from "@portal/contract";
import type { Clock } from "../../../core/clock.ts";
import type { Db, Executor } from "../../../db/client.ts";
import { ClientError } from "../../../http/client-error.ts";
import type { AuditTrail } from "../../audit/index.ts";
import {
  findDeskRound,
  findOverlappingRound,
  insertRound,
  listRounds,
  lockRounds,
  updateRound,
} from "./desk-store.ts";
import type { PractisingRound } from "./store.ts";

export interface RoundDeskDeps {
  db: Db;
  clock: Clock;
  audit: Pick<AuditTrail, "recordIn">;
}

/** The figures applications were started on: a round under way keeps them. */
const KEPT = ["year", "startsOn", "endsOn", "feeCents"] as const;
const FIGURES = [...KEPT, "opensOn", "deadline", "graceDays", "lateFeeCents"] as const;

const figuresOf = (round: RoundBody | PractisingRound): RoundBody =>
  Object.fromEntries(FIGURES.map((name) => [name, round[name]])) as RoundBody;

function roundOf(row: PractisingRound, opened: boolean): Round {
  return {
    ...figuresOf(row),
    yearCode: roundYearCode(row.year),
    graceEndsOn: addDays(row.deadline, row.graceDays),
    opened,
  };
}

function refuseProblems(body: RoundBody) {
  const problems = roundProblems(body);
  if (problems.length > 0) {
    throw new ClientError(400, problems.map((p) => p.message).join(" "));
  }
}

export function createRoundDesk(deps: RoundDeskDeps) {
  const { db } = deps;
  const refuseOverlap = async (tx: Executor, body: RoundBody, except?: string) => {
    const other = await findOverlappingRound(tx, body, except);
    if (other !== undefined) throw new ClientError(409, roundRefusals.overlaps(other));
  };
  return {
    async list(): Promise<Round[]> {
      return (await listRounds(db)).map(({ round, opened }) => roundOf(round, opened));
    },

    /** A new round of the admin `actor`, recorded as theirs. */
    async create(actor: { staffId: number }, body: RoundBody): Promise<Round> {
      refuseProblems(body);
      const figures = figuresOf(body);
      return db.transaction(async (tx) => {
        await lockRounds(tx);
        if (await findDeskRound(tx, body.year)) {
          throw new ClientError(409, roundRefusals.yearTaken(body.year));
        }
        await refuseOverlap(tx, body);
        await insertRound(tx, figures);
        await deps.audit.recordIn(tx, {
          action: "round.created",
          staffId: actor.staffId,
          submissionId: null,
          after: figures,
          at: deps.clock(),
        });
        return roundOf((await findDeskRound(tx, body.year))!.round, false);
      });
    },

    /** The round of `yearCode` changed to `body` by the admin `actor`, recorded as theirs. */
    async change(actor: { staffId: number }, yearCode: string, body: RoundBody): Promise<Round> {
      refuseProblems(body);
      const year = roundYearOfCode(yearCode);
      return db.transaction(async (tx) => {
        await lockRounds(tx);
        const found = await findDeskRound(tx, year);
        if (!found) throw new ClientError(404, roundRefusals.notFound);
        const before = figuresOf(found.round);
        const after = figuresOf(body);
        const changed = FIGURES.filter((name) => before[name] !== after[name]);
        if (found.opened && changed.some((name) => (KEPT as readonly string[]).includes(name))) {
          throw new ClientError(400, roundRefusals.opened);
        }
        if (body.year !== year && (await findDeskRound(tx, body.year))) {
          throw new ClientError(409, roundRefusals.yearTaken(body.year));
        }
        await refuseOverlap(tx, body, year);
        if (changed.length > 0) {
          await updateRound(tx, year, after);
          const pick = (figures: RoundBody) =>
            Object.fromEntries(changed.map((name) => [name, figures[name]]));
          await deps.audit.recordIn(tx, {
            action: "round.changed",
            staffId: actor.staffId,
            submissionId: null,
            before: { year, ...pick(before) },
            after: { year: body.year, ...pick(after) },
            at: deps.clock(),
          });
        }
        return roundOf((await findDeskRound(tx, body.year))!.round, found.opened);
      });
    },
  };
}

export type RoundDesk = ReturnType<typeof createRoundDesk>;
