// A submission read by a registrar: as the applicant answered it (forms' answeredPages), against
// the round before when it answers a return, with the form's files and payments, its decision
// and messages, and the applicant with their register record and other submissions. Each read
// is recorded in the staff audit.
import { calendarDateAt } from "@portal/contract";
import type { Executor } from "../../../db/client.ts";
import { listFilesOfForm } from "../../files/index.ts";
import { answeredPages, type SavedValues } from "../../forms/index.ts";
import { listPaymentsOfForm } from "../../payments/index.ts";
import { findRegisterEntry, peerMatchOf } from "../../register/index.ts";
import { findProvenIdentity } from "../../verified-identity/index.ts";
import { findApplicant } from "../decisions/applicant.ts";
import { findReturnMessages } from "../decisions/return-messages-store.ts";
import { findDecision } from "../decisions/store.ts";
import { findFlags } from "../flags/flags-store.ts";
import { definitionOf, type ReviewDeps } from "../review-deps.ts";
import type { StaffActor } from "../staff-actor.ts";
import { submissionOrRefuse } from "./claims.ts";
import { earlierVersionAnswers } from "./earlier-version-answers.ts";
import { withFormNames } from "./queue.ts";
import { findOtherSubmissions, findRoundAnswers } from "./store.ts";

/** The applicant with their register record as it stands on `today`. */
async function applicantOf(ex: Executor, userId: number, today: string) {
  const applicant = await findApplicant(ex, userId);
  if (!applicant) return null;
  const entry =
    applicant.practitionerId !== null
      ? await findRegisterEntry(ex, applicant.practitionerId, today)
      : undefined;
  const register = entry && peerMatchOf(entry);
  return {
    userId: applicant.id,
    email: applicant.email,
    firstName: applicant.firstName,
    displayName: applicant.displayName,
    register: register ?? null,
  };
}

export async function readSubmission(deps: ReviewDeps, actor: StaffActor, id: number) {
  const { db } = deps;
  const found = await submissionOrRefuse(db, id);
  const { submission: s, form } = found;
  const definition = await definitionOf(deps, {
    formTypeCode: s.formTypeCode,
    definitionVersion: form.definitionVersion,
    apcYear: form.apcYear,
  });
  const previous = s.round > 1 ? await findRoundAnswers(db, s.formId, s.round - 1) : undefined;
  const applicant = await applicantOf(db, s.userId, calendarDateAt(deps.clock(), deps.timeZone));
  const formFiles = await listFilesOfForm(db, s.formId);
  const view = {
    submission: {
      id: s.id,
      formId: s.formId,
      formType: s.formTypeCode,
      formName: form.name,
      round: s.round,
      submittedAt: s.submittedAt,
      status: s.status,
      claimedBy: s.claimedBy,
      claimedByEmail: found.claimedByEmail,
      claimedAt: s.claimedAt,
      definitionVersion: form.definitionVersion,
    },
    flags: await findFlags(db, s.id),
    pages: answeredPages(
      definition,
      s.answers as SavedValues,
      previous?.answers as SavedValues | undefined,
    ),
    earlierVersionAnswers: await earlierVersionAnswers(deps, db, {
      id: s.formId,
      formTypeCode: s.formTypeCode,
    }),
    /** Every file of the form: uploads, the form's PDF, the payment's receipt. */
    files: formFiles,
    payments: (await listPaymentsOfForm(db, s.formId)).map((p) => ({
      ...p,
      receipt: formFiles.find((f) => f.type === "invoice" && f.name.includes(p.reference)),
    })),
    decision: (await findDecision(db, s.id)) ?? null,
    returnMessages: await findReturnMessages(db, s.id),
    /** The messages of the return this round answers (round 2 on). */
    answeredMessages: previous ? await findReturnMessages(db, previous.id) : [],
    applicant,
    earlierSubmissions: await withFormNames(db, await findOtherSubmissions(db, s.userId, s.id)),
    verifiedIdentity: await findProvenIdentity(db, s.formId),
  };
  await deps.audit.recordIn(db, {
    staffId: actor.staffId,
    action: "submission.viewed",
    submissionId: id,
  });
  return view;
}
