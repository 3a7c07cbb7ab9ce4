// An admin's recertification cycles at the desk: listed, added and changed, each write in one
// transaction with its staff audit entry. The figures' shapes were checked at the boundary
// (contract desk/recert-cycles.ts); the rules between them, the other cycles of the
// profession, and that an ended cycle stays as it was are checked here.
import {
  addDays,
  type Cycle,
  type CycleBody,
  calendarDateAt,
  cycleEndsOn,
  cycleProblems,
  cycleRefusals,
} from "@portal/contract";
import type { Executor } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import {
  type CycleRow,
  findCycle,
  findOverlappingCycle,
  insertCycle,
  listCycles,
  lockCycles,
  type NewCycleRow,
  updateCycle,
} from "./cycles-store.ts";
import type { RecertDeskDeps } from "./desk-deps.ts";

/** The whole years from the first day to the day after the last (cycleEndsOn's inverse). */
const yearsOf = (row: Pick<CycleRow, "startsOn" | "endsOn">) =>
  Number(addDays(row.endsOn, 1).slice(0, 4)) - Number(row.startsOn.slice(0, 4));

export function cycleOf(row: CycleRow): Cycle {
  return {
    id: row.id,
    profession: row.profession as Cycle["profession"],
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    years: yearsOf(row),
    totalHours: row.totalHours,
    categoryHours: row.categoryHours,
    planRequired: row.planRequired,
    peerContacts: row.peerContacts,
  };
}

const rowOf = (body: CycleBody): NewCycleRow => ({
  profession: body.profession,
  startsOn: body.startsOn,
  endsOn: cycleEndsOn(body.startsOn, body.years),
  totalHours: body.totalHours,
  categoryHours: body.categoryHours,
  planRequired: body.planRequired,
  peerContacts: body.peerContacts,
});

/** A cycle written without a desk's actor (the demo's): the figures' rules still hold. */
export async function addCycle(ex: Executor, body: CycleBody): Promise<void> {
  refuseProblems(body);
  await insertCycle(ex, rowOf(body));
}

function refuseProblems(body: CycleBody) {
  const problems = cycleProblems(body);
  if (problems.length > 0) throw new ClientError(400, problems.map((p) => p.message).join(" "));
}

export function createCycleDesk(deps: RecertDeskDeps) {
  const { db } = deps;
  const refuseOverlap = async (tx: Executor, row: NewCycleRow, except?: number) => {
    const other = await findOverlappingCycle(tx, row, except);
    if (other) throw new ClientError(409, cycleRefusals.overlaps(row.profession, other));
  };
  const record = (tx: Executor, action: "created" | "changed", staffId: number, detail: object) =>
    deps.audit.recordIn(tx, {
      action: `recert_cycle.${action}`,
      staffId,
      submissionId: null,
      ...detail,
      at: deps.clock(),
    });
  return {
    async list(): Promise<Cycle[]> {
      return (await listCycles(db)).map(cycleOf);
    },

    /** A new cycle of the admin `actor`, recorded as theirs. */
    async create(actor: { staffId: number }, body: CycleBody): Promise<Cycle> {
      refuseProblems(body);
      const row = rowOf(body);
      return db.transaction(async (tx) => {
        await lockCycles(tx);
        await refuseOverlap(tx, row);
        const id = await insertCycle(tx, row);
        await record(tx, "created", actor.staffId, { after: { id, ...row } });
        return cycleOf((await findCycle(tx, id))!);
      });
    },

    /** The cycle `id` changed to `body` by the admin `actor`; an ended cycle stays. */
    async change(actor: { staffId: number }, id: number, body: CycleBody): Promise<Cycle> {
      refuseProblems(body);
      const row = rowOf(body);
      return db.transaction(async (tx) => {
        await lockCycles(tx);
        const found = Number.isNaN(id) ? undefined : await findCycle(tx, id);
        if (!found) throw new ClientError(404, cycleRefusals.notFound);
        if (found.endsOn < calendarDateAt(deps.clock(), deps.timeZone)) {
          throw new ClientError(409, cycleRefusals.ended);
        }
        await refuseOverlap(tx, row, id);
        await updateCycle(tx, id, row);
        const { id: _, createdAt: __, ...before } = found;
        await record(tx, "changed", actor.staffId, {
          before: { id, ...before },
          after: { id, ...row },
        });
        return cycleOf((await findCycle(tx, id))!);
      });
    },
  };
}

export type CycleDesk = ReturnType<typeof createCycleDesk>;
