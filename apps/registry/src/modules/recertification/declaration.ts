// The APC's recertification declaration read against the CPD log (docs/decisions/065). Its
// page shows the practitioner's cycles as progress.ts counts them when the page is served
// (the forms module's page insert), and a submission that declares the requirements met while
// the log at that moment shows any of them short is flagged for the registrar with the figures
// compared (the review module's submission check). The person is always the form's owner.
import {
  type CpdCycleProgress,
  calendarDateAt,
  submissionFlagTexts,
  recertProgressTexts as texts,
} from "@portal/contract";
import { escapeHtml } from "../../http/escape-html.ts";
import { answerOf, answerText, type PageInsert } from "../forms/index.ts";
import type { SubmissionCheck } from "../review/index.ts";
import { type ProgressDeps, progressOf } from "./progress.ts";

/** The APC's question, by field name (apps/registry/forms/apc.yaml names it in its header). */
export const REQUIREMENTS_MET_FIELD = "requirements_met";
/** The Yes of the form's Yes/No options. */
const YES = "1";

export type DeclarationDeps = Omit<ProgressDeps, "db">;

const unmet = (cycle: CpdCycleProgress) => cycle.requirements.some((r) => r.logged < r.required);

/** The owner's cycles from their log as a page shows them: a table each, every text escaped. */
export function progressInsert(deps: DeclarationDeps): PageInsert {
  return async (ex, ownerId) => {
    const { cycles } = await progressOf({ ...deps, db: ex }, ownerId);
    if (cycles.length === 0) return `<p>${escapeHtml(texts.noCycle)}</p>`;
    const today = calendarDateAt(deps.clock(), deps.timeZone);
    return [`<p>${escapeHtml(texts.asOf(today))}</p>`, ...cycles.map(cycleTable)].join("");
  };
}

function cycleTable(cycle: CpdCycleProgress): string {
  const cell = (text: string) => `<td>${escapeHtml(text)}</td>`;
  const head = texts.headers.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join("");
  const rows = cycle.requirements.map(
    (r) =>
      `<tr><th scope="row">${escapeHtml(r.label)}</th>${cell(texts.amount(r.required, r.unit))}` +
      `${cell(texts.amount(r.logged, r.unit))}` +
      `${cell(r.logged >= r.required ? texts.met : texts.notYet)}</tr>`,
  );
  return (
    `<table class="table table-sm caption-top"><caption>${escapeHtml(texts.caption(cycle))}</caption>` +
    `<thead><tr>${head}</tr></thead>` +
    `<tbody>${rows.join("")}</tbody></table>`
  );
}

/**
 * Flags an APC declared met whose submitter's log, counted at submission, shows a requirement
 * short; one declared not met, or met and shown met, passes as it is.
 */
export function declarationCheck(deps: DeclarationDeps): SubmissionCheck {
  return async (tx, submitted, at) => {
    if (answerText(answerOf(submitted.answers, REQUIREMENTS_MET_FIELD)) !== YES) return [];
    const { cycles } = await progressOf({ ...deps, db: tx, clock: () => at }, submitted.userId);
    if (!cycles.some(unmet)) return [];
    return [
      {
        kind: "recertification_declaration",
        text: submissionFlagTexts.declaredMetNotShown(cycles),
        figures: { declared: "met", cycles },
      },
    ];
  };
}
