import type { Field, FieldGroup, FieldValue, RenderType } from "@portal/contract";
import { renderTypes } from "@portal/contract";
import {
  dateRule,
  emailRule,
  type FieldRule,
  maxFileSizeRule,
  maxSelectedRule,
  maxUploadsRule,
  numberRule,
} from "./field-rules.ts";
import { asText, printedList } from "./printed-values.ts";
import {
  booleanValue,
  dateValue,
  fileListValue,
  noValue,
  numberValue,
  optionListValue,
  optionValue,
  serverValue,
  textValue,
  type ValueKind,
} from "./value-kinds.ts";
import { type WireReading, wireLimits } from "./wire-values.ts";

/** Everything a render type means, to the portal, the service and the PDF alike. */
export interface RenderTypeTraits {
  /** What its value is: empty value, query-string value, what a POST may carry, the PDF's text. */
  value: ValueKind;
  /**
   * The checks of a non-empty value beyond "required" (which all share), in the order they
   * are reported; null: never validated (no value, or a server value the user cannot correct).
   */
  rules: readonly FieldRule[] | null;
  /**
   * Its value is one of the options its definition lists or its endpoint serves: a definition
   * must give it some, and the service refuses a value that is not among them.
   */
  choice: boolean;
  /**
   * Whether the portal remembers edits across reloads: not files (their bytes would fill the
   * storage), nor a text field used as a password input (never written anywhere).
   */
  remembered: boolean | "unlessPassword";
  /** The portal draws it in a field box (label, messages); a hidden input has none. */
  framed: boolean;
  /** Its options are the country list (the configured one, else the shipped one). */
  countries: boolean;
}

/** A table with one row for each of `T`: a type without its row does not compile. */
export type RenderTypeTable<T extends string = RenderType> = Record<T, RenderTypeTraits>;

const text = textValue(wireLimits.text);
const longText = textValue(wireLimits.textarea);
const optionId = optionValue("an option id (text or a number)");
const countryCode = optionValue("a country code");

/**
 * One row per render type of the contract (SPEC §3). Adding a type to the contract's list
 * fails to compile until it has its row here (and its component in the portal's registry).
 */
// biome-ignore format: a table reads best one row to a line
export const renderTypeTraits: RenderTypeTable = {
  text:          { value: text,            rules: [],                                choice: false, remembered: "unlessPassword", framed: true, countries: false },
  address:       { value: text,            rules: [],                                choice: false, remembered: true,             framed: true, countries: false },
  email:         { value: text,            rules: [emailRule],                       choice: false, remembered: true,             framed: true, countries: false },
  textarea:      { value: longText,        rules: [],                                choice: false, remembered: true,             framed: true, countries: false },
  float:         { value: numberValue,     rules: [numberRule],                      choice: false, remembered: true,             framed: true, countries: false },
  date:          { value: dateValue,       rules: [dateRule],                        choice: false, remembered: true,             framed: true, countries: false },
  radio:         { value: optionId,        rules: [],                                choice: true,  remembered: true,             framed: true, countries: false },
  select:        { value: optionId,        rules: [],                                choice: true,  remembered: true,             framed: true, countries: false },
  select_multi:  { value: optionListValue, rules: [maxSelectedRule],                 choice: true,  remembered: true,             framed: true, countries: false },
  country:       { value: countryCode,     rules: [],                                choice: false, remembered: true,             framed: true, countries: true  },
  country_multi: { value: optionListValue, rules: [maxSelectedRule],                 choice: false, remembered: true,             framed: true, countries: true  },
  checkbox:      { value: booleanValue,    rules: [],                                choice: false, remembered: true,             framed: true, countries: false },
  file_upload:   { value: fileListValue,   rules: [maxUploadsRule, maxFileSizeRule], choice: false, remembered: false,            framed: true, countries: false },
  hidden:        { value: serverValue,     rules: null,                              choice: false, remembered: true,             framed: false, countries: false },
  html_display:  { value: noValue,         rules: null,                              choice: false, remembered: false,            framed: true, countries: false },
};

/** The traits of a render type; throws on a type the engine does not know (fail fast at boot). */
export function traitsOf(renderType: string): RenderTypeTraits {
  if (!Object.hasOwn(renderTypeTraits, renderType)) {
    throw new Error(`Unknown render type "${renderType}"; known: ${renderTypes.join(", ")}`);
  }
  return renderTypeTraits[renderType as RenderType];
}

const kindOf = (field: Pick<Field, "renderType">) => traitsOf(field.renderType).value;

/** The value a field starts with when the server sends none (and in a newly added row). */
export function emptyValueFor(field: Pick<Field, "renderType">): FieldValue {
  return kindOf(field).empty;
}

/** Whether the field carries a value at all (html_display only shows server content). */
export const carriesValue = (field: Pick<Field, "renderType">) => kindOf(field).kind !== "none";

/** Fields that carry a value, in order. */
export function valueFieldsOf(group: FieldGroup): Field[] {
  return group.fields.filter(carriesValue);
}

/** Whether the field's value is uploaded files. */
export const holdsFiles = (field: Pick<Field, "renderType">) => kindOf(field).kind === "files";

/** Whether the field's value is a date (stored YYYY-MM-DD). */
export const holdsDate = (field: Pick<Field, "renderType">) => kindOf(field).kind === "date";

/** Whether the field's value must be one of its options (see RenderTypeTraits.choice). */
export const isChoiceField = (field: Pick<Field, "renderType">) =>
  traitsOf(field.renderType).choice;

/** Whether the field's options are the country list rather than its definition's. */
export const listsCountries = (field: Pick<Field, "renderType">) =>
  traitsOf(field.renderType).countries;

/** A posted value read for its field (SPEC §7): null and "" are how any input says "no value". */
export function readPostedValue(field: Pick<Field, "renderType">, value: unknown): WireReading {
  if (value === null || value === "") return { value: emptyValueFor(field) };
  return kindOf(field).onWire(value);
}

/** Whether the server sets the field's value and the person never sees it (hidden). */
export const isServerSet = (field: Pick<Field, "renderType">) => kindOf(field).kind === "server";

/** Whether the form PDF prints the field (hidden and html_display are left out). */
export const isPrinted = (field: Pick<Field, "renderType">) => kindOf(field).printed !== null;

/** One value as the person saw it on the form, for the PDF; "" for no value. */
export function printedValue(field: Field, value: FieldValue | undefined, row?: number): string {
  if (value === undefined || value === null || value === "") return "";
  if (Array.isArray(value)) return printedList(field, value, row);
  return (kindOf(field).printed ?? asText)(field, value, row);
}
