import { dateInputTexts } from "@portal/contract";
import { toDisplayDate, toStoredDate } from "@portal/forms";
import { type ReactNode, useState } from "react";
import { ErrorSummary } from "./error-summary.tsx";
import { LabelledInput } from "./labelled-input.tsx";

export interface DateInputProps {
  id: string;
  label: string;
  /** What is typed, DD/MM/YYYY. */
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  /** The wrapper's classes: its spacing, or its column in a grid. */
  className?: string;
}

/**
 * A day typed as DD/MM/YYYY whatever the browser's language: a text box with the hint
 * "For example, 27/11/2026" (a browser's own date input shows mm/dd/yyyy in an en-US browser).
 */
export function DateInput(props: DateInputProps) {
  return (
    <LabelledInput
      {...props}
      type="text"
      hint={dateInputTexts.hint}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
    />
  );
}

/**
 * YYYY-MM-DD for a typed day ("" for an empty box); undefined for text that is not a real
 * date. Day and month may have one digit (1/2/2026); 31/02 is refused, never rolled over.
 */
export function readDay(text: string): string | undefined {
  if (text.trim() === "") return "";
  return toStoredDate(text) ?? undefined;
}

type DayFields<Name extends string> = Record<Name, { id: string; label: string }>;

/**
 * The days of a filter form: their boxes, shown DD/MM/YYYY from the YYYY-MM-DD they start
 * with, and `read()`, which gives every day back as YYYY-MM-DD or, when one is not a real
 * date, shows why on the box and in an error summary (`summary`, put above the form) instead.
 */
export function useDateInputs<Name extends string>(
  fields: DayFields<Name>,
  initial: Record<Name, string>,
) {
  const names = Object.keys(fields) as Name[];
  const [texts, setTexts] = useState(() => mapNames(names, (name) => toDisplayDate(initial[name])));
  // What is wrong with each day not read, as of the last read; `attempt` mounts the summary anew.
  const [problems, setProblems] = useState<{
    errors: Partial<Record<Name, string>>;
    attempt: number;
  }>();

  const input = (name: Name): DateInputProps => ({
    ...fields[name],
    value: texts[name],
    onChange: (text) => setTexts((current) => ({ ...current, [name]: text })),
    error: problems?.errors[name],
  });

  const read = (): Record<Name, string> | undefined => {
    const wrong = names.filter((name) => readDay(texts[name]) === undefined);
    const errors = Object.fromEntries(
      wrong.map((name) => [name, dateInputTexts.notADate(fields[name].label)]),
    ) as Partial<Record<Name, string>>;
    setProblems((last) =>
      wrong.length === 0 ? undefined : { errors, attempt: (last?.attempt ?? 0) + 1 },
    );
    if (wrong.length > 0) return undefined;
    return mapNames(names, (name) => readDay(texts[name]) ?? "");
  };

  // GOV.UK's summary names each problem by its message alone, linked to its box.
  const summary: ReactNode = problems && (
    <ErrorSummary
      key={problems.attempt}
      fields={names.flatMap((name) => {
        const message = problems.errors[name];
        return message ? [{ id: fields[name].id, label: message }] : [];
      })}
    />
  );
  return { input, read, summary };
}

function mapNames<Name extends string>(names: Name[], value: (name: Name) => string) {
  return Object.fromEntries(names.map((name) => [name, value(name)])) as Record<Name, string>;
}
