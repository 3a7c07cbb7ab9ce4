// The registrar's desk as services (their routes, routes.ts, are behind modules/staff's guard):
// the queue (queue/queue.ts), claims (queue/claims.ts), a submission read as answered
// (queue/read-submission.ts), files and the three decisions (decisions/decisions.ts); every
// step of the staff recorded in the staff audit trail (modules/audit).
//
// Claims: a registrar claims an awaiting submission that nobody holds (or holds it already);
// another registrar's claim is refused with who holds it. An admin may take a claim over and
// may release anyone's claim; a registrar releases only their own.
import { downloadFormFile } from "../files/index.ts";
import { createDecisions } from "./decisions/decisions.ts";
import { createClaims, submissionOrRefuse } from "./queue/claims.ts";
import { listQueue, type QueueRequest } from "./queue/queue.ts";
import { readSubmission } from "./queue/read-submission.ts";
import type { ReviewDeps } from "./review-deps.ts";
import type { StaffActor } from "./staff-actor.ts";

export type { QueueRequest } from "./queue/queue.ts";
export type { ReviewDeps } from "./review-deps.ts";
export type { StaffActor } from "./staff-actor.ts";

export function createReviewService(deps: ReviewDeps) {
  const { db } = deps;
  return {
    /** The queue, oldest first, with counts per status and form type. */
    listQueue: (request: QueueRequest) => listQueue(db, request),

    ...createClaims(deps),

    /** The submission as the applicant answered it, with the applicant and their history. */
    readSubmission: (actor: StaffActor, id: number) => readSubmission(deps, actor, id),

    ...createDecisions(deps),

    /** A file of the submission's form (never another form's), recorded in the staff audit. */
    async downloadFile(actor: StaffActor, id: number, fileId: number) {
      const { submission } = await submissionOrRefuse(db, id);
      return downloadFormFile(db, submission.formId, fileId, (file) =>
        deps.audit.recordIn(db, {
          staffId: actor.staffId,
          action: "file.downloaded",
          submissionId: id,
          after: file,
        }),
      );
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
