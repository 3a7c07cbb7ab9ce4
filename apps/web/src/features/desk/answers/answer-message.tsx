import { useState } from "react";
import { type AnswerPlace, messageBoxId } from "./field-messages.ts";

/**
 * "Add a message" on one answer (one row's answer in a repeating group): opens a box whose text
 * goes back to the applicant on that field when the submission is returned.
 */
export function AnswerMessage({
  place,
  label,
  value,
  onChange,
}: {
  place: AnswerPlace;
  /** The answer's label, with its row for a repeating group. */
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const [open, setOpen] = useState(value !== "");
  const id = messageBoxId(place);
  if (!open) {
    return (
      <button
        type="button"
        className="btn btn-link btn-sm p-0"
        aria-label={`Add a message on ${label}`}
        onClick={() => {
          setOpen(true);
          // The box exists after this render: focus follows the choice to write.
          requestAnimationFrame(() => document.getElementById(id)?.focus());
        }}
      >
        Add a message
      </button>
    );
  }
  return (
    <div className="mt-1">
      <label htmlFor={id} className="form-label small mb-1">
        Message on {label}
      </label>
      <textarea
        id={id}
        className="form-control form-control-sm"
        rows={2}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
