import type { Field } from "@portal/contract";
import {
  type GroupRow,
  isRowEmpty,
  liveIndexOf,
  rowLimits,
  validateFieldValue,
} from "@portal/forms";
import { useCallback, useRef, useSyncExternalStore } from "react";
import { type UseFormGetValues, useFormContext } from "react-hook-form";
import type { RowRef } from "./field-paths.ts";

/** Error types: the portal's own checks, and messages the service sent back. */
export const CLIENT_ERROR = "validate";
export const SERVER_ERROR = "server";

/**
 * This field's error text ("" for an error without text), or undefined. Subscribes to this
 * one path's errors only: typing elsewhere never re-renders the field. Through the form's
 * `subscribe` rather than useFormState, which copies the whole form state whenever a field
 * mounts or unmounts (a thousand fields: 15–20 ms more on every page switch, DESIGN §5).
 */
export function useFieldError(name: string): string | undefined {
  const { subscribe, getFieldState } = useFormContext();
  // The error read once per change of the form's errors, not on every snapshot React takes
  // (two per field at mount): getFieldState looks up five paths (DESIGN §5 first idle frame).
  const read = useRef<{ name: string; error: string | undefined } | null>(null);
  const listen = useCallback(
    (changed: () => void) =>
      subscribe({
        name,
        exact: true,
        formState: { errors: true },
        callback: () => {
          read.current = null;
          changed();
        },
      }),
    [subscribe, name],
  );
  return useSyncExternalStore(listen, () => {
    if (read.current?.name !== name) {
      const error = getFieldState(name).error;
      read.current = { name, error: error ? (error.message ?? "") : undefined };
    }
    return read.current.error;
  });
}

/**
 * The engine's error for a field's current value (SPEC §5), or null. A row beyond the group's
 * minimum that is entirely empty is not checked (SPEC §4), as validatePage does on submit.
 */
export function currentFieldError(
  field: Field,
  name: string,
  row: RowRef | undefined,
  getValues: UseFormGetValues<Record<string, unknown>>,
): string | null {
  if (row) {
    const rows = (getValues(row.group.groupId) ?? []) as GroupRow[];
    const current = rows[row.rawIndex];
    const live = liveIndexOf(rows, row.rawIndex);
    if (current && live >= rowLimits(row.group).min && isRowEmpty(row.group, current)) return null;
  }
  return validateFieldValue(field, getValues(name));
}

/**
 * Validation of one field by the engine, never on blur: the page is checked when it is saved
 * (GOV.UK's way), and a field showing an error is checked again on every change, so the
 * message goes as soon as the answer is fixed. A message appearing as a field loses focus
 * would move what lies below it under a pointer already pressing there: a press on Save
 * would be lost. A message from the service stays until the value changes.
 */
export function useFieldValidation(field: Field, name: string, row: RowRef | undefined) {
  const { getValues, setError, clearErrors, getFieldState } = useFormContext();
  // Plain functions, not callbacks kept across renders: a field re-renders only for its own
  // value or error, and a thousand fields mounting each pay for every hook (DESIGN §5).
  const validate = () => {
    const error = currentFieldError(field, name, row, getValues);
    if (error === null) {
      if (getFieldState(name).error) clearErrors(name);
    } else if (getFieldState(name).error?.message !== error) {
      setError(name, { type: CLIENT_ERROR, message: error });
    }
  };
  const onValueChange = () => {
    if (getFieldState(name).error) validate();
  };
  return { validate, onValueChange };
}
