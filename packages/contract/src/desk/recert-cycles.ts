// The recertification cycles as an admin sets them at the desk: for a profession, the cycle's
// first day and length (one year or several), and what a practitioner must show by its end –
// CPD hours in all and per category, a professional development plan, and contacts with their
// professional peer. What is wrong with a figure (cycleFigureProblem) and the rules between
// them (cycleProblems) are the service's and the desk form's alike, in the same words.
import { z } from "zod";
import { type CpdCategory, cpdCategories, cpdCategoryNames } from "../cpd-categories.ts";
import { addDays, longDay } from "../long-day.ts";
import { professionNames } from "../professions.ts";
import { deskApiPrefix } from "./paths.ts";

/** The longest cycle a regulator runs (the Dental Council's and Ahpra's are 1 to 4 years). */
export const MAX_CYCLE_YEARS = 5;
/** Past any requirement a regulator sets, inside the columns' range. */
export const MAX_CYCLE_HOURS = 1_000;
export const MAX_PEER_CONTACTS = 50;

/** A whole-number figure of a cycle: what its messages call it, and its range. */
interface Figure {
  what: string;
  min: number;
  max: number;
  /** Said of a figure below `min`, when "cannot be below" is not the way to say it. */
  tooFew?: string;
}

export const cycleFigures = {
  years: {
    what: "The cycle's length",
    min: 1,
    max: MAX_CYCLE_YEARS,
    tooFew: "A cycle is at least one year.",
  },
  totalHours: { what: "The hours in all", min: 0, max: MAX_CYCLE_HOURS },
  categoryHours: { what: "A category's hours", min: 0, max: MAX_CYCLE_HOURS },
  peerContacts: { what: "The peer contacts", min: 0, max: MAX_PEER_CONTACTS },
} as const satisfies Record<string, Figure>;
export type CycleFigure = keyof typeof cycleFigures;

const figureTexts = {
  notANumber: ({ what }: Figure) => `${what} must be a number.`,
  notWhole: ({ what }: Figure) => `${what} must be a whole number.`,
  tooFew: ({ what, min, tooFew }: Figure) => tooFew ?? `${what} cannot be below ${min}.`,
  tooMany: ({ what, max }: Figure) => `${what} cannot be over ${max}.`,
};

const wholeNumber = (figure: Figure) =>
  z
    .number({ error: figureTexts.notANumber(figure) })
    .int({ error: figureTexts.notWhole(figure) })
    .min(figure.min, { error: figureTexts.tooFew(figure) })
    .max(figure.max, { error: figureTexts.tooMany(figure) });

/**
 * What the schema says of `value` as the cycle's figure `name` (its first message), or nothing:
 * the desk's form says it before sending, as the portal's zod keeps no messages. `what` names
 * the figure otherwise (a category's hours by their category).
 */
export function cycleFigureProblem(
  name: CycleFigure,
  value: number,
  what: string = cycleFigures[name].what,
): string | undefined {
  const figure = { ...cycleFigures[name], what };
  if (!Number.isFinite(value)) return figureTexts.notANumber(figure);
  if (!Number.isSafeInteger(value)) return figureTexts.notWhole(figure);
  if (value < figure.min) return figureTexts.tooFew(figure);
  if (value > figure.max) return figureTexts.tooMany(figure);
  return undefined;
}

const NO_PROFESSION = "Choose a profession of the register.";

export const cycleBodySchema = z.object({
  profession: z.enum(professionNames, { error: NO_PROFESSION }),
  startsOn: z.iso
    .date({ error: "The cycle's start must be a date, YYYY-MM-DD." })
    .describe("The cycle's first day, YYYY-MM-DD"),
  years: wholeNumber(cycleFigures.years).describe(
    `The cycle's length in years, 1 to ${MAX_CYCLE_YEARS}`,
  ),
  totalHours: wholeNumber(cycleFigures.totalHours).describe(
    "CPD hours required over the whole cycle",
  ),
  categoryHours: z
    .partialRecord(z.enum(cpdCategories), wholeNumber(cycleFigures.categoryHours))
    .describe("The least hours of each category named; a category left out has no minimum"),
  planRequired: z.boolean().describe("A professional development plan is required"),
  peerContacts: wholeNumber(cycleFigures.peerContacts).describe(
    "Contacts with the professional peer required over the cycle",
  ),
});
export type CycleBody = z.infer<typeof cycleBodySchema>;

export const cycleSchema = cycleBodySchema.extend({
  id: z.number().int(),
  endsOn: z.iso.date().describe("The cycle's last day: the start plus its years, less a day"),
});
export type Cycle = z.infer<typeof cycleSchema>;

export const cycleListSchema = z.object({
  items: z.array(cycleSchema).describe("By profession, the latest cycle first"),
});

export const cycleParamsSchema = z.object({
  cycleId: z.string().max(12).describe("The id of a recertification cycle"),
});

export const cyclePaths = {
  /** GET lists the cycles (registry staff), POST adds one (admin). */
  cycles: `${deskApiPrefix}/recertification/cycles`,
  /** Admin: PUT changes the cycle of this id. */
  cycle: (cycleId: number | string) =>
    `${deskApiPrefix}/recertification/cycles/${encodeURIComponent(String(cycleId))}`,
} as const;

/** "1 April 2025 to 31 March 2027": a cycle's period as the desk and its refusals say it. */
export const cyclePeriod = (cycle: Pick<Cycle, "startsOn" | "endsOn">) =>
  `${longDay(cycle.startsOn)} to ${longDay(cycle.endsOn)}`;

/** "the dental therapists' cycle of 1 April 2025 to 31 March 2027", named by its practitioners. */
export const cycleName = (cycle: { profession: string } & Pick<Cycle, "startsOn" | "endsOn">) =>
  `the ${cycle.profession.toLowerCase()}s' cycle of ${cyclePeriod(cycle)}`;

export const cycleRefusals = {
  notFound: "There is no recertification cycle with this id.",
  overlaps: (profession: string, other: Pick<Cycle, "startsOn" | "endsOn">) =>
    `The cycle overlaps ${cycleName({ ...other, profession })}: a profession's cycles cannot overlap.`,
  ended:
    "This cycle has ended: what it required is what its practitioners were held to, so it stays as it is.",
} as const;

/** The cycle's last day: `years` after its first, less a day. */
export const cycleEndsOn = (startsOn: string, years: number) =>
  addDays(`${Number(startsOn.slice(0, 4)) + years}${startsOn.slice(4)}`, -1);

/** A rule between a cycle's figures that one figure broke, named by that figure. */
export interface CycleProblem {
  field: keyof CycleBody;
  message: string;
}

/** What is wrong between the figures of `cycle` (each figure itself well formed). */
export function cycleProblems(cycle: CycleBody): CycleProblem[] {
  const categories = Object.entries(cycle.categoryHours) as [CpdCategory, number][];
  const least = categories.reduce((sum, [, hours]) => sum + hours, 0);
  if (least <= cycle.totalHours) return [];
  const named = categories.map(([category]) => cpdCategoryNames[category].toLowerCase());
  return [
    {
      field: "totalHours",
      message: `The hours in all cannot be fewer than the ${least} the categories need (${named.join(", ")}).`,
    },
  ];
}

/** The desk's cycle form: its boxes' labels and what it says that the schema's messages do not. */
export const cycleFormTexts = {
  labels: {
    profession: "Profession",
    startsOn: "First day",
    years: "Length in years",
    totalHours: "CPD hours in all",
    peerContacts: "Contacts with a professional peer",
  } satisfies Partial<Record<keyof CycleBody, string>>,
  yearsHint: `A whole number, 1 to ${MAX_CYCLE_YEARS}`,
  planRequired: "A professional development plan is required",
  categories: "Least CPD hours of each category",
  categoriesHint: "Leave a category empty when it has no minimum.",
  choose: "Choose a profession",
  newTitle: "The cycle's profession, period and requirements",
  /** "Dental hygienist, 1 April 2025 to 31 March 2027": the cycle a change form is about. */
  title: (cycle: Pick<Cycle, "profession" | "startsOn" | "endsOn">) =>
    `${cycle.profession}, ${cyclePeriod(cycle)}`,
  required: {
    profession: NO_PROFESSION,
    startsOn: "Enter the cycle's first day.",
    years: `Enter the cycle's length, 1 to ${MAX_CYCLE_YEARS} years.`,
    totalHours: "Enter the CPD hours required in all.",
    peerContacts: "Enter the peer contacts required (0 for none).",
  } satisfies Partial<Record<keyof CycleBody, string>>,
  /** How a category's box names its hours in its messages. */
  categoryHours: (category: CpdCategory) => `The ${cpdCategoryNames[category].toLowerCase()} hours`,
  endsOn: (endsOn: string) => `The cycle's last day is ${longDay(endsOn)}.`,
  endsOnUnknown: "The cycle's last day shows once its first day and length are entered.",
  saved: (cycle: Pick<Cycle, "profession" | "startsOn" | "endsOn">) => `Saved ${cycleName(cycle)}.`,
} as const;
