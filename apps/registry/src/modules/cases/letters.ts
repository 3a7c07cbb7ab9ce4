// A letter of a case (letter-texts.ts) sent through the outbox in the step's transaction and
// recorded on the case's timeline, saying to whom it went: the raiser at the address they gave,
// or the practitioner where the regulator writes to them (their account's e-mail, else the
// register's). The raiser's details reach a practitioner's letter only with their consent.
import { type CaseLetterBody, caseLetterTemplateNames, caseRefusals } from "@portal/contract";
import type { Tx } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { letterMail } from "../mail/index.ts";
import { findLettersTo, findPractitionerNames } from "../register/index.ts";
import type { CaseActor, CaseDeps } from "./case-deps.ts";
import type { StepRecord } from "./case-steps.ts";
import { type LetterText, practitionerLetter, raiserLetter } from "./letter-texts.ts";
import { concernOf } from "./read-case.ts";
import type { CaseRow } from "./store.ts";
import { insertCaseEvent } from "./timeline-store.ts";

/** The practitioner's address and first name; 422 when the case has none to write to. */
async function practitionerAddress(tx: Tx, found: CaseRow) {
  const to =
    found.practitionerId === null
      ? undefined
      : (await findLettersTo(tx, [found.practitionerId])).get(found.practitionerId);
  if (!to || to.email === "") throw new ClientError(422, caseRefusals.noPractitionerEmail);
  return { to: to.email, name: to.firstName ?? undefined };
}

/**
 * Sends `letter` about `found` (on `tx`, at `at`, by `actor`) and records it on the timeline;
 * `registerChange` is what an outcome changed on the register, for the practitioner's letter.
 */
export async function sendLetter(
  deps: CaseDeps,
  tx: Tx,
  step: { found: CaseRow; at: Date; actor: CaseActor },
  letter: CaseLetterBody & { registerChange?: string | undefined },
): Promise<StepRecord> {
  const { found, at, actor } = step;
  const { answers } = await concernOf(deps, tx, found);
  const { reference, outcome } = found;
  let text: LetterText;
  let recipient: { to: string; name: string | undefined };
  if (letter.to === "practitioner") {
    recipient = await practitionerAddress(tx, found);
    text = practitionerLetter(letter.template, {
      reference,
      outcome,
      whenHappened: answers.whenHappened,
      namedRaiser: answers.sharesIdentity ? answers.raiser : undefined,
      registerChange: letter.registerChange,
      body: letter.body,
    });
  } else {
    recipient = { to: answers.raiser.email, name: answers.raiser.name || undefined };
    const onRegister =
      found.practitionerId === null
        ? undefined
        : (await findPractitionerNames(tx, [found.practitionerId])).get(found.practitionerId);
    text = raiserLetter(letter.template, {
      reference,
      outcome,
      practitioner: onRegister?.name ?? answers.practitionerNamed,
      body: letter.body,
    });
  }
  await deps.outbox.enqueue(tx, letterMail(recipient, text.subject, text.lines));
  const name = caseLetterTemplateNames[letter.template];
  await insertCaseEvent(tx, {
    caseId: found.id,
    at,
    staffId: actor.staffId,
    kind: "letter",
    text: `Letter "${name}" sent to the ${letter.to}, ${recipient.to}: ${text.subject}`,
    detail: { to: letter.to, template: letter.template, subject: text.subject },
    // A letter the practitioner was sent is theirs to see beside the case (and nothing of one
    // to the raiser is).
    releasedToPractitioner: letter.to === "practitioner",
  });
  return {
    action: "case.letter_sent",
    after: { to: letter.to, template: letter.template, email: recipient.to, subject: text.subject },
  };
}
