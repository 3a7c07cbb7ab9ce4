import type { Option } from "@portal/contract";
import { useMemo } from "react";
import type { FieldProps } from "../field-props.ts";
import { usePageFormContext } from "../page-form-context.ts";
import { countriesFrom } from "./countries.ts";
import { controlAttributes, SingleFrame } from "./field-frame.tsx";
import { optionElements, optionFor, pageKeyHandler } from "./select.tsx";
import { useControlledField } from "./use-controlled-field.ts";

/** The page's countries as options (id = ISO code). */
export function useCountryOptions(): Option[] {
  const { countryList } = usePageFormContext();
  return useMemo(
    () => countriesFrom(countryList).map((c) => ({ id: c.code, name: c.name })),
    [countryList],
  );
}

/** render type `country`: one country, by code, from config.countryList (NZ first). */
export function CountryField(props: FieldProps) {
  const { field, id, disabled, name } = props;
  const control = useControlledField(props);
  const options = useCountryOptions();
  const { error } = control;
  const text = typeof control.value === "string" ? control.value : "";
  const choose = (option: Option | undefined) => control.change(option ? option.id : "");
  return (
    <SingleFrame of={props} error={error}>
      <select
        name={name}
        className={`form-select${error !== undefined ? " is-invalid" : ""}`}
        {...controlAttributes(field, id, error)}
        autoComplete="country"
        disabled={disabled}
        value={text}
        onChange={(event) => choose(optionFor(options, event.target.value))}
        onBlur={control.blur}
        onKeyDown={pageKeyHandler(options, control.value, choose)}
      >
        <option value="">{field.placeholder ?? "Please select"}</option>
        {optionElements(options)}
      </select>
    </SingleFrame>
  );
}
