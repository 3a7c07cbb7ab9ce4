// What other modules may use of the forms module: the compiled definitions, the form lists of
// a user, the form messages, and the seam a completion hangs on (modules/registration).
export type { CompiledForm, CompiledPage, FormCatalogue } from "./definitions/catalogue.ts";
export { formMessages } from "./form-errors.ts";
export { type SavedValues, savedPageValues } from "./pages/page-states.ts";
export { CompletionRefused, type FormCompletion } from "./saving/form-completion.ts";
export type { FormLists, FormsService, FormTypeRules } from "./service.ts";
