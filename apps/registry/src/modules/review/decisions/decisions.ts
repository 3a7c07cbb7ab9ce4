// The registrar's three decisions on a submission, each in one transaction with its effects on
// the portal – a return reopens the form (the forms module's reopenForChanges) with messages on
// its fields, an accept updates the register, a decline records its reason – the applicant's
// dashboard notice and e-mail (written to the outbox, sent after the commit) and the staff
// audit. Decisions are made only by the claimant, and only on a submission awaiting one.
import { calendarDateAt } from "@portal/contract";
import type { Tx } from "../../../db/client.ts";
import { ClientError } from "../../../http/client-error.ts";
import type { StaffAction } from "../../audit/index.ts";
import { reopenForChanges, type SavedValues } from "../../forms/index.ts";
import { letterMail } from "../../mail/index.ts";
import { insertNotice } from "../../notices/index.ts";
import { holderOf, submissionOrRefuse } from "../queue/claims.ts";
import type { ReviewStatus } from "../queue/store.ts";
import { definitionOf, type ReviewDeps } from "../review-deps.ts";
import {
  type DecisionText,
  decisionTexts,
  MAX_NOTE_LENGTH,
  reviewRefusals,
} from "../review-texts.ts";
import { reviewKindOf } from "../reviewed-forms.ts";
import type { StaffActor } from "../staff-actor.ts";
import { type AcceptOutcome, applyAccept } from "./accept-effects.ts";
import { findApplicant } from "./applicant.ts";
import { type ReturnRequest, validReturnMessages } from "./return-messages.ts";
import { insertReturnMessages } from "./return-messages-store.ts";
import { decideSubmission } from "./store.ts";

export function createDecisions(deps: ReviewDeps) {
  const { db } = deps;

  /** The submission, awaiting a decision and claimed by `actor`; else why not. */
  async function decidable(actor: StaffActor, id: number) {
    const found = await submissionOrRefuse(db, id);
    const s = found.submission;
    if (s.status !== "awaiting") throw new ClientError(409, reviewRefusals.notAwaiting(s.status));
    if (s.claimedBy === null) throw new ClientError(409, reviewRefusals.notClaimed);
    if (s.claimedBy !== actor.staffId) {
      throw new ClientError(409, reviewRefusals.notYourClaim(holderOf(found)));
    }
    return found;
  }

  function tell(
    tx: Tx,
    applicant: { email: string; firstName: string | null },
    text: DecisionText,
  ) {
    const to = { to: applicant.email, name: applicant.firstName ?? undefined };
    return deps.outbox.enqueue(tx, letterMail(to, text.subject, text.lines, [deps.portalUrl]));
  }

  const today = () => calendarDateAt(deps.clock(), deps.timeZone);

  /** A decision in one transaction: the status, its own effects, notice, e-mail and audit. */
  async function decide(
    actor: StaffActor,
    id: number,
    kind: "returned" | "accepted" | "declined",
    note: string,
    effects: (
      tx: Tx,
      found: Awaited<ReturnType<typeof decidable>>,
    ) => Promise<{ text: DecisionText; after: Record<string, unknown> }>,
  ) {
    const found = await decidable(actor, id);
    const applicant = await findApplicant(db, found.submission.userId);
    if (!applicant) throw new ClientError(404, reviewRefusals.submissionNotFound);
    const at = deps.clock();
    const action: StaffAction = `submission.${kind}`;
    await db.transaction(async (tx) => {
      if (!(await decideSubmission(tx, { id, staffId: actor.staffId, kind, note, at }))) {
        throw new ClientError(409, reviewRefusals.notAwaiting("decided or released meanwhile"));
      }
      const { text, after } = await effects(tx, found);
      await insertNotice(tx, applicant.id, text.notice, at);
      await tell(tx, applicant, text);
      // Last: the audit chain's lock is held from here to the commit (decision 030).
      await deps.audit.recordIn(tx, {
        at,
        staffId: actor.staffId,
        action,
        submissionId: id,
        before: { status: "awaiting", claimedBy: actor.staffId },
        after: { status: kind, note, ...after },
      });
    });
    return { submissionId: id, status: kind as ReviewStatus, at };
  }

  return {
    /**
     * Back to the applicant with a message per field (per row in a repeating group) and a note:
     * the form is in progress again, its pages with messages answer them in state "error".
     */
    async returnForChanges(actor: StaffActor, id: number, request: ReturnRequest) {
      const found = await decidable(actor, id);
      const definition = await definitionOf(deps, {
        formTypeCode: found.submission.formTypeCode,
        definitionVersion: found.form.definitionVersion,
        apcYear: found.form.apcYear,
      });
      const note = (request.note ?? "").trim();
      if (note.length > MAX_NOTE_LENGTH) {
        throw new ClientError(422, reviewRefusals.textTooLong("note", MAX_NOTE_LENGTH));
      }
      const messages = validReturnMessages(
        definition,
        found.submission.answers as SavedValues,
        request.messages ?? [],
      );
      if (note === "" && messages.length === 0) {
        throw new ClientError(422, reviewRefusals.nothingToReturn);
      }
      // The page that submits the form is saved again to resubmit it: the process page, or the
      // last page before the end pages.
      const submitPage =
        definition.pages.find((p) => p.definition.formProcessPage === true) ??
        definition.pages.findLast((p) => p.definition.formEndPage !== true);
      const done = await decide(actor, id, "returned", note, async (tx, f) => {
        await insertReturnMessages(tx, id, f.submission.formId, messages);
        await reopenForChanges(tx, f.submission.formId, submitPage?.code);
        return {
          text: decisionTexts.returned(f.form.name, note, messages.length, deps.portalUrl),
          after: { messages },
        };
      });
      deps.forgetForm?.(found.form.token);
      return done;
    },

    async accept(actor: StaffActor, id: number) {
      let outcome: AcceptOutcome = {};
      const done = await decide(actor, id, "accepted", "", async (tx, f) => {
        const kind = reviewKindOf(f.submission.formTypeCode);
        const applicant = await findApplicant(tx, f.submission.userId);
        if (kind) {
          outcome = await applyAccept(tx, {
            kind,
            answers: f.submission.answers as SavedValues,
            userId: f.submission.userId,
            practitionerId: applicant?.practitionerId ?? null,
            today: today(),
            formId: f.submission.formId,
            at: deps.clock(),
            staffId: actor.staffId,
            notifyFollowers: deps.notifyFollowers,
          });
        }
        return {
          text: decisionTexts.accepted(f.form.name, outcome.told, deps.portalUrl),
          after: { ...outcome },
        };
      });
      return { ...done, ...outcome };
    },

    async decline(actor: StaffActor, id: number, reason: string) {
      const why = (reason ?? "").trim();
      if (why === "") throw new ClientError(422, reviewRefusals.reasonRequired);
      if (why.length > MAX_NOTE_LENGTH) {
        throw new ClientError(422, reviewRefusals.textTooLong("reason", MAX_NOTE_LENGTH));
      }
      return decide(actor, id, "declined", why, async (_tx, f) => ({
        text: decisionTexts.declined(f.form.name, why, deps.portalUrl),
        after: {},
      }));
    },
  };
}
