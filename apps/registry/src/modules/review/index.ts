// What the app (and, with the staff guard, the desk's routes) may use of the review module.
export type { FieldMessage, ReturnRequest } from "./decisions/return-messages.ts";
export {
  createSubmissionChecks,
  type RaisedFlag,
  type SubmissionCheck,
  type SubmissionChecks,
  type SubmittedAnswers,
} from "./flags/submission-checks.ts";
export { createFormReview } from "./form-review.ts";
export { isReviewed, reviewedFormTypes } from "./reviewed-forms.ts";
export { registerReviewRoutes } from "./routes.ts";
export {
  createReviewService,
  type QueueRequest,
  type ReviewService,
  type StaffActor,
} from "./service.ts";
