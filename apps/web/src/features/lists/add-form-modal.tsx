import type { FormType } from "@portal/contract";
import { Dialog } from "../../components/dialog.tsx";

export interface AddFormModalProps {
  show: boolean;
  title: string;
  formTypes: readonly FormType[];
  onChoose(formType: FormType): void;
  onHide(): void;
}

/** SPEC §2 Add form modal: the form types the user can start, one button each. */
export function AddFormModal({ title, formTypes, onChoose, ...shown }: AddFormModalProps) {
  return (
    <Dialog {...shown} titleId="add-form-modal-title" title={title} dismiss="Cancel">
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
    </Dialog>
  );
}
