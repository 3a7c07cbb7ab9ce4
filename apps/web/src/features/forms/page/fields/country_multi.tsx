import type { FieldProps } from "../field-props.ts";
import { useCountryOptions } from "./country.tsx";
import { controlAttributes, SingleFrame } from "./field-frame.tsx";
import { optionElements } from "./select.tsx";
import { chosenIds } from "./select_multi.tsx";
import { useControlledField } from "./use-controlled-field.ts";

/**
 * render type `country_multi`: several countries from the long country list, as a native
 * multiple select (type-ahead, Shift/Ctrl to extend). The chosen countries are listed under it
 * so the choice stays visible while the list scrolls.
 */
export function CountryMultiField(props: FieldProps) {
  const { field, id, disabled, name } = props;
  const control = useControlledField(props);
  const options = useCountryOptions();
  const { error } = control;
  const chosen = chosenIds(control.value).map(String);
  const chosenNames = options.filter((o) => chosen.includes(String(o.id))).map((o) => o.name);

  return (
    <SingleFrame
      of={props}
      error={error}
      after={
        chosenNames.length > 0 && (
          <p className="form-text mb-0" aria-live="polite">
            Chosen: {chosenNames.join(", ")}
          </p>
        )
      }
    >
      <select
        name={name}
        multiple
        size={8}
        className={`form-select${error !== undefined ? " is-invalid" : ""}`}
        {...controlAttributes(field, id, error)}
        disabled={disabled}
        value={chosen}
        onChange={(event) => {
          control.change([...event.target.selectedOptions].map((o) => o.value));
          if (field.maxSelected !== undefined) control.validate();
        }}
        onBlur={control.blur}
      >
        {optionElements(options)}
      </select>
    </SingleFrame>
  );
}
