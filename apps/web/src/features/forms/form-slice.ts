import type { FormResponse, FormState } from "@portal/contract";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { sessionEnded } from "../../lib/session-events.ts";

/**
 * Form state of SPEC §3/§4 for the form screen and the registration screen: loading sets the
 * form to null and isFetching; its end clears isFetching; a save toggles isSaving. The render
 * fields follow the process page's PDF (SPEC §4): start (isRendering, renderPages), page
 * (renderCurrentPage), submit (isRendering false, isSavingRender true), complete
 * (hasRendered); a failed render goes back to rest. Peers and searching belong to the peer
 * search.
 */
export const emptyFormState: FormState = {
  formType: null,
  formId: null,
  formPage: null,
  form: null,
  isFetching: false,
  isSaving: false,
  isRendering: false,
  isSavingRender: false,
  hasRendered: false,
  renderPages: 0,
  renderCurrentPage: 0,
  peers: null,
  searching: false,
};

const renderAtRest = {
  isRendering: false,
  isSavingRender: false,
  hasRendered: false,
  renderPages: 0,
  renderCurrentPage: 0,
} as const;

export interface FormAddress {
  formType: string | null;
  formId: string | null;
  formPage: string | null;
}

export const formSlice = createSlice({
  name: "form",
  initialState: emptyFormState,
  reducers: {
    formFetchStarted(state, { payload }: PayloadAction<FormAddress>) {
      state.formType = payload.formType;
      state.formId = payload.formId;
      state.formPage = payload.formPage;
      state.form = null;
      state.isFetching = true;
      state.isSaving = false;
      Object.assign(state, renderAtRest);
    },
    /** The answer of a load (null when it failed: the screen then shows "not found"). */
    formFetchEnded(state, { payload }: PayloadAction<FormResponse | null>) {
      state.form = payload;
      state.isFetching = false;
    },
    formSaveStarted(state) {
      state.isSaving = true;
    },
    /** The save answered (or failed); the page summary (page states, ticks) is refreshed. */
    formSaveEnded(state, { payload }: PayloadAction<FormResponse["form"] | undefined>) {
      state.isSaving = false;
      if (payload && state.form) state.form.form = payload;
    },
    /** Render state "start": the PDF of `payload` pages begins. */
    renderStarted(state, { payload }: PayloadAction<number>) {
      state.isRendering = true;
      state.isSavingRender = false;
      state.hasRendered = false;
      state.renderPages = payload;
      state.renderCurrentPage = 0;
    },
    /** Render state "page": page `payload` (1-based) is being fetched and collected. */
    renderPageStarted(state, { payload }: PayloadAction<number>) {
      state.renderCurrentPage = payload;
    },
    /** Render state "submit": the collected sections are being sent. */
    renderSubmitStarted(state) {
      state.isRendering = false;
      state.isSavingRender = true;
    },
    /** Render state "complete": the service has the PDF. */
    renderCompleted(state) {
      state.isRendering = false;
      state.isSavingRender = false;
      state.hasRendered = true;
    },
    /** The render failed: back to rest, nothing rendered. */
    renderFailed(state) {
      Object.assign(state, renderAtRest);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => emptyFormState);
  },
});

export const {
  formFetchStarted,
  formFetchEnded,
  formSaveStarted,
  formSaveEnded,
  renderStarted,
  renderPageStarted,
  renderSubmitStarted,
  renderCompleted,
  renderFailed,
} = formSlice.actions;

type WithForm = { form: FormState };
export const selectFormState = (state: WithForm): FormState => state.form;
export const selectIsSaving = (state: WithForm): boolean => state.form.isSaving;
