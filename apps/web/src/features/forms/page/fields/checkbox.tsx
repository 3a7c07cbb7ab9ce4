import type { FieldProps } from "../field-props.ts";
import {
  controlAttributes,
  ErrorText,
  fieldLabelText,
  HelpText,
  RequiredMarker,
} from "./field-frame.tsx";
import { useRegisteredControl } from "./use-registered-control.ts";

/** render type `checkbox`: one yes/no tick; "required" means it must be ticked. */
export function CheckboxField(props: FieldProps) {
  const { field, id } = props;
  const { error, inputProps } = useRegisteredControl(props);
  return (
    <div className="form-check">
      <input
        type="checkbox"
        className={`form-check-input${error !== undefined ? " is-invalid" : ""}`}
        {...inputProps}
        {...controlAttributes(field, id, error)}
      />
      <label className="form-check-label" htmlFor={id}>
        {fieldLabelText(field)}
        <RequiredMarker field={field} />
      </label>
      <HelpText field={field} id={id} />
      <ErrorText id={id} error={error} />
    </div>
  );
}
