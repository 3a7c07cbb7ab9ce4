// The cycle form's boxes read as the contract's cycle: the first day typed DD/MM/YYYY, the
// figures as numbers, a category left empty as no minimum. What the service's schema
// (cycleFigureProblem) and its rule between the figures (cycleProblems) would refuse is found
// here first, in their words.
import {
  type CpdCategory,
  type Cycle,
  type CycleBody,
  type CycleFigure,
  cpdCategories,
  cpdCategoryNames,
  cycleEndsOn,
  cycleFigureProblem,
  cycleFormTexts,
  cycleProblems,
  type Profession,
} from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import { readDay } from "../../../components/date-input.tsx";
import { type Box, readBoxes } from "../read-boxes.ts";

type Figure = "years" | "totalHours" | "peerContacts";
export type CycleBoxName = "profession" | "startsOn" | Figure | CpdCategory;
export type CycleTexts = Record<CycleBoxName, string>;
export type CycleErrors = Partial<CycleTexts>;

const { labels, required, categoryHours } = cycleFormTexts;

const categoryBoxes = Object.fromEntries(
  cpdCategories.map((category) => [category, { label: cpdCategoryNames[category] }]),
) as Record<CpdCategory, Box>;

/** The boxes in the order the form shows them, so the summary lists them in that order. */
export const cycleBoxes: Record<CycleBoxName, Box> = {
  profession: { label: labels.profession, missing: required.profession },
  startsOn: { label: labels.startsOn, day: true, missing: required.startsOn },
  years: { label: labels.years, missing: required.years },
  totalHours: { label: labels.totalHours, missing: required.totalHours },
  ...categoryBoxes,
  peerContacts: { label: labels.peerContacts, missing: required.peerContacts },
};

export const cycleBoxId = (name: CycleBoxName) => `cycle-${name}`;

/** The boxes of `cycle` as typed, or empty ones (no profession chosen) for a new cycle. */
export function cycleTexts(cycle?: Cycle): CycleTexts {
  const figure = (value: number | undefined) => (value === undefined ? "" : String(value));
  return {
    profession: cycle?.profession ?? "",
    startsOn: toDisplayDate(cycle?.startsOn ?? ""),
    years: figure(cycle?.years),
    totalHours: figure(cycle?.totalHours),
    ...(Object.fromEntries(
      cpdCategories.map((category) => [category, figure(cycle?.categoryHours[category])]),
    ) as Record<CpdCategory, string>),
    peerContacts: figure(cycle?.peerContacts),
  };
}

/**
 * A typed figure as a number for the contract to judge ("2.5" is not whole, "-1" too few); other
 * text is NaN, not a number, where Number() would read "" or "1e3" as figures.
 */
export const figureOf = (text: string) =>
  /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** Each box of a figure, with the contract's name of the figure and what its messages call it. */
const figureBoxes: [CycleBoxName, CycleFigure, string?][] = [
  ["years", "years"],
  ["totalHours", "totalHours"],
  ...cpdCategories.map((c): [CycleBoxName, CycleFigure, string] => [
    c,
    "categoryHours",
    categoryHours(c),
  ]),
  ["peerContacts", "peerContacts"],
];

/** The cycle the boxes say, or what is wrong with each box that is wrong. */
export function readCycle(
  texts: CycleTexts,
  planRequired: boolean,
): { body: CycleBody } | { errors: CycleErrors } {
  // An empty box that must not be, a day that is not one; then each figure the contract's way.
  const errors: CycleErrors = { ...readBoxes(cycleBoxes, texts).errors };
  for (const [box, figure, what] of figureBoxes) {
    if (errors[box] || texts[box].trim() === "") continue;
    const problem = cycleFigureProblem(figure, figureOf(texts[box]), what);
    if (problem) errors[box] = problem;
  }
  if (Object.keys(errors).length > 0) return { errors };
  const named = cpdCategories.filter((category) => texts[category].trim() !== "");
  const body: CycleBody = {
    profession: texts.profession as Profession,
    startsOn: readDay(texts.startsOn) ?? "",
    years: figureOf(texts.years),
    totalHours: figureOf(texts.totalHours),
    categoryHours: Object.fromEntries(named.map((c) => [c, figureOf(texts[c])])),
    planRequired,
    peerContacts: figureOf(texts.peerContacts),
  };
  for (const problem of cycleProblems(body)) errors[problem.field as Figure] ??= problem.message;
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

/** The last day of the cycle the boxes say, once its first day and length are right. */
export function typedEndsOn(texts: CycleTexts): string | undefined {
  const startsOn = readDay(texts.startsOn);
  const years = figureOf(texts.years);
  return startsOn && !cycleFigureProblem("years", years) ? cycleEndsOn(startsOn, years) : undefined;
}
