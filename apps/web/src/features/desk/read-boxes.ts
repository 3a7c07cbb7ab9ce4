// A small form's boxes read as a contract's body: days typed DD/MM/YYYY read as YYYY-MM-DD,
// texts that must not be blank, each mistake told on its box before anything is sent.
import { dateInputTexts } from "@portal/contract";
import { readDay } from "../../components/date-input.tsx";
import type { FieldProblem } from "../../components/error-summary.tsx";

/** What a box holds, and what it says when it is left empty (none: it may be). */
export interface Box {
  label: string;
  day?: true;
  missing?: string;
}

type Read<Name extends string> =
  | { values: Record<Name, string>; errors?: undefined }
  | { errors: Partial<Record<Name, string>> };

/** Every box read (a day as YYYY-MM-DD, "" when empty), or why each wrong one is wrong. */
export function readBoxes<Name extends string>(
  boxes: Record<Name, Box>,
  texts: Record<Name, string>,
): Read<Name> {
  const values = {} as Record<Name, string>;
  const errors: Partial<Record<Name, string>> = {};
  for (const name of Object.keys(boxes) as Name[]) {
    const { label, day, missing } = boxes[name];
    const value = day ? readDay(texts[name]) : texts[name].trim();
    if (value === undefined) errors[name] = dateInputTexts.notADate(label);
    else if (value === "" && missing) errors[name] = missing;
    else values[name] = value;
  }
  return Object.keys(errors).length > 0 ? { errors } : { values };
}

/** The summary's links, in the order the boxes are shown. */
export function problemsOf<Name extends string>(
  boxes: Record<Name, Box>,
  errors: Partial<Record<Name, string>>,
  idOf: (name: Name) => string,
): FieldProblem[] {
  return (Object.keys(boxes) as Name[]).flatMap((name) => {
    const message = errors[name];
    return message ? [{ id: idOf(name), label: message }] : [];
  });
}
