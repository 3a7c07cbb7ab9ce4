// A definition filed for a practising round (`round: practising`) names its round's figures in
// its texts as {round.year}, {round.starts}, {round.ends}, {round.fee} and {round.yearCode} (2026-2027, for references);
// a payment's amount may be "{round.fee}". A form of such a definition is read with them
// filled in from its own round, so the definition (and its version) stays the same each year.
import { longDay } from "@portal/contract";
import type { PractisingRound } from "./store.ts";

/** What a definition reads of its round. */
export type RoundFigures = Pick<PractisingRound, "year" | "startsOn" | "endsOn" | "feeCents">;

const PLACEHOLDER = /\{round\.(year|starts|ends|fee|yearCode)\}/g;
export const ROUND_FEE = "{round.fee}";

const money = (cents: number) =>
  (cents / 100).toLocaleString("en-NZ", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function roundTexts(round: RoundFigures): Record<string, string> {
  return {
    year: round.year,
    starts: longDay(round.startsOn),
    ends: longDay(round.endsOn),
    fee: money(round.feeCents),
    yearCode: round.year.replace("/", "-"),
  };
}

/** Whether a text or any text inside `value` names a round figure. */
export function namesRoundFigures(value: unknown): boolean {
  return JSON.stringify(value ?? null).match(PLACEHOLDER) !== null;
}

/**
 * `definition` with every round figure filled in from `round`: texts get the figures as text,
 * a payment amount of "{round.fee}" the fee as a number.
 */
export function withRoundFigures<T>(definition: T, round: RoundFigures): T {
  const texts = roundTexts(round);
  const fill = (value: unknown, key?: string): unknown => {
    if (typeof value === "string") {
      if (key === "amount" && value === ROUND_FEE) return round.feeCents / 100;
      return value.replace(PLACEHOLDER, (_, name: string) => texts[name]!);
    }
    if (Array.isArray(value)) return value.map((item) => fill(item));
    if (typeof value === "object" && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, k)]));
    }
    return value;
  };
  return fill(definition) as T;
}
