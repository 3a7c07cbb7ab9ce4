// A case's outcome closes it. No further action changes nothing on the register; conditions are
// imposed and a suspension made through the register's own writes (the desk's impose and edit:
// the register's history event, the staff audit, the followers' e-mail), in the transaction that
// closes the case, so the register and the case never disagree. The practitioner is told by
// letter, with what the register now says.
import {
  type CaseOutcomeBody,
  CLOSED_STAGE,
  calendarDateAt,
  caseOutcomeNames,
  caseRefusals,
  longDay,
} from "@portal/contract";
import type { Tx } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { findLettersTo, findPractitionerNames } from "../register/index.ts";
import type { CaseActor, CaseDeps } from "./case-deps.ts";
import type { StepWork } from "./case-steps.ts";
import { sendLetter } from "./letters.ts";
import type { CaseRow } from "./store.ts";
import { updateCase } from "./store.ts";
import { insertCaseEvent } from "./timeline-store.ts";

/** Refuses what the schema cannot see: a register change with nobody on the register, or without its terms. */
function checked(body: CaseOutcomeBody, found: CaseRow, today: string) {
  if (body.outcome !== "no_further_action" && found.practitionerId === null) {
    throw new ClientError(422, caseRefusals.outcomeNeedsPractitioner);
  }
  if (body.outcome === "conditions" && !body.condition) {
    throw new ClientError(422, caseRefusals.conditionMissing);
  }
  if (body.outcome === "suspension") {
    if (!body.suspendFrom) throw new ClientError(422, caseRefusals.suspendFromMissing);
    if (body.suspendFrom > today) throw new ClientError(422, caseRefusals.suspendFromFuture);
  }
}

/** The register's change, made as the desk makes it; answers how the practitioner is told of it. */
async function changeRegister(
  deps: CaseDeps,
  tx: Tx,
  step: { found: CaseRow; at: Date; actor: CaseActor },
  body: CaseOutcomeBody,
): Promise<string | undefined> {
  const { found, at, actor } = step;
  if (body.outcome === "no_further_action" || found.practitionerId === null) return undefined;
  const person = (await findPractitionerNames(tx, [found.practitionerId])).get(
    found.practitionerId,
  );
  if (!person) throw new ClientError(422, caseRefusals.outcomeNeedsPractitioner);
  if (body.outcome === "conditions") {
    const condition = body.condition!;
    await deps.register.conditions.imposeIn(tx, actor, person.personId, condition, at);
    return `The register now shows this condition on your practice from ${longDay(condition.startsOn)}: ${condition.wording.trim()}`;
  }
  await deps.register.edits.suspendIn(tx, actor, person.personId, body.suspendFrom!, at);
  return `Your registration is suspended from ${longDay(body.suspendFrom!)}.`;
}

export const outcomeStep =
  (deps: CaseDeps, body: CaseOutcomeBody, actor: CaseActor): StepWork =>
  async (tx, found, at) => {
    checked(body, found, calendarDateAt(at, deps.timeZone));
    const step = { found, at, actor };
    const registerChange = await changeRegister(deps, tx, step, body);
    await updateCase(tx, found.id, { outcome: body.outcome, stage: CLOSED_STAGE, stageSince: at });
    const reasons = body.reasons.trim();
    await insertCaseEvent(tx, {
      caseId: found.id,
      at,
      staffId: actor.staffId,
      kind: "outcome",
      text: `Closed: ${caseOutcomeNames[body.outcome]}. ${reasons}`,
      detail: { outcome: body.outcome, suspendFrom: body.suspendFrom ?? null },
    });
    const closed = { ...found, outcome: body.outcome, stage: CLOSED_STAGE };
    const to =
      found.practitionerId === null
        ? undefined
        : (await findLettersTo(tx, [found.practitionerId])).get(found.practitionerId);
    const told = to?.email
      ? await sendLetter(
          deps,
          tx,
          { ...step, found: closed },
          {
            to: "practitioner",
            template: "outcome",
            body: reasons,
            registerChange,
          },
        )
      : undefined;
    return {
      action: "case.outcome_recorded",
      before: { stage: found.stage, outcome: null },
      after: {
        stage: CLOSED_STAGE,
        outcome: body.outcome,
        reasons,
        practitionerTold: told?.after?.email ?? null,
      },
    };
  };
