// What other modules may use of the forms module: the compiled definitions, the form lists of
// a user, the form messages, the seams a completion (modules/registration) and the
// registrar's review (modules/review) hang on, how a page is served (review reads them), and
// what a review reads of forms and the one change it makes to them (reopen for changes).

export { findOpenAnonymousForm } from "./anonymous-forms-store.ts";
export {
  type CompletedForm,
  findCompletedAnswers,
  findCompletedAnswersOf,
  findCompletedFormsNaming,
} from "./completed-answers-store.ts";
export { completeFormInProgress } from "./completion-store.ts";
export { type CompiledForm, type CompiledPage, paymentOf } from "./definitions/load/catalogue.ts";
export type { FormCatalogue, PinnedForm } from "./definitions/load/form-catalogue.ts";
export type { FormCache } from "./form-cache.ts";
export { formMessages } from "./form-errors.ts";
export {
  errorResponses as formErrorResponses,
  FORM_POST_BODY_LIMIT,
  formSegment,
  pageBody,
  plainJson,
} from "./form-route-parts.ts";
export { newFormToken } from "./form-token.ts";
export type { AnonymousForm } from "./pages/anonymous-form.ts";
export { type AnsweredPage, answeredPages } from "./pages/answered-pages.ts";
export { answerOf, answerText, type NamedValues } from "./pages/named-answers.ts";
export type { PageInsert, PageInserts } from "./pages/page-inserts.ts";
export { pageCodesOf, type SavedValues, savedPageValues } from "./pages/page-states.ts";
export { secretFieldsOf } from "./pages/page-values-io.ts";
export { pageView } from "./pages/page-view.ts";
export type { FormReview, SubmittedForm } from "./review-seam.ts";
export {
  findAnswerHistory,
  findFieldAnswers,
  findFormsForReview,
  findSavedValues,
  reopenForChanges,
} from "./review-store.ts";
export { CompletionRefused, type FormCompletion } from "./saving/form-completion.ts";
export type { FormLists, FormsService, FormTypeRules } from "./service.ts";
export { findFormOfYear, insertForm } from "./store.ts";
export { questionsOf } from "./versions/version-changes.ts";
