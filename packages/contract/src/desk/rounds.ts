// The renewal rounds as an admin sets them at the desk: the practising year, the period its
// certificates cover, when renewal opens, the deadline and its grace, the fee and the late fee.
// The rules between the figures (roundProblems) are the service's and the desk form's alike.
import { z } from "zod";
import { addDays, longDay } from "../long-day.ts";
import { deskApiPrefix } from "./paths.ts";

/** The longest grace after the deadline before a certificate not renewed lapses. */
export const MAX_GRACE_DAYS = 90;
/** NZD 100,000: past any fee a regulator charges, inside the columns' range. */
export const MAX_ROUND_FEE_CENTS = 10_000_000;

const YEAR = /^(\d{4})\/(\d{4})$/;
const YEAR_CODE = /^\d{4}-\d{4}$/;

/** "2027/2028" → "2027-2028": the year as an address and a reference write it. */
export const roundYearCode = (year: string) => year.replace("/", "-");
/** "2027-2028" → "2027/2028". */
export const roundYearOfCode = (yearCode: string) => yearCode.replace("-", "/");

const day = (what: string) => z.iso.date({ error: `${what} must be a date, YYYY-MM-DD.` });
const cents = (what: string) =>
  z
    .number({ error: `${what} must be a number of cents.` })
    .int({ error: `${what} must be whole cents.` })
    .min(0, { error: `${what} cannot be below zero.` })
    .max(MAX_ROUND_FEE_CENTS, { error: `${what} cannot be over NZD 100,000.` });

export const roundBodySchema = z.object({
  year: z.string().max(9).describe('The practising year, "2027/2028"'),
  startsOn: day("The period's start").describe("First day of the period, YYYY-MM-DD"),
  endsOn: day("The period's end").describe("Last day of the period, YYYY-MM-DD"),
  opensOn: day("The opening day").describe("From this day renewals may be started"),
  deadline: day("The deadline").describe("Renew by this day; later pays the late fee"),
  graceDays: z
    .number({ error: "The grace period must be a number of days." })
    .int({ error: "The grace period must be whole days." })
    .min(0, { error: "The grace period cannot be below 0 days." })
    .max(MAX_GRACE_DAYS, { error: `The grace period cannot be over ${MAX_GRACE_DAYS} days.` })
    .describe(`Days after the deadline before a certificate lapses, 0 to ${MAX_GRACE_DAYS}`),
  feeCents: cents("The fee").describe("The APC fee in cents, GST included"),
  lateFeeCents: cents("The late fee").describe("Added to the fee when paid after the deadline"),
});
export type RoundBody = z.infer<typeof roundBodySchema>;

export const roundSchema = roundBodySchema.extend({
  yearCode: z.string().describe('"2027-2028": the round in desk addresses'),
  graceEndsOn: z.iso.date().describe("The deadline plus the grace: the last day before lapse"),
  opened: z.boolean().describe("Renewals were started in it: its year, period and fee stay"),
});
export type Round = z.infer<typeof roundSchema>;

export const roundListSchema = z.object({ items: z.array(roundSchema).describe("Latest first") });

export const roundYearCodeParamsSchema = z.object({
  yearCode: z
    .string()
    .refine((code) => YEAR_CODE.test(code), {
      message: 'A round is named by its year code, like "2027-2028".',
    })
    .describe('The practising year as a code, "2027-2028"'),
});

export const roundPaths = {
  /** Admin: GET lists the rounds, POST adds one. */
  rounds: `${deskApiPrefix}/rounds`,
  /** Admin: PUT changes the round of this year code. */
  round: (yearCode: string) => `${deskApiPrefix}/rounds/${encodeURIComponent(yearCode)}`,
} as const;

export const roundRefusals = {
  notFound: "There is no renewal round for this practising year.",
  yearTaken: (year: string) => `There is already a renewal round for ${year}.`,
  overlaps: (year: string) => `The period overlaps the ${year} round's: periods cannot overlap.`,
  opened:
    "This round is under way: renewals were started on its year, period and fee, so those stay as they are. Its opening day, deadline, grace period and late fee may still change.",
} as const;

/** A rule between a round's figures that one figure broke, named by that figure. */
export interface RoundProblem {
  field: keyof RoundBody;
  message: string;
}

/** What is wrong between the figures of `round` (each figure itself well formed). */
export function roundProblems(round: RoundBody): RoundProblem[] {
  const problems: RoundProblem[] = [];
  const problem = (field: keyof RoundBody, message: string) => problems.push({ field, message });
  const years = YEAR.exec(round.year);
  if (!years || Number(years[2]) !== Number(years[1]) + 1) {
    problem("year", 'The practising year reads like "2027/2028": a year and the next.');
  } else if (round.startsOn.slice(0, 4) !== years[1]) {
    problem("startsOn", `The period of ${round.year} starts in ${years[1]}.`);
  }
  const yearLater = addDays(
    `${Number(round.startsOn.slice(0, 4)) + 1}${round.startsOn.slice(4)}`,
    -1,
  );
  if (round.endsOn !== yearLater) {
    problem(
      "endsOn",
      `The period is one year: from ${longDay(round.startsOn)} it ends on ${longDay(yearLater)}.`,
    );
  }
  if (round.opensOn >= round.startsOn) {
    problem("opensOn", "Renewal must open before the period starts.");
  }
  if (round.deadline < round.opensOn) {
    problem("deadline", "The deadline cannot be before renewal opens.");
  } else if (round.deadline > round.endsOn) {
    problem("deadline", "The deadline must be on or before the period's last day.");
  }
  return problems;
}

/** The desk's round form: its labels, and what it says of a figure it cannot read. */
export const roundFormTexts = {
  labels: {
    year: "Practising year",
    startsOn: "Period starts",
    endsOn: "Period ends",
    opensOn: "Renewal opens",
    deadline: "Deadline",
    graceDays: "Grace period (days)",
    feeCents: "Fee (NZD, including GST)",
    lateFeeCents: "Late fee (NZD)",
  } satisfies Record<keyof RoundBody, string>,
  yearHint: "For example, 2027/2028",
  moneyHint: "For example, 1210.50",
  required: (label: string) => `Enter the ${label.replace(/ \(.*\)$/, "").toLowerCase()}.`,
  notMoney: (label: string) =>
    `${label.replace(/ \(.*\)$/, "")} must be an amount in dollars and cents, like 1210.50.`,
  notDays: `The grace period must be a whole number of days, 0 to ${MAX_GRACE_DAYS}.`,
  underWay:
    "Renewals were started in this round: its year, period and fee stay as they are. Its opening day, deadline, grace period and late fee may still change.",
  saved: (year: string) => `The ${year} round is saved.`,
} as const;
