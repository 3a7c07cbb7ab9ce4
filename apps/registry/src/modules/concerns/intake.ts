// A concern's completion (forms' FormCompletion for CONCERN): in the transaction that submits
// the form, the case is opened with its reference and the acknowledgement is queued in the
// outbox, so a submitted concern always has both. The form keeps no owner: it stays reachable by
// its token alone, answering that it was submitted.
import { concernMessages } from "@portal/contract";
import type { Clock } from "../../core/clock.ts";
import { concernAnswers, openCase } from "../cases/index.ts";
import type { FormCompletion } from "../forms/index.ts";
import type { Outbox } from "../mail/index.ts";
import { findPractitionerId } from "../register/index.ts";
import { acknowledgementMail } from "./concern-mails.ts";

export function createConcernIntake(deps: {
  clock: Clock;
  outbox: Outbox;
  timeZone: string;
}): FormCompletion {
  return {
    pageErrors: async () => ({}),

    async complete(tx, _form, saved, formId) {
      const answers = concernAnswers(saved);
      const source = answers.raiser.role;
      // The form's options are the contract's sources (a test holds them together).
      if (!source) throw new Error("A concern's raiser_role is not a known source");
      const receivedAt = deps.clock();
      // A number typed rather than chosen may match no one: the desk finds them at triage.
      const practitionerId =
        answers.registrationNumber === null
          ? null
          : ((await findPractitionerId(tx, answers.registrationNumber)) ?? null);
      const { timeZone } = deps;
      const concern = { formId, receivedAt, source, practitionerId };
      const reference = await openCase(tx, concern, timeZone);
      const mail = acknowledgementMail(answers.raiser, { reference, receivedAt, timeZone });
      await deps.outbox.enqueue(tx, mail);
      return { ownerId: null, message: concernMessages.submitted(reference) };
    },
  };
}
