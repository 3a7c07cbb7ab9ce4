import { DROPDOWN_PAGE_SIZE, loadingTexts, type Option } from "@portal/contract";
import { optionsEndpointOf } from "@portal/forms";
import type { KeyboardEvent } from "react";
import type { FieldProps } from "../field-props.ts";
import { type FieldOptions, initialOptions, useFieldOptions } from "../use-field-options.ts";
import { controlAttributes, SingleFrame } from "./field-frame.tsx";
import { useControlledField } from "./use-controlled-field.ts";

/**
 * The option `DROPDOWN_PAGE_SIZE` (5) places up or down from the current one, kept inside
 * the list; from no choice, Page Down lands on the fifth option and Page Up on the first.
 */
export function pagedOptionIndex(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  const from = current < 0 ? (direction > 0 ? -1 : 0) : current;
  return Math.max(0, Math.min(count - 1, from + direction * DROPDOWN_PAGE_SIZE));
}

/** Page Up / Page Down on a single-choice list: moves the choice by a page of options. */
export function pageKeyHandler(
  options: readonly Option[],
  value: unknown,
  choose: (option: Option) => void,
) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "PageDown" && event.key !== "PageUp") return;
    event.preventDefault();
    const current = options.findIndex((option) => String(option.id) === String(value ?? ""));
    const next = pagedOptionIndex(current, options.length, event.key === "PageDown" ? 1 : -1);
    if (next >= 0) choose(options[next]!);
  };
}

/** The options of a native select, each by its id. */
export function optionElements(options: readonly Option[]) {
  return options.map((option) => (
    <option key={String(option.id)} value={String(option.id)}>
      {option.name}
    </option>
  ));
}

/** The option whose id reads as this text (ids may be numbers; the control holds text). */
export function optionFor(options: readonly Option[], text: string): Option | undefined {
  return options.find((option) => String(option.id) === text);
}

/**
 * render type `select`: one choice from a list. A native select brings type-ahead (typing a
 * name jumps to it); Page Up/Down move by five options. Options may load from an endpoint and
 * depend on other fields: meanwhile the list is disabled and says "Loading...". A list the
 * definition gives needs none of that machinery (watching, fetching): most selects, and every
 * row of a repeating group, render straight from it.
 */
export function SelectField(props: FieldProps) {
  if (optionsEndpointOf(props.field)) return <LoadedSelect {...props} />;
  return (
    <SelectControl {...props} options={initialOptions(props.field, props.row)} loading={false} />
  );
}

function LoadedSelect(props: FieldProps) {
  const { options, loading } = useFieldOptions(props.field, props.name, props.row);
  return <SelectControl {...props} options={options} loading={loading} />;
}

function SelectControl(props: FieldProps & FieldOptions) {
  const { field, name, id, disabled, options, loading } = props;
  const control = useControlledField(props);
  const { error } = control;
  const text = control.value === undefined || control.value === null ? "" : String(control.value);
  const choose = (option: Option | undefined) => control.change(option ? option.id : "");

  return SingleFrame({
    of: props,
    error: error,
    children: (
      <select
        name={name}
        className={`form-select${error !== undefined ? " is-invalid" : ""}`}
        {...controlAttributes(field, id, error)}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        value={loading ? "" : text}
        onChange={(event) => choose(optionFor(options, event.target.value))}
        onBlur={control.blur}
        onKeyDown={pageKeyHandler(options, control.value, choose)}
      >
        {loading ? (
          <option value="">{loadingTexts.default}</option>
        ) : (
          <>
            <option value="">{field.placeholder ?? "Please select"}</option>
            {optionElements(options)}
          </>
        )}
      </select>
    ),
  });
}
