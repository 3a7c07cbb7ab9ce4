import Modal from "react-bootstrap/Modal";

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
    <Modal
      show={show}
      onHide={() => !busy && onCancel()}
      aria-labelledby="delete-modal-title"
      aria-describedby="delete-modal-question"
      centered
    >
      <Modal.Header closeButton={!busy} closeLabel="Close">
        <Modal.Title as="h2" id="delete-modal-title" className="h5">
          Delete form
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id="delete-modal-question" className="mb-0">
          {question}
        </p>
      </Modal.Body>
      <Modal.Footer>
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
      </Modal.Footer>
    </Modal>
  );
}
