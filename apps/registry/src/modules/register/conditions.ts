// Conditions on practice at the desk: a registrar imposes one, varies its terms or lifts it (and
// a case's outcome imposes one, on the case's transaction). Each is one transaction with the
// history's event, the staff audit and the e-mail to the record's followers, so the public
// register, the certificate's check and its PDF show it as it commits.
import {
  type ConditionBody,
  calendarDateAt,
  conditionRefusals,
  type LiftConditionBody,
  publicEventKinds,
  type RegisterHistory,
  registerRefusals,
} from "@portal/contract";
import type { Executor } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { changingRecord } from "./changing-record.ts";
import {
  type ConditionRow,
  findCondition,
  insertConditions,
  updateCondition,
} from "./conditions-store.ts";
import { historyOf } from "./history.ts";
import { appendEvents } from "./history-store.ts";
import type { RegisterEditDeps } from "./register-edits.ts";
import { findPractitionerRecord } from "./store.ts";

type Actor = { staffId: number };

/** The body trimmed, or a 422 naming what a schema cannot see. */
function termsOf(body: ConditionBody) {
  const terms = {
    type: body.type,
    wording: body.wording.trim(),
    startsOn: body.startsOn,
    endsOn: body.endsOn ?? null,
    reviewOn: body.reviewOn ?? null,
    decision: body.decision.trim(),
  };
  const problems = [
    terms.wording === "" && "The condition's public wording is empty.",
    terms.decision === "" && "The decision that imposed it is empty.",
    terms.endsOn !== null && terms.endsOn < terms.startsOn && conditionRefusals.endsBeforeStart,
    terms.reviewOn !== null &&
      terms.reviewOn < terms.startsOn &&
      conditionRefusals.reviewBeforeStart,
  ].filter((p): p is string => typeof p === "string");
  if (problems.length > 0) throw new ClientError(422, problems.join(" "));
  return terms;
}

/** A condition's terms as the history and the audit keep them. */
const detailOf = (
  { id, practitionerId: _p, liftedOn: _l, ...terms }: ConditionRow,
  extra: Record<string, unknown> = {},
) => ({ conditionId: id, ...terms, ...extra });

export function createConditions(deps: RegisterEditDeps) {
  const { db } = deps;

  /**
   * One change of a person's conditions, recorded as `kind` on its effective day, in `tx` (its
   * caller's transaction: a case's outcome closes the case in the same one).
   */
  async function changeIn(
    tx: Executor,
    actor: Actor,
    personId: string,
    kind: "condition_imposed" | "condition_varied" | "condition_lifted",
    write: (
      tx: Executor,
      practitionerId: number,
    ) => Promise<{
      condition: ConditionRow;
      effectiveOn: string;
      before?: ConditionRow;
      /** More for the event's detail (a lift's decision). */
      extra?: Record<string, unknown>;
    }>,
    at: Date,
  ): Promise<RegisterHistory> {
    const today = calendarDateAt(at, deps.timeZone);
    const found = await findPractitionerRecord(tx, personId, true);
    if (!found) throw new ClientError(404, registerRefusals.personNotFound);
    const practitionerId = found.person.id;
    const { notifyFollowers } = deps;
    const done = await changingRecord(tx, { practitionerId, today, notifyFollowers }, () =>
      write(tx, practitionerId),
    );
    const was = done.before ? { was: detailOf(done.before) } : {};
    const detail = detailOf(done.condition, { ...was, ...done.extra });
    const { staffId } = actor;
    const isPublic = publicEventKinds.includes(kind);
    const effectiveOn = done.effectiveOn;
    await appendEvents(tx, [
      { practitionerId, kind, effectiveOn, recordedAt: at, staffId, public: isPublic, detail },
    ]);
    await deps.recordStaffAction(tx, at, {
      staffId,
      action: `register.${kind}`,
      submissionId: null,
      before: { personId, condition: done.before ? detailOf(done.before) : null },
      after: { personId, condition: detailOf(done.condition) },
    });
    return historyOf(tx, practitionerId, today);
  }

  /** The same change in a transaction of its own. */
  const change = (
    actor: Actor,
    personId: string,
    kind: Parameters<typeof changeIn>[3],
    write: Parameters<typeof changeIn>[4],
  ) => db.transaction((tx) => changeIn(tx, actor, personId, kind, write, deps.clock()));

  /** A new condition on the person's practice, written in `tx` at `at`. */
  const imposeIn = (
    tx: Executor,
    actor: Actor,
    personId: string,
    body: ConditionBody,
    at: Date,
  ) => {
    const terms = termsOf(body);
    return changeIn(
      tx,
      actor,
      personId,
      "condition_imposed",
      async (tx, practitionerId) => {
        const [condition] = await insertConditions(tx, [{ ...terms, practitionerId }]);
        return { condition: condition!, effectiveOn: terms.startsOn };
      },
      at,
    );
  };

  /** The condition, or 404; 409 once it is lifted. */
  const liveCondition = async (tx: Executor, practitionerId: number, id: number) => {
    const found = await findCondition(tx, practitionerId, id);
    if (!found) throw new ClientError(404, conditionRefusals.notFound);
    if (found.liftedOn !== null) throw new ClientError(409, conditionRefusals.lifted);
    return found;
  };

  return {
    async history(personId: string): Promise<RegisterHistory> {
      const found = await findPractitionerRecord(db, personId);
      if (!found) throw new ClientError(404, registerRefusals.personNotFound);
      return historyOf(db, found.person.id, calendarDateAt(deps.clock(), deps.timeZone));
    },

    impose: (actor: Actor, personId: string, body: ConditionBody) =>
      db.transaction((tx) => imposeIn(tx, actor, personId, body, deps.clock())),

    /**
     * The impose of the desk's route, on the caller's transaction and instant: a case's
     * outcome imposes its condition with the same event, audit and followers' e-mail.
     */
    imposeIn,

    vary(actor: Actor, personId: string, id: number, body: ConditionBody) {
      const terms = termsOf(body);
      return change(actor, personId, "condition_varied", async (tx, practitionerId) => {
        await liveCondition(tx, practitionerId, id);
        const { before, after } = (await updateCondition(tx, practitionerId, id, terms))!;
        return { condition: after, before, effectiveOn: terms.startsOn };
      });
    },

    lift(actor: Actor, personId: string, id: number, body: LiftConditionBody) {
      const decision = body.decision.trim();
      if (decision === "") throw new ClientError(422, "The decision that lifted it is empty.");
      return change(actor, personId, "condition_lifted", async (tx, practitionerId) => {
        const held = await liveCondition(tx, practitionerId, id);
        if (body.liftedOn < held.startsOn) {
          throw new ClientError(422, conditionRefusals.liftBeforeStart);
        }
        const lifted = await updateCondition(tx, practitionerId, id, { liftedOn: body.liftedOn });
        return {
          condition: lifted!.after,
          before: held,
          effectiveOn: body.liftedOn,
          extra: { liftedBy: decision },
        };
      });
    },
  };
}

export type Conditions = ReturnType<typeof createConditions>;
