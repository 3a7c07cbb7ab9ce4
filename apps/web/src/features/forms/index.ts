import { preloadableLazy } from "../../lib/preloadable-lazy.tsx";
import { routeModule } from "../../lib/route-module.ts";

export { AnonymousPage } from "./anonymous-page.tsx";
export { browser } from "./browser.ts";
export {
  editedFieldsCleared,
  editedFieldsRecorded,
  editedFieldsSlice,
  isEditedFieldsState,
  selectEditedFields,
} from "./edited-fields/edited-fields-slice.ts";
export { FormChanges } from "./form-changes.tsx";
export { prefetchForm } from "./form-prefetch.ts";
export {
  emptyFormState,
  type FormAddress,
  formFetchEnded,
  formFetchStarted,
  formSaveEnded,
  formSaveStarted,
  formSlice,
  selectFormState,
  selectIsSaving,
} from "./form-slice.ts";
export { LazyPageForm, loadPageForm } from "./lazy-page-form.ts";
export type { PageFormProps } from "./page/page-form.tsx";
export { PageNotAvailable } from "./page-not-available.tsx";
export { postPage } from "./post-page-on-save.ts";
export { queryValuesOf } from "./query-values.ts";
export { registrationSubmitLabels, type SubmitLabels, submitLabels } from "./submit-labels.ts";
export { useFormLoad } from "./use-form-load.ts";

/** Route module, loaded on demand: the form engine and React Hook Form come with it. */
export const lazyFormScreen = routeModule(() => import("./form-screen.tsx"), "FormScreen");
