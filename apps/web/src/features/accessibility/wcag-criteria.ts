// WCAG 2.2 level A and AA, criterion by criterion, as this portal can show it today. A status
// says only what a test shows (docs/decisions/040): "tested" names the tests, "automated" means
// axe's rules for the criterion pass but they cover only part of it, "not verified" means no
// test shows it yet, and "not applicable" that the portal has no such content.

export type CriterionStatus = "tested" | "automated" | "not verified" | "not applicable";

export interface Criterion {
  id: string;
  name: string;
  level: "A" | "AA";
  status: CriterionStatus;
  /** How it is tested here, or why it is not. */
  how: string;
}

const axe = "axe-core rules on every screen the end-to-end suite opens (zero violations)";
const keyboard =
  "keyboard journeys in the end-to-end suite: signing in, a form's error summary, the " +
  "time-out warning, the registrar's accept at the desk, the public register";
const noMedia = "The portal has no audio or video.";
const manual = "No test shows this yet; it needs a manual audit.";

/** How the criteria below are tested, where it is not the manual audit's or "no media". */
const howTested: Record<string, string> = {
  "1.1.1": `${axe} (image and icon alternatives).`,
  "1.3.1": `${axe} (labels, lists, tables, landmarks).`,
  "1.3.5": `${axe} (autocomplete values).`,
  "1.4.1": `${axe} (links told apart from text).`,
  "1.4.3": `${axe} (text contrast, at rest).`,
  "2.1.1": `The ${keyboard}.`,
  "2.1.2": `The ${keyboard}: each gets out of every control it enters.`,
  "2.1.4": "The portal defines no shortcuts.",
  "2.2.1":
    "The time-out warning: shown before the session ends, with Stay signed in, by keyboard " +
    "(end-to-end); what was typed is kept when the session ends anyway.",
  "2.3.1": "Nothing flashes.",
  "2.4.1": `A skip link on every layout; ${axe}.`,
  "2.4.2": `${axe} (each page has a title).`,
  "2.4.3": `The error summary takes the focus and its links move it to the field (end-to-end); the ${keyboard}.`,
  "2.4.4": `${axe} (every link has a name).`,
  "2.5.4": "Nothing responds to motion.",
  "2.5.7": "Nothing is dragged.",
  "3.1.1": `${axe} (the page's language).`,
  "3.3.1":
    "The error summary: every error listed, linked to its field and marked on it (end-to-end).",
  "4.1.2": `${axe} (controls named, ARIA valid).`,
};

const named: Record<string, string> = { manual, noMedia };

/** id | name | level | status | how (a name above, or # for this criterion's own entry). */
const table = `
1.1.1 | Non-text Content | A | automated | #1.1.1
1.2.1 | Audio-only and Video-only (Prerecorded) | A | not applicable | noMedia
1.2.2 | Captions (Prerecorded) | A | not applicable | noMedia
1.2.3 | Audio Description or Media Alternative (Prerecorded) | A | not applicable | noMedia
1.2.4 | Captions (Live) | AA | not applicable | noMedia
1.2.5 | Audio Description (Prerecorded) | AA | not applicable | noMedia
1.3.1 | Info and Relationships | A | automated | #1.3.1
1.3.2 | Meaningful Sequence | A | not verified | manual
1.3.3 | Sensory Characteristics | A | not verified | manual
1.3.4 | Orientation | AA | not verified | manual
1.3.5 | Identify Input Purpose | AA | automated | #1.3.5
1.4.1 | Use of Color | A | automated | #1.4.1
1.4.2 | Audio Control | A | not applicable | noMedia
1.4.3 | Contrast (Minimum) | AA | automated | #1.4.3
1.4.4 | Resize Text | AA | not verified | manual
1.4.5 | Images of Text | AA | not verified | manual
1.4.10 | Reflow | AA | not verified | manual
1.4.11 | Non-text Contrast | AA | not verified | manual
1.4.12 | Text Spacing | AA | not verified | manual
1.4.13 | Content on Hover or Focus | AA | not verified | manual
2.1.1 | Keyboard | A | tested | #2.1.1
2.1.2 | No Keyboard Trap | A | tested | #2.1.2
2.1.4 | Character Key Shortcuts | A | not applicable | #2.1.4
2.2.1 | Timing Adjustable | A | tested | #2.2.1
2.2.2 | Pause, Stop, Hide | A | not verified | manual
2.3.1 | Three Flashes or Below Threshold | A | not applicable | #2.3.1
2.4.1 | Bypass Blocks | A | automated | #2.4.1
2.4.2 | Page Titled | A | automated | #2.4.2
2.4.3 | Focus Order | A | tested | #2.4.3
2.4.4 | Link Purpose (In Context) | A | automated | #2.4.4
2.4.5 | Multiple Ways | AA | not verified | manual
2.4.6 | Headings and Labels | AA | not verified | manual
2.4.7 | Focus Visible | AA | not verified | manual
2.4.11 | Focus Not Obscured (Minimum) | AA | not verified | manual
2.5.1 | Pointer Gestures | A | not verified | manual
2.5.2 | Pointer Cancellation | A | not verified | manual
2.5.3 | Label in Name | A | not verified | manual
2.5.4 | Motion Actuation | A | not applicable | #2.5.4
2.5.7 | Dragging Movements | AA | not applicable | #2.5.7
2.5.8 | Target Size (Minimum) | AA | not verified | manual
3.1.1 | Language of Page | A | automated | #3.1.1
3.1.2 | Language of Parts | AA | not verified | manual
3.2.1 | On Focus | A | not verified | manual
3.2.2 | On Input | A | not verified | manual
3.2.3 | Consistent Navigation | AA | not verified | manual
3.2.4 | Consistent Identification | AA | not verified | manual
3.2.6 | Consistent Help | A | not verified | manual
3.3.1 | Error Identification | A | tested | #3.3.1
3.3.2 | Labels or Instructions | A | not verified | manual
3.3.3 | Error Suggestion | AA | not verified | manual
3.3.4 | Error Prevention (Legal, Financial, Data) | AA | not verified | manual
3.3.7 | Redundant Entry | A | not verified | manual
3.3.8 | Accessible Authentication (Minimum) | AA | not verified | manual
4.1.2 | Name, Role, Value | A | automated | #4.1.2
4.1.3 | Status Messages | AA | not verified | manual
`;

export const wcagCriteria: readonly Criterion[] = table
  .trim()
  .split("\n")
  .map((row) => {
    const [id = "", name = "", level, status, how = ""] = row.split(" | ");
    return {
      id,
      name,
      level: level as Criterion["level"],
      status: status as CriterionStatus,
      how: how.startsWith("#") ? (howTested[id] ?? "") : (named[how] ?? ""),
    };
  });
