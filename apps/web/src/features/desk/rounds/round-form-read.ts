// The round form's boxes read as the contract's round: days typed DD/MM/YYYY, amounts in
// dollars and cents, the grace in days; then the rules between the figures the service
// applies too (roundProblems), so most mistakes are shown before anything is sent.
import {
  dateInputTexts,
  MAX_GRACE_DAYS,
  MAX_ROUND_FEE_CENTS,
  type RoundBody,
  roundFormTexts,
  roundProblems,
} from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import { readDay } from "../../../components/date-input.tsx";

export type RoundField = keyof RoundBody;
export type RoundTexts = Record<RoundField, string>;
export type RoundErrors = Partial<Record<RoundField, string>>;

/** The form's boxes in the order it shows them, each with how it is typed. */
export const roundFields: { name: RoundField; kind: "year" | "day" | "days" | "money" }[] = [
  { name: "year", kind: "year" },
  { name: "startsOn", kind: "day" },
  { name: "endsOn", kind: "day" },
  { name: "opensOn", kind: "day" },
  { name: "deadline", kind: "day" },
  { name: "graceDays", kind: "days" },
  { name: "feeCents", kind: "money" },
  { name: "lateFeeCents", kind: "money" },
];

/** The figures a round under way keeps (the service refuses a change to them). */
export const keptFields: readonly RoundField[] = ["year", "startsOn", "endsOn", "feeCents"];

export const roundFieldId = (name: RoundField) => `round-${name}`;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The boxes of `round` as typed, or empty ones for a new round. */
export function roundTexts(round?: RoundBody): RoundTexts {
  if (!round) {
    return Object.fromEntries(roundFields.map(({ name }) => [name, ""])) as RoundTexts;
  }
  return {
    year: round.year,
    startsOn: toDisplayDate(round.startsOn),
    endsOn: toDisplayDate(round.endsOn),
    opensOn: toDisplayDate(round.opensOn),
    deadline: toDisplayDate(round.deadline),
    graceDays: String(round.graceDays),
    feeCents: dollars(round.feeCents),
    lateFeeCents: dollars(round.lateFeeCents),
  };
}

/** Cents of "1210.50" (commas and a leading $ allowed); undefined for anything else. */
function centsOf(text: string): number | undefined {
  const plain = text.trim().replace(/^\$/, "").replaceAll(",", "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return undefined;
  const cents = Math.round(Number(plain) * 100);
  return cents <= MAX_ROUND_FEE_CENTS ? cents : undefined;
}

function readField(kind: string, text: string): number | string | undefined {
  if (kind === "day") return readDay(text) || undefined;
  if (kind === "money") return centsOf(text);
  if (kind === "days") {
    return /^\d{1,2}$/.test(text.trim()) && Number(text) <= MAX_GRACE_DAYS
      ? Number(text)
      : undefined;
  }
  return text.trim();
}

function whyNot(kind: string, label: string): string {
  if (kind === "day") return dateInputTexts.notADate(label);
  if (kind === "money") return roundFormTexts.notMoney(label);
  return roundFormTexts.notDays;
}

/** The round the boxes say, or what is wrong with each box that is wrong. */
export function readRound(texts: RoundTexts): { round: RoundBody } | { errors: RoundErrors } {
  const errors: RoundErrors = {};
  const read: Record<string, number | string> = {};
  for (const { name, kind } of roundFields) {
    const label = roundFormTexts.labels[name];
    const value = texts[name].trim() === "" ? undefined : readField(kind, texts[name]);
    if (value === undefined || value === "") {
      errors[name] =
        texts[name].trim() === "" ? roundFormTexts.required(label) : whyNot(kind, label);
    } else {
      read[name] = value;
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  const round = read as RoundBody;
  for (const problem of roundProblems(round)) errors[problem.field] ??= problem.message;
  return Object.keys(errors).length > 0 ? { errors } : { round };
}
