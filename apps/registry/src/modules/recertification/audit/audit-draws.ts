// An admin's audit draws: a new audit of the cycles in force on a day, drawn from a fresh seed;
// the sample drawn again, with a reason, while the notices have not gone (both draws kept); and
// the notices, which fix the sample and set the evidence deadline. Each write is one
// transaction with its staff audit entry; the letters go through the outbox (audit-letters.ts).
import {
  type AuditBody,
  addDays,
  auditRefusals,
  calendarDateAt,
  professionNames,
  professionOf,
} from "@portal/contract";
import type { Executor } from "../../../db/client.ts";
import { ClientError } from "../../../http/client-error.ts";
import { cyclesOn } from "../cycles-store.ts";
import type { RecertDeskDeps } from "../desk-deps.ts";
import { drawSample, newSampleSeed, SAMPLE_GENERATOR, type SamplePerson } from "../sampling.ts";
import { auditStepRecorder } from "./audit-steps.ts";
import {
  findAudit,
  findDraws,
  findPractisingScopes,
  insertAudit,
  insertDraw,
  markNoticesSent,
} from "./audits-store.ts";

type Actor = { staffId: number };

/**
 * The order a practitioner of several professions is drawn under: a specialist is a dentist
 * too, and filed as one the specialists' stratum would be empty, so the rarer comes first.
 */
const PROFESSION_ORDER = [
  "Dental specialist",
  ...professionNames.filter((p) => p !== "Dental specialist"),
];

/** Who the audit of `day` may draw, by profession, and each profession's cycle in force. */
async function populationOn(ex: Executor, day: string) {
  const cycles = new Map((await cyclesOn(ex, professionNames, day)).map((c) => [c.profession, c]));
  if (cycles.size === 0) throw new ClientError(422, auditRefusals.noCycles);
  const population: SamplePerson[] = [];
  for (const { practitionerId, practice } of await findPractisingScopes(ex, day)) {
    const profession = professionOf(practice);
    if (cycles.has(profession)) population.push({ practitionerId, profession });
  }
  if (population.length === 0) throw new ClientError(422, auditRefusals.nobody);
  return { cycles, population };
}

/** The population as recorded with a draw: each profession's ids, ascending. */
function recorded(population: readonly SamplePerson[]): Record<string, number[]> {
  const byProfession: Record<string, number[]> = {};
  for (const { practitionerId, profession } of population) {
    const ids = byProfession[profession] ?? [];
    ids.push(practitionerId);
    byProfession[profession] = ids;
  }
  for (const ids of Object.values(byProfession)) ids.sort((a, b) => a - b);
  return byProfession;
}

export function createAuditDraws(deps: RecertDeskDeps) {
  const { db } = deps;
  const record = auditStepRecorder(deps);

  /** Draws the audit's sample from a fresh seed and records it, with `reason` when again. */
  async function drawInto(
    tx: Executor,
    actor: Actor,
    audit: { id: number; onDay: string },
    ratePercent: number,
    reason: string | null,
    givenSeed?: string,
  ) {
    const { cycles, population } = await populationOn(tx, audit.onDay);
    const sample = drawSample({
      population,
      ratePercent,
      seed: givenSeed ?? newSampleSeed(),
      professionOrder: PROFESSION_ORDER,
    });
    const drawn = sample.drawn.map((d) => ({ ...d, cycleId: cycles.get(d.profession)!.id }));
    const drawId = await insertDraw(
      tx,
      {
        auditId: audit.id,
        seed: sample.seed,
        rateTenths: Math.round(sample.ratePercent * 10),
        generator: SAMPLE_GENERATOR,
        population: recorded(population),
        strata: sample.strata,
        reason,
        drawnBy: actor.staffId,
      },
      drawn,
    );
    const seedGiven = givenSeed !== undefined;
    const detail = {
      auditId: audit.id,
      drawId,
      seed: sample.seed,
      seedGiven,
      drawn: drawn.length,
      reason,
    };
    await record(tx, reason === null ? "drawn" : "redrawn", actor, detail);
  }

  return {
    /**
     * A new audit of the cycles in force on `body.onDay`, drawn now from a fresh seed or the one
     * given (a recorded draw's, repeated); answers its id.
     */
    async draw(actor: Actor, body: AuditBody): Promise<number> {
      return db.transaction(async (tx) => {
        const id = await insertAudit(tx, {
          onDay: body.onDay,
          evidenceDays: body.evidenceDays,
          createdBy: actor.staffId,
          createdAt: deps.clock(),
        });
        const audit = { id, onDay: body.onDay };
        await drawInto(tx, actor, audit, body.ratePercent, null, body.seed);
        return id;
      });
    },

    /** The audit's sample drawn again at its rate, for `reason`; the earlier draws stay. */
    async redraw(actor: Actor, auditId: number, reason: string) {
      await db.transaction(async (tx) => {
        const audit = await lockedAudit(tx, auditId);
        if (audit.noticesSentAt) throw new ClientError(409, auditRefusals.noticesSent);
        const latest = (await findDraws(tx, [auditId])).at(-1)!;
        await drawInto(tx, actor, audit, latest.rateTenths / 10, reason);
      });
    },

    /** Fixes the sample and sets the deadline; the letters follow through the outbox. */
    async markNoticesSent(actor: Actor, auditId: number): Promise<string> {
      return db.transaction(async (tx) => {
        const audit = await lockedAudit(tx, auditId);
        if (audit.noticesSentAt) throw new ClientError(409, auditRefusals.noticesAlreadySent);
        const now = deps.clock();
        const evidenceDue = addDays(calendarDateAt(now, deps.timeZone), audit.evidenceDays);
        await markNoticesSent(tx, auditId, { noticesSentAt: now, evidenceDue });
        await record(tx, "notices_sent", actor, { auditId, evidenceDue });
        return evidenceDue;
      });
    },
  };
}

async function lockedAudit(tx: Executor, auditId: number) {
  const audit = Number.isSafeInteger(auditId) ? await findAudit(tx, auditId, true) : undefined;
  if (!audit) throw new ClientError(404, auditRefusals.notFound);
  return audit;
}

export type AuditDraws = ReturnType<typeof createAuditDraws>;
