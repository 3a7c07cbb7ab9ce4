// What a page's save needs and showing the page does not, in a chunk of its own: the engine's
// flattening and reading of the answer, and the error summary with its links. It loads with
// the page's first save (or with a page served with errors), not with the form route
// (DESIGN §5: the route's script weighs on every form page, a save comes later if at all).
export { flattenGroupValues, isSaveSuccess, saveResponseErrors } from "@portal/forms";
export { ErrorSummary } from "../../../components/error-summary.tsx";
export { summaryEntries, summaryTargetOf } from "./error-summary-entries.ts";
