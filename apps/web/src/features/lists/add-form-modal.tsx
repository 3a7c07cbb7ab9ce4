import type { FormType } from "@portal/contract";
import Modal from "react-bootstrap/Modal";

export interface AddFormModalProps {
  show: boolean;
  title: string;
  formTypes: readonly FormType[];
  onChoose(formType: FormType): void;
  onHide(): void;
}

/** SPEC §2 Add form modal: the form types the user can start, one button each. */
export function AddFormModal({ show, title, formTypes, onChoose, onHide }: AddFormModalProps) {
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="add-form-modal-title" centered>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title as="h2" id="add-form-modal-title" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id="add-form-modal-hint">Which form would you like to start?</p>
        <ul className="list-unstyled d-grid gap-2 mb-0" aria-describedby="add-form-modal-hint">
          {formTypes.map((formType) => (
            <li key={formType.id} className="d-grid">
              <button
                type="button"
                className="btn btn-outline-primary text-start"
                onClick={() => onChoose(formType)}
              >
                {formType.name}
              </button>
            </li>
          ))}
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onHide}>
          Cancel
        </button>
      </Modal.Footer>
    </Modal>
  );
}
