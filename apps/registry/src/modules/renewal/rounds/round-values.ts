// A definition filed for a practising round (`round: practising`) names its round's figures in
// its texts as {round.year}, {round.starts}, {round.ends}, {round.fee} and {round.yearCode} (2026-2027, for references);
// a payment's amount may be "{round.fee}". A form of such a definition is read with them
// filled in from its own round, so the definition (and its version) stays the same each year.
// Paid after the round's deadline, that payment is the fee and the late fee, and its page says so.
import { lateFeeTexts, longDay } from "@portal/contract";
import type { PractisingRound } from "./store.ts";

/** What a definition reads of its round. */
export type RoundFigures = Pick<PractisingRound, "year" | "startsOn" | "endsOn" | "feeCents">;

/** The late fee a payment of the round's fee carries, with the deadline it is paid after. */
export interface LateFee {
  cents: number;
  deadline: string;
}

/** The form type a practising certificate is applied for with, in a round or to renew. */
export const APC_FORM_TYPE = "APC";

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

/** The late fee due on `day` (YYYY-MM-DD): the round's, once its deadline has passed. */
export function lateFeeOn(
  round: Pick<PractisingRound, "deadline" | "lateFeeCents">,
  day: string,
): LateFee | undefined {
  return day > round.deadline && round.lateFeeCents > 0
    ? { cents: round.lateFeeCents, deadline: round.deadline }
    : undefined;
}

/** Whether a text or any text inside `value` names a round figure. */
export function namesRoundFigures(value: unknown): boolean {
  return JSON.stringify(value ?? null).match(PLACEHOLDER) !== null;
}

type Page = { payment?: { amount?: unknown }; sections?: unknown[] };

/** Each page paying the round's fee with the late fee's statement after its own sections. */
function withLateFeeStatement(definition: unknown, round: RoundFigures, late: LateFee): unknown {
  const { pages } = definition as { pages?: Page[] };
  if (!Array.isArray(pages)) return definition;
  const html = lateFeeTexts.statement(
    longDay(late.deadline),
    money(late.cents),
    money(round.feeCents + late.cents),
  );
  const section = { title: lateFeeTexts.title, html, fieldGroups: [] };
  return {
    ...(definition as object),
    pages: pages.map((page) =>
      page.payment?.amount === ROUND_FEE
        ? { ...page, sections: [...(page.sections ?? []), section] }
        : page,
    ),
  };
}

/**
 * `definition` with every round figure filled in from `round`: texts get the figures as text,
 * a payment amount of "{round.fee}" the fee as a number – with `late`'s fee added, and stated
 * on its page, when paid late.
 */
export function withRoundFigures<T>(definition: T, round: RoundFigures, late?: LateFee): T {
  const texts = roundTexts(round);
  const amount = (round.feeCents + (late?.cents ?? 0)) / 100;
  const fill = (value: unknown, key?: string): unknown => {
    if (typeof value === "string") {
      if (key === "amount" && value === ROUND_FEE) return amount;
      return value.replace(PLACEHOLDER, (_, name: string) => texts[name]!);
    }
    if (Array.isArray(value)) return value.map((item) => fill(item));
    if (typeof value === "object" && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, k)]));
    }
    return value;
  };
  return fill(late ? withLateFeeStatement(definition, round, late) : definition) as T;
}
