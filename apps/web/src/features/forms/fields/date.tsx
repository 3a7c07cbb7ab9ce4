import { toDisplayDate, toStoredDate } from "@portal/forms";
import { useEffect, useRef, useState } from "react";
import type { FieldProps } from "../field-props.ts";
import { controlAttributes, fieldLabelText, SingleFrame } from "./field-frame.tsx";
import { useControlledField } from "./use-controlled-field.ts";

/** What the form stores for typed text: YYYY-MM-DD when it is a date, else the text itself. */
export function storedDateFor(text: string): string {
  return toStoredDate(text) ?? text;
}

/**
 * render type `date`: typed as DD/MM/YYYY or picked from the browser's calendar; shown as
 * DD/MM/YYYY and stored as YYYY-MM-DD (SPEC §3). Text that is not a date is kept as typed, so
 * the engine can say "Please enter a valid date".
 */
export function DateField(props: FieldProps) {
  const { field, id, disabled, name } = props;
  const control = useControlledField(props);
  const { error } = control;
  const stored = typeof control.value === "string" ? control.value : "";
  const [text, setText] = useState(() => toDisplayDate(stored));
  const picker = useRef<HTMLInputElement>(null);

  // A value set from outside (a reset, a picked date) shows in its display form.
  useEffect(() => {
    setText((current) => (storedDateFor(current) === stored ? current : toDisplayDate(stored)));
  }, [stored]);

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = toStoredDate(text) ?? "";
    try {
      input.showPicker();
    } catch {
      // No showPicker (older browsers) or not allowed: the input itself takes the click.
      input.click();
    }
  };

  return (
    <SingleFrame field={field} id={id} error={error}>
      <div className="date-input">
        <div className="input-group">
          <input
            ref={control.ref}
            type="text"
            name={name}
            inputMode="numeric"
            autoComplete="off"
            className={`form-control${error !== undefined ? " is-invalid" : ""}`}
            {...controlAttributes(field, id, error)}
            placeholder={field.placeholder ?? "DD/MM/YYYY"}
            disabled={disabled}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              control.change(storedDateFor(event.target.value));
            }}
            onBlur={() => {
              setText((current) => toDisplayDate(current));
              control.blur();
            }}
          />
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={disabled}
            onClick={openPicker}
          >
            <svg
              aria-hidden="true"
              focusable="false"
              width="16"
              height="16"
              viewBox="0 0 16 16"
              fill="currentColor"
            >
              <path d="M3.5 0a.5.5 0 0 1 .5.5V1h8V.5a.5.5 0 0 1 1 0V1h1a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2h1V.5a.5.5 0 0 1 .5-.5zM1 4v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V4H1zm2.5 2h2v2h-2V6zm3.5 0h2v2H7V6zm3.5 0h2v2h-2V6zm-7 3.5h2v2h-2v-2zm3.5 0h2v2H7v-2z" />
            </svg>
            <span className="visually-hidden">Choose {fieldLabelText(field)} from a calendar</span>
          </button>
        </div>
        <input
          ref={picker}
          type="date"
          className="date-picker-input"
          tabIndex={-1}
          aria-hidden="true"
          disabled={disabled}
          onChange={(event) => {
            const picked = event.target.value;
            if (!picked) return;
            setText(toDisplayDate(picked));
            control.change(picked);
            control.validate();
          }}
        />
      </div>
    </SingleFrame>
  );
}
