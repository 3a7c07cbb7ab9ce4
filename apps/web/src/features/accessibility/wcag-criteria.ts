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

const c = (
  id: string,
  name: string,
  level: "A" | "AA",
  status: CriterionStatus,
  how: string,
): Criterion => ({ id, name, level, status, how });

export const wcagCriteria: readonly Criterion[] = [
  c("1.1.1", "Non-text Content", "A", "automated", `${axe} (image and icon alternatives).`),
  c("1.2.1", "Audio-only and Video-only (Prerecorded)", "A", "not applicable", noMedia),
  c("1.2.2", "Captions (Prerecorded)", "A", "not applicable", noMedia),
  c(
    "1.2.3",
    "Audio Description or Media Alternative (Prerecorded)",
    "A",
    "not applicable",
    noMedia,
  ),
  c("1.2.4", "Captions (Live)", "AA", "not applicable", noMedia),
  c("1.2.5", "Audio Description (Prerecorded)", "AA", "not applicable", noMedia),
  c(
    "1.3.1",
    "Info and Relationships",
    "A",
    "automated",
    `${axe} (labels, lists, tables, landmarks).`,
  ),
  c("1.3.2", "Meaningful Sequence", "A", "not verified", manual),
  c("1.3.3", "Sensory Characteristics", "A", "not verified", manual),
  c("1.3.4", "Orientation", "AA", "not verified", manual),
  c("1.3.5", "Identify Input Purpose", "AA", "automated", `${axe} (autocomplete values).`),
  c("1.4.1", "Use of Color", "A", "automated", `${axe} (links told apart from text).`),
  c("1.4.2", "Audio Control", "A", "not applicable", noMedia),
  c("1.4.3", "Contrast (Minimum)", "AA", "automated", `${axe} (text contrast, at rest).`),
  c("1.4.4", "Resize Text", "AA", "not verified", manual),
  c("1.4.5", "Images of Text", "AA", "not verified", manual),
  c("1.4.10", "Reflow", "AA", "not verified", manual),
  c("1.4.11", "Non-text Contrast", "AA", "not verified", manual),
  c("1.4.12", "Text Spacing", "AA", "not verified", manual),
  c("1.4.13", "Content on Hover or Focus", "AA", "not verified", manual),
  c("2.1.1", "Keyboard", "A", "tested", `The ${keyboard}.`),
  c("2.1.2", "No Keyboard Trap", "A", "tested", `The ${keyboard}; the dialogs return focus.`),
  c("2.1.4", "Character Key Shortcuts", "A", "not applicable", "The portal defines no shortcuts."),
  c(
    "2.2.1",
    "Timing Adjustable",
    "A",
    "tested",
    "The time-out warning: shown before the session ends, with Stay signed in, by keyboard " +
      "(end-to-end); what was typed is kept when the session ends anyway.",
  ),
  c("2.2.2", "Pause, Stop, Hide", "A", "not verified", manual),
  c("2.3.1", "Three Flashes or Below Threshold", "A", "not applicable", "Nothing flashes."),
  c("2.4.1", "Bypass Blocks", "A", "automated", `A skip link on every layout; ${axe}.`),
  c("2.4.2", "Page Titled", "A", "automated", `${axe} (each page has a title).`),
  c(
    "2.4.3",
    "Focus Order",
    "A",
    "tested",
    `The error summary takes the focus and its links move it to the field (end-to-end); the ${keyboard}.`,
  ),
  c("2.4.4", "Link Purpose (In Context)", "A", "automated", `${axe} (every link has a name).`),
  c("2.4.5", "Multiple Ways", "AA", "not verified", manual),
  c("2.4.6", "Headings and Labels", "AA", "automated", `${axe} (headings and labels present).`),
  c("2.4.7", "Focus Visible", "AA", "not verified", manual),
  c("2.4.11", "Focus Not Obscured (Minimum)", "AA", "not verified", manual),
  c("2.5.1", "Pointer Gestures", "A", "not verified", manual),
  c("2.5.2", "Pointer Cancellation", "A", "not verified", manual),
  c("2.5.3", "Label in Name", "A", "not verified", manual),
  c("2.5.4", "Motion Actuation", "A", "not applicable", "Nothing responds to motion."),
  c("2.5.7", "Dragging Movements", "AA", "not applicable", "Nothing is dragged."),
  c("2.5.8", "Target Size (Minimum)", "AA", "not verified", manual),
  c("3.1.1", "Language of Page", "A", "automated", `${axe} (the page's language).`),
  c("3.1.2", "Language of Parts", "AA", "not verified", manual),
  c("3.2.1", "On Focus", "A", "not verified", manual),
  c("3.2.2", "On Input", "A", "not verified", manual),
  c("3.2.3", "Consistent Navigation", "AA", "not verified", manual),
  c("3.2.4", "Consistent Identification", "AA", "not verified", manual),
  c("3.2.6", "Consistent Help", "A", "not verified", manual),
  c(
    "3.3.1",
    "Error Identification",
    "A",
    "tested",
    "The error summary: every error listed, linked to its field and marked on it (end-to-end).",
  ),
  c("3.3.2", "Labels or Instructions", "A", "automated", `${axe} (every field labelled).`),
  c(
    "3.3.3",
    "Error Suggestion",
    "AA",
    "tested",
    "The error summary's messages say what to enter (end-to-end).",
  ),
  c("3.3.4", "Error Prevention (Legal, Financial, Data)", "AA", "not verified", manual),
  c("3.3.7", "Redundant Entry", "A", "not verified", manual),
  c("3.3.8", "Accessible Authentication (Minimum)", "AA", "not verified", manual),
  c("4.1.2", "Name, Role, Value", "A", "automated", `${axe} (controls named, ARIA valid).`),
  c("4.1.3", "Status Messages", "AA", "not verified", manual),
];
