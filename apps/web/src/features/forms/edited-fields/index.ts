export { applyEditedFields } from "./edited-fields.ts";
export { type EditedFieldsState, selectEditedFields } from "./edited-fields-slice.ts";
export { useRememberedEdits } from "./use-remembered-edits.ts";
