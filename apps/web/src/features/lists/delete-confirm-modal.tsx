import { Dialog } from "../../components/dialog.tsx";

export interface DeleteConfirmModalProps {
  show: boolean;
  /** 'Delete "{name}" ({date})?' (SPEC §8). */
  question: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a form is deleted; focus starts on Cancel, the safe choice. */
export function DeleteConfirmModal({
  show,
  question,
  busy,
  onConfirm,
  onCancel,
}: DeleteConfirmModalProps) {
  return (
    <Dialog
      show={show}
      onHide={() => !busy && onCancel()}
      titleId="delete-modal-title"
      title="Delete form"
      aria-describedby="delete-modal-question"
      closeButton={!busy}
      footer={
        <>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={onCancel}
            disabled={busy}
            // biome-ignore lint/a11y/noAutofocus: a dialog moves focus inside; Cancel is the safe default
            autoFocus
          >
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
            {busy ? "Deleting..." : "Delete"}
          </button>
        </>
      }
    >
      <p id="delete-modal-question" className="mb-0">
        {question}
      </p>
    </Dialog>
  );
}
