// The APC's recertification declaration (docs/decisions/065): its page shows the practitioner's
// cycles as their CPD log counts them when the page is served, and a declaration that claims
// the requirements met when the log at submission does not show them met is flagged on the
// submission for the registrar. The service writes these texts; the portal shows them as the
// page's HTML and the desk as the flag.
import type { CpdCycleProgress, CpdRequirement } from "./cpd.ts";
import { longDay } from "./long-day.ts";

/** Where a form's section HTML shows the signed-in practitioner's cycles from their CPD log. */
export const RECERT_PROGRESS_PLACEHOLDER = "{recertification.progress}";

export const recertProgressTexts = {
  asOf: (day: string) =>
    `Your CPD log on ${longDay(day)} shows the following. It is counted from your log each ` +
    "time this page is shown; to change it, add or complete activities in your CPD log.",
  noCycle:
    "No recertification cycle applies to you today, so your CPD log has nothing to show here.",
  caption: (cycle: Pick<CpdCycleProgress, "profession" | "startsOn" | "endsOn">) =>
    `${cycle.profession}: your cycle from ${longDay(cycle.startsOn)} to ${longDay(cycle.endsOn)}`,
  headers: ["Requirement", "Required", "In your log", "Status"] as const,
  /** "40 hours", "1 contact"; the plan (decision 064) is reviewed or not. */
  amount: (n: number, unit: CpdRequirement["unit"]) =>
    unit === "plan"
      ? n >= 1
        ? "A reviewed plan"
        : "No reviewed plan"
      : `${n} ${n === 1 ? unit.replace(/s$/, "") : unit}`,
  met: "Met",
  notYet: "Not yet",
} as const;

/** What the service flags on a submission for the registrar to look at. */
export const submissionFlagKinds = {
  recertification_declaration: "Recertification declaration",
} as const;
export type SubmissionFlagKind = keyof typeof submissionFlagKinds;

/** "cultural safety 0 of 2": a category's shortfall as the flag names it; hours in all first. */
const shortfall = (r: CpdRequirement) =>
  r.key === "total"
    ? `${r.logged} of ${r.required} hours`
    : r.key === "peerContacts"
      ? `peer contacts ${r.logged} of ${r.required}`
      : r.unit === "plan"
        ? "development plan not reviewed"
        : `${r.label.toLowerCase()} ${r.logged} of ${r.required}`;

export const submissionFlagTexts = {
  /**
   * "Declared met; the log shows 9.5 of 40 hours, cultural safety 0 of 2": each requirement the
   * log fell short of at submission, by profession when the practitioner is in several cycles.
   */
  declaredMetNotShown: (cycles: readonly CpdCycleProgress[]) => {
    const short = cycles
      .map((cycle) => ({
        cycle,
        unmet: cycle.requirements.filter((r) => r.logged < r.required).map(shortfall),
      }))
      .filter(({ unmet }) => unmet.length > 0);
    const shown = short.map(({ cycle, unmet }) =>
      short.length > 1
        ? `${cycle.profession.toLowerCase()}: ${unmet.join(", ")}`
        : unmet.join(", "),
    );
    return `Declared met; the log shows ${shown.join("; ")}`;
  },
  /** Beside the queue's form name: the submission has a flag. */
  queueMarker: "Flagged",
  heading: "Flagged for you to check",
} as const;
