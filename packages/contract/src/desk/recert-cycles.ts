// The recertification cycles as an admin sets them at the desk: for a profession, the cycle's
// first day and length (one year or several), and what a practitioner must show by its end –
// CPD hours in all and per category, a professional development plan, and contacts with their
// professional peer. The rules between the figures (cycleProblems) are the service's and the
// desk form's alike.
import { z } from "zod";
import { type CpdCategory, cpdCategories, cpdCategoryNames } from "../cpd.ts";
import { addDays, longDay } from "../long-day.ts";
import { professionNames } from "../professions.ts";
import { deskApiPrefix } from "./paths.ts";

/** The longest cycle a regulator runs (the Dental Council's and Ahpra's are 1 to 4 years). */
export const MAX_CYCLE_YEARS = 5;
/** Past any requirement a regulator sets, inside the columns' range. */
export const MAX_CYCLE_HOURS = 1_000;
export const MAX_PEER_CONTACTS = 50;

const wholeNumber = (what: string, max: number) =>
  z
    .number({ error: `${what} must be a number.` })
    .int({ error: `${what} must be a whole number.` })
    .min(0, { error: `${what} cannot be below 0.` })
    .max(max, { error: `${what} cannot be over ${max}.` });

export const cycleBodySchema = z.object({
  profession: z.enum(professionNames, { error: "Choose a profession of the register." }),
  startsOn: z.iso
    .date({ error: "The cycle's start must be a date, YYYY-MM-DD." })
    .describe("The cycle's first day, YYYY-MM-DD"),
  years: wholeNumber("The cycle's length", MAX_CYCLE_YEARS)
    .min(1, { error: "A cycle is at least one year." })
    .describe(`The cycle's length in years, 1 to ${MAX_CYCLE_YEARS}`),
  totalHours: wholeNumber("The hours in all", MAX_CYCLE_HOURS).describe(
    "CPD hours required over the whole cycle",
  ),
  categoryHours: z
    .partialRecord(z.enum(cpdCategories), wholeNumber("A category's hours", MAX_CYCLE_HOURS))
    .describe("The least hours of each category named; a category left out has no minimum"),
  planRequired: z.boolean().describe("A professional development plan is required"),
  peerContacts: wholeNumber("The peer contacts", MAX_PEER_CONTACTS).describe(
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

export const cycleRefusals = {
  notFound: "There is no recertification cycle with this id.",
  overlaps: (profession: string, other: Pick<Cycle, "startsOn" | "endsOn">) =>
    `The cycle overlaps the ${profession.toLowerCase()}s' cycle of ${longDay(other.startsOn)} to ${longDay(other.endsOn)}: a profession's cycles cannot overlap.`,
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
