import type { FieldValue } from "@portal/contract";
import { toStoredDate } from "./date-format.ts";
import { asCheckbox, asDate, asOption, asText, type PrintValue } from "./printed-values.ts";
import {
  accepts,
  fileList,
  isScalar,
  isText,
  optionIdList,
  type WireCheck,
} from "./wire-values.ts";

/**
 * What a render type's value is and how it travels: its empty value, what a query string
 * gives it, what the service accepts in a page POST, how the PDF prints it. Several render
 * types share one kind (text, address and email are all text); render-types.ts names each
 * type's kind in its row.
 */
export interface ValueKind {
  /** The kind's name, for the few callers that act on one kind (dates stored, files kept). */
  kind: "none" | "text" | "date" | "number" | "option" | "options" | "boolean" | "files" | "server";
  /** The value a field starts with when the server sends none, and in a newly added row. */
  empty: FieldValue;
  /** The value of a query-string parameter naming the field (SPEC §2); undefined: none. */
  fromQuery: (raw: readonly string[]) => FieldValue | undefined;
  /** What the service accepts for a non-empty value in a page POST. */
  onWire: WireCheck;
  /** How the PDF prints a value; null: the field is not printed at all. */
  printed: PrintValue | null;
}

const CHECKED = new Set(["true", "1", "on", "yes"]);
const first = (raw: readonly string[]) => raw[0] ?? "";
const nothing = () => undefined;

/** Free text of at most `max` characters. */
export const textValue = (max: number): ValueKind => ({
  kind: "text",
  empty: "",
  fromQuery: first,
  onWire: accepts(isText, "text", max),
  printed: asText,
});

/** A date, typed DD/MM/YYYY, stored and sent YYYY-MM-DD. */
export const dateValue: ValueKind = {
  kind: "date",
  empty: "",
  fromQuery: (raw) => toStoredDate(first(raw)) ?? first(raw),
  onWire: accepts(isText, "a date as text (YYYY-MM-DD)"),
  printed: asDate,
};

/** A decimal number, typed as text. */
export const numberValue: ValueKind = {
  kind: "number",
  empty: "",
  fromQuery: first,
  onWire: accepts(isScalar, "a number"),
  printed: asText,
};

/** One option id (`expected` says what the service wants instead of a wrong value). */
export const optionValue = (expected: string): ValueKind => ({
  kind: "option",
  empty: "",
  fromQuery: first,
  onWire: accepts(isScalar, expected),
  printed: asOption,
});

/** A list of option ids (every repeated query parameter is one). */
export const optionListValue: ValueKind = {
  kind: "options",
  empty: [],
  fromQuery: (raw) => [...raw],
  onWire: optionIdList,
  printed: asOption,
};

/** Ticked or not; a query string says so with true, 1, on or yes. */
export const booleanValue: ValueKind = {
  kind: "boolean",
  empty: false,
  fromQuery: (raw) => CHECKED.has(first(raw).trim().toLowerCase()),
  onWire: accepts((v) => typeof v === "boolean", "true or false"),
  printed: asCheckbox,
};

/** Uploaded files; files cannot come from a URL. */
export const fileListValue: ValueKind = {
  kind: "files",
  empty: [],
  fromQuery: nothing,
  onWire: fileList,
  printed: asText,
};

/** A value the server sets and the person never sees (posted back as it came; not printed). */
export const serverValue: ValueKind = {
  kind: "server",
  empty: "",
  fromQuery: first,
  onWire: accepts((v) => isScalar(v) || typeof v === "boolean", "text or a number"),
  printed: null,
};

/** No value: the field only shows content (never posted, never printed). */
export const noValue: ValueKind = {
  kind: "none",
  empty: "",
  fromQuery: nothing,
  onWire: accepts(() => false, "absent (it shows content only)"),
  printed: null,
};
