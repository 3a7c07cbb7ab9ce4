import {
  type EditedField,
  editedFieldSchema,
  type FieldValue,
  fieldValueSchema,
} from "@portal/contract";

/**
 * SPEC §3 Edited-field record (fieldName, hasManyGroup, rowIndex, fieldDetails, isDeleted)
 * with the value the person gave it: what the portal keeps of a page's unsaved edits, so a
 * reload of the page brings them back (SPEC §3 persisted client state). Rows are by raw
 * index (deleted rows keep their place); a removed row's fields are kept with isDeleted.
 * (The store's part only: it is in the shell, so nothing here may pull the form engine in.)
 */
export interface EditedFieldRecord extends EditedField {
  value?: FieldValue | undefined;
}

/** A stored record, checked: storage is outside the portal's control. */
export function isEditedFieldRecord(stored: unknown): stored is EditedFieldRecord {
  if (!editedFieldSchema.safeParse(stored).success) return false;
  const { value } = stored as { value?: unknown };
  return value === undefined || fieldValueSchema.safeParse(value).success;
}
