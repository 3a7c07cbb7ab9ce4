// Form-type state of SPEC §3 (showFilesPopup, files, showAddPopup, isCreating, isDeleting),
// held by the list screen: nothing in it outlives the screen, so it is not in the store.
import type { Attachment, FormTypeState } from "@portal/contract";

export const initialFormTypeState: FormTypeState = {
  showFilesPopup: false,
  files: [],
  showAddPopup: false,
  isCreating: null,
  isDeleting: false,
};

export type FormTypeAction =
  | { type: "filesOpened"; files: Attachment[] }
  | { type: "filesClosed" }
  | { type: "addOpened" }
  | { type: "addClosed" }
  | { type: "deleteStarted" }
  | { type: "deleteEnded" };

export function formTypeReducer(state: FormTypeState, action: FormTypeAction): FormTypeState {
  switch (action.type) {
    case "filesOpened":
      return { ...state, showFilesPopup: true, files: action.files };
    case "filesClosed":
      // The files stay while the dialog fades out.
      return { ...state, showFilesPopup: false };
    case "addOpened":
      return { ...state, showAddPopup: true };
    case "addClosed":
      return { ...state, showAddPopup: false };
    case "deleteStarted":
      return { ...state, isDeleting: true };
    case "deleteEnded":
      return { ...state, isDeleting: false };
  }
}
