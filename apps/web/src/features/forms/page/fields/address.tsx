import type { AddressSuggestion, Field, FieldGroup } from "@portal/contract";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useFormContext } from "react-hook-form";
import { searchAddresses } from "../../form-api.ts";
import { fieldPath } from "../field-paths.ts";
import type { FieldProps } from "../field-props.ts";
import { usePageFormContext } from "../page-form-context.ts";
import { controlAttributes, SingleFrame } from "./field-frame.tsx";
import { useControlledField } from "./use-controlled-field.ts";

/** Suggestions are asked for once this many characters are typed, after a short pause. */
export const ADDRESS_MIN_CHARACTERS = 3;
export const ADDRESS_DEBOUNCE_MS = 250;

/** The parts a chosen address fills (SPEC §5), and the country it always is. */
const parts = ["line1", "line2", "suburb", "city", "postcode", "country"] as const;
type Part = (typeof parts)[number];
const NEW_ZEALAND = "NZ";

/**
 * The sibling field each part fills: `{address field}_{part}` when the group has it, else the
 * group's field whose name ends with the part (address_line1, suburb, city, postcode …).
 */
export function addressTargets(field: Field, group: FieldGroup): Partial<Record<Part, string>> {
  const siblings = group.fields.filter((f) => f.fieldName !== field.fieldName);
  const targets: Partial<Record<Part, string>> = {};
  for (const part of parts) {
    const found =
      siblings.find((f) => f.fieldName === `${field.fieldName}_${part}`) ??
      siblings.find((f) => f.fieldName === part || f.fieldName.endsWith(`_${part}`)) ??
      siblings.find((f) => f.fieldName.endsWith(part));
    if (found) targets[part] = found.fieldName;
  }
  return targets;
}

function partValue(suggestion: AddressSuggestion, part: Part): string {
  return part === "country" ? NEW_ZEALAND : (suggestion[part] ?? "");
}

/**
 * render type `address` (New Zealand only): type-ahead suggestions from the address service
 * as an ARIA combobox; choosing one fills line 1, line 2, suburb, city, postcode and country
 * NZ in the fields beside it. The typed text stays the field's own value.
 */
export function AddressField(props: FieldProps) {
  const { field, id, disabled, name, group, row } = props;
  const control = useControlledField(props);
  const { setValue, clearErrors } = useFormContext();
  const { sessionId } = usePageFormContext();
  const { error } = control;
  const text = typeof control.value === "string" ? control.value : "";
  const [query, setQuery] = useState("");
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [unavailable, setUnavailable] = useState(false);
  const listId = useId();

  useEffect(() => {
    if (query.trim().length < ADDRESS_MIN_CHARACTERS) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchAddresses(query.trim(), sessionId, controller.signal).then(
        (found) => {
          setSuggestions(found);
          setActive(-1);
          setOpen(true);
        },
        () => {
          // Suggestions are a help, not a step: without them the address is typed below.
          if (!controller.signal.aborted) setUnavailable(true);
        },
      );
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, sessionId]);

  const choose = (suggestion: AddressSuggestion) => {
    control.change(suggestion.label);
    const targets = addressTargets(field, group);
    for (const part of parts) {
      const target = targets[part];
      if (!target) continue;
      const path = fieldPath(target, row);
      setValue(path, partValue(suggestion, part), { shouldDirty: true });
      clearErrors(path);
    }
    setOpen(false);
    setSuggestions([]);
    setQuery("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === "ArrowDown" && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (event.key === "ArrowUp" && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === "Enter" && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const expanded = open && suggestions.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <SingleFrame
      of={props}
      error={error}
      after={
        <div role="status" className={unavailable ? "form-text" : "visually-hidden"}>
          {unavailable
            ? "Address suggestions are not available at the moment: please type the address in the fields below."
            : open && query.trim().length >= ADDRESS_MIN_CHARACTERS
              ? `${suggestions.length} ${suggestions.length === 1 ? "address" : "addresses"} found`
              : ""}
        </div>
      }
    >
      <div className="address-finder position-relative">
        <input
          type="text"
          name={name}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          className={`form-control${error !== undefined ? " is-invalid" : ""}`}
          {...controlAttributes(field, id, error)}
          placeholder={field.placeholder}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            control.change(event.target.value);
            setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            control.blur();
          }}
        />
        <div
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label="Suggested addresses"
          className={`address-suggestions list-group shadow-sm${expanded ? "" : " d-none"}`}
        >
          {suggestions.map((suggestion, i) => (
            <div
              key={suggestion.id}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={`list-group-item list-group-item-action${i === active ? " active" : ""}`}
              // Chosen on mouse down, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(suggestion);
              }}
            >
              {suggestion.label}
            </div>
          ))}
        </div>
      </div>
    </SingleFrame>
  );
}
