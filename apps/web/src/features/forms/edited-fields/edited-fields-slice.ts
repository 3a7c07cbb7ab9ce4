import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { sessionEnded, sessionStarted } from "../../../lib/session-events.ts";
import { type EditedFieldRecord, isEditedFieldRecord } from "./edited-field-record.ts";

/** The unsaved edits of form pages (SPEC §3 Edited-field records), by form token, then page code. */
type EditedForms = Record<string, Record<string, EditedFieldRecord[]>>;

/**
 * The edits and whose they are. Persisted (`reduxPersist:editedFields`): a reload of the page
 * brings them back. A successful save of the page clears its records; a logout clears them
 * all, a session that ran out keeps them for the next sign-in of the same user only: another
 * user signing in on this device drops them.
 */
export interface EditedFieldsState {
  /** The signed-in user who made the edits (their sign-in e-mail, lower case). */
  owner: string | null;
  forms: EditedForms;
}

export interface PageRef {
  formToken: string;
  pageCode: string;
}

const empty: EditedFieldsState = { owner: null, forms: {} };

function withoutPage({ forms }: EditedFieldsState, { formToken, pageCode }: PageRef) {
  const form = forms[formToken];
  if (!form || !(pageCode in form)) return;
  delete form[pageCode];
  if (Object.keys(form).length === 0) delete forms[formToken];
}

export const editedFieldsSlice = createSlice({
  name: "editedFields",
  initialState: empty,
  reducers: {
    /** The page's records now (none: the page is back to what it started with). */
    editedFieldsRecorded(
      state,
      { payload }: PayloadAction<PageRef & { records: EditedFieldRecord[] }>,
    ) {
      if (payload.records.length === 0) {
        withoutPage(state, payload);
        return;
      }
      state.forms[payload.formToken] ??= {};
      state.forms[payload.formToken]![payload.pageCode] = payload.records;
    },
    /** The page was saved: its edits are the service's now. */
    editedFieldsCleared(state, { payload }: PayloadAction<PageRef>) {
      withoutPage(state, payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, { payload }) => {
        const owner = payload.userDetails.email.toLowerCase();
        return state.owner === owner ? state : { owner, forms: {} };
      })
      .addCase(sessionEnded, (state, { payload }) => (payload.keepUnsavedEdits ? state : empty));
  },
});

export const { editedFieldsRecorded, editedFieldsCleared } = editedFieldsSlice.actions;

const none: readonly EditedFieldRecord[] = [];

export const selectEditedFields =
  ({ formToken, pageCode }: PageRef) =>
  (state: { editedFields: EditedFieldsState }): readonly EditedFieldRecord[] =>
    state.editedFields.forms[formToken]?.[pageCode] ?? none;

/** A stored copy of the slice, checked record by record. */
export function isEditedFieldsState(stored: unknown): stored is EditedFieldsState {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (!isObject(stored) || !isObject(stored.forms)) return false;
  if (stored.owner !== null && typeof stored.owner !== "string") return false;
  return Object.values(stored.forms).every(
    (pages) =>
      isObject(pages) &&
      Object.values(pages).every(
        (records) => Array.isArray(records) && records.every(isEditedFieldRecord),
      ),
  );
}
