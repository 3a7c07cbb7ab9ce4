import { toDisplayDate, toStoredDate } from "@portal/forms";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
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
  // The text shown, and the stored value it was made for. A value set from outside (a reset, a
  // picked date) shows in its display form; adjusted while rendering rather than in an effect,
  // one effect less per date field (a page of rows holds hundreds, DESIGN §5).
  const [view, setView] = useState(() => ({ stored, text: toDisplayDate(stored) }));
  let text = view.text;
  if (view.stored !== stored) {
    text = storedDateFor(view.text) === stored ? view.text : toDisplayDate(stored);
    setView({ stored, text });
  }
  // The browser's calendar input exists once asked for: one element less per date field.
  const [pickerWanted, setPickerWanted] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const openPicker = () => {
    if (!picker.current) flushSync(() => setPickerWanted(true));
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

  return SingleFrame({
    of: props,
    error: error,
    children: (
      <div className="date-input">
        <div className="input-group">
          <input
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
              const typed = event.target.value;
              setView({ stored: storedDateFor(typed), text: typed });
              control.change(storedDateFor(typed));
            }}
            onBlur={() => {
              setView((current) => ({ ...current, text: toDisplayDate(current.text) }));
              control.blur();
            }}
          />
          <button
            type="button"
            className="btn btn-outline-secondary date-picker-button"
            disabled={disabled}
            onClick={openPicker}
          >
            <span className="visually-hidden">Choose {fieldLabelText(field)} from a calendar</span>
          </button>
        </div>
        {pickerWanted && (
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
              setView({ stored: picked, text: toDisplayDate(picked) });
              control.change(picked);
              control.validate();
            }}
          />
        )}
      </div>
    ),
  });
}
