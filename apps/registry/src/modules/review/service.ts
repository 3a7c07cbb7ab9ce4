// The registrar's desk as services (their routes, routes.ts, are behind modules/staff's guard):
// the queue, claims (claims.ts), a submission read as answered, the three decisions
// (decisions.ts), files and the staff audit; every step of the staff recorded
// in the append-only staff audit.
//
// Claims: a registrar claims an awaiting submission that nobody holds (or holds it already);
// another registrar's claim is refused with who holds it. An admin may take a claim over and
// may release anyone's claim; a registrar releases only their own.
import { ClientError } from "../../http/client-error.ts";
import type { SavedValues } from "../forms/index.ts";
import { findPractitionerMatch } from "../register/index.ts";
import {
  findApplicant,
  findFilesOfForm,
  findOtherSubmissions,
  findPaymentsOfForm,
} from "./applicant-store.ts";
import { createClaims, submissionOrRefuse as findSubmissionOrRefuse } from "./claims.ts";
import { createDecisions } from "./decisions.ts";
import { findReturnMessages } from "./return-messages-store.ts";
import { definitionOf, type ReviewDeps } from "./review-deps.ts";
import { reviewRefusals } from "./review-texts.ts";
import type { StaffActor } from "./staff-actor.ts";
import { recordStaffAction, staffAuditCsv, staffAuditPage } from "./staff-audit.ts";
import type { StaffAuditFilter } from "./staff-audit-store.ts";
import {
  countByStatusAndType,
  countQueue,
  findDecision,
  findQueuePage,
  findRoundAnswers,
  type QueueFilter,
  type ReviewStatus,
} from "./store.ts";
import { downloadSubmissionFile } from "./submission-files.ts";
import { answeredPages } from "./submission-view.ts";

export type { ReviewDeps } from "./review-deps.ts";
export type { StaffActor } from "./staff-actor.ts";

export interface QueueRequest extends QueueFilter {
  /** From 1. */
  page: number;
  pageSize: number;
}

const MAX_PAGE_SIZE = 200;

export function createReviewService(deps: ReviewDeps) {
  const { db } = deps;

  const submissionOrRefuse = (id: number) => findSubmissionOrRefuse(db, id);

  return {
    /** The queue, oldest first, with counts per status and form type. */
    async listQueue(request: QueueRequest) {
      const { page, pageSize, ...filter } = request;
      if (!Number.isSafeInteger(page) || page < 1 || !Number.isSafeInteger(pageSize)) {
        throw new ClientError(400, reviewRefusals.badPage);
      }
      if (pageSize < 1 || pageSize > MAX_PAGE_SIZE)
        throw new ClientError(400, reviewRefusals.badPage);
      const [items, total, counted] = [
        await findQueuePage(db, filter, (page - 1) * pageSize, pageSize),
        await countQueue(db, filter),
        await countByStatusAndType(db, filter),
      ];
      const byStatus: Record<ReviewStatus, number> = {
        awaiting: 0,
        returned: 0,
        accepted: 0,
        declined: 0,
      };
      const byFormType: Record<string, Record<ReviewStatus, number>> = {};
      for (const c of counted) {
        byStatus[c.status] += c.n;
        byFormType[c.formType] ??= { awaiting: 0, returned: 0, accepted: 0, declined: 0 };
        byFormType[c.formType]![c.status] += c.n;
      }
      return { total, page, pageSize, items, counts: { byStatus, byFormType } };
    },

    ...createClaims(deps),

    /** The submission as the applicant answered it, with the applicant and their history. */
    async readSubmission(actor: StaffActor, id: number) {
      const found = await submissionOrRefuse(id);
      const { submission: s, form } = found;
      const definition = definitionOf(deps, s.formTypeCode);
      const previous = s.round > 1 ? await findRoundAnswers(db, s.formId, s.round - 1) : undefined;
      const applicant = await findApplicant(db, s.userId);
      const register =
        applicant?.practitionerId != null
          ? await findPractitionerMatch(db, applicant.practitionerId)
          : undefined;
      const formFiles = await findFilesOfForm(db, s.formId);
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
        },
        pages: answeredPages(
          definition,
          s.answers as SavedValues,
          previous?.answers as SavedValues | undefined,
        ),
        /** Every file of the form: uploads, the form's PDF, the payment's receipt. */
        files: formFiles,
        payments: (await findPaymentsOfForm(db, s.formId)).map((p) => ({
          ...p,
          receipt: formFiles.find((f) => f.type === "invoice" && f.name.includes(p.reference)),
        })),
        decision: (await findDecision(db, s.id)) ?? null,
        returnMessages: await findReturnMessages(db, s.id),
        /** The messages of the return this round answers (round 2 on). */
        answeredMessages: previous ? await findReturnMessages(db, previous.id) : [],
        applicant: applicant
          ? {
              userId: applicant.id,
              email: applicant.email,
              firstName: applicant.firstName,
              displayName: applicant.displayName,
              register: register ?? null,
            }
          : null,
        earlierSubmissions: await findOtherSubmissions(db, s.userId, s.id),
      };
      await recordStaffAction(db, deps.clock(), {
        staffId: actor.staffId,
        action: "submission.viewed",
        submissionId: id,
      });
      return view;
    },

    ...createDecisions(deps),

    /** A file of the submission's form (never another form's), recorded in the staff audit. */
    async downloadFile(actor: StaffActor, id: number, fileId: number) {
      const { submission } = await submissionOrRefuse(id);
      return downloadSubmissionFile(db, deps.clock(), actor, submission, fileId);
    },

    /** The staff audit trail, newest first (admins). */
    auditPage: (filter: StaffAuditFilter, page: { page: number; pageSize: number }) =>
      staffAuditPage(db, filter, page),
    auditCsv: (range: { from?: Date | undefined; to?: Date | undefined }) =>
      staffAuditCsv(db, range),
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
