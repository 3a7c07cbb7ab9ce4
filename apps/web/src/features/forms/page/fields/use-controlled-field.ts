import { useCallback, useSyncExternalStore } from "react";
import { useFormContext } from "react-hook-form";
import type { FieldProps } from "../field-props.ts";
import { useFieldError, useFieldValidation } from "../use-field-state.ts";

/**
 * This field's stored value; re-renders when it changes (typed, set, reset, a row updated),
 * never for another field's. Through the form's `subscribe`, as useFieldError: useController
 * would also keep a copy of the whole form state per field (useFormState), a cost paid by every
 * controlled field at mount and unmount (hundreds on a page of rows, DESIGN §5).
 */
export function useFieldValue(name: string): unknown {
  const { subscribe, getValues } = useFormContext();
  const listen = useCallback(
    (changed: () => void) =>
      subscribe({ name, exact: true, formState: { values: true }, callback: changed }),
    [subscribe, name],
  );
  return useSyncExternalStore(listen, () => getValues(name));
}

/**
 * A controlled field (select, radio, date, files …): re-renders when its own value changes,
 * never for another field's. `change` stores a value and re-checks a field in error; `blur`
 * marks it touched (no check: see useFieldValidation). The field is registered with the form
 * library as useController does (no DOM ref: the control shows its value itself, e.g. a date
 * as DD/MM/YYYY), and its changes go through the registration's own handlers, so the form's
 * values, dirty and touched state and watchers see them exactly as a registered input's.
 */
export function useControlledField({ field, name, row }: FieldProps) {
  const { register, getValues } = useFormContext();
  const registration = register(name);
  const value = useFieldValue(name);
  const error = useFieldError(name);
  const { onValueChange, validate } = useFieldValidation(field, name, row);
  return {
    value,
    error,
    change(next: unknown) {
      void registration.onChange({ target: { name, value: next }, type: "change" });
      onValueChange();
    },
    blur() {
      void registration.onBlur({ target: { name, value: getValues(name) }, type: "blur" });
    },
    /** Validate now, whatever the current error (files: as soon as they are chosen). */
    validate,
  };
}
