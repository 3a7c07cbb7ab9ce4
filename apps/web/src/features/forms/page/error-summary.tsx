import { errorMessages } from "@portal/contract";
import { type MouseEvent, useEffect, useId, useRef } from "react";
import { useErrorTitle } from "../error-title.ts";
import type { SummaryEntry } from "./error-summary-entries.ts";
import { errorIdOf } from "./fields/field-frame.tsx";

const ERROR_SUMMARY_TITLE = "There is a problem";

const CONTROL =
  "input:not([type=hidden]):not([disabled]), select, textarea, button:not([disabled])";

/**
 * Focuses the control a summary link names: the element of that id when it is a control, else
 * the first control inside it (a radio group's fieldset), else its error text (a repeating
 * group's own error), which takes focus for the purpose.
 */
function focusSummaryTarget(targetId: string): void {
  const element = document.getElementById(targetId) ?? document.getElementById(errorIdOf(targetId));
  if (!element) return;
  let target = element.matches(CONTROL) ? element : element.querySelector<HTMLElement>(CONTROL);
  if (!target) {
    element.tabIndex = -1;
    target = element;
  }
  target.scrollIntoView({ behavior: "smooth", block: "center" });
  target.focus({ preventScroll: true });
}

export interface ErrorSummaryProps {
  /** The field errors, in page order. */
  entries: readonly SummaryEntry[];
  /** Messages that name no field (the service's reason for refusing the save). */
  messages: readonly string[];
  /** The line under the heading: 'Submission Failed' (SPEC §4) unless the page says otherwise. */
  lead?: string | undefined;
}

/**
 * The error summary of a failed save (the GOV.UK pattern): at the top of the form, headed
 * "There is a problem", with 'Submission Failed' (SPEC §4), any message naming no field, and a
 * link to each field in error. It takes focus when it appears; mount it with a key per save so
 * that every failed save moves focus here again.
 */
export function ErrorSummary({
  entries,
  messages,
  lead = errorMessages.submissionFailed,
}: ErrorSummaryProps) {
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  useErrorTitle();
  useEffect(() => {
    box.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    box.current?.focus({ preventScroll: true });
  }, []);

  const follow = (event: MouseEvent<HTMLAnchorElement>, entry: SummaryEntry) => {
    event.preventDefault();
    focusSummaryTarget(entry.targetId);
  };

  return (
    <div
      ref={box}
      className="error-summary alert alert-danger mb-4"
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <h3 id={headingId} className="h5 error-summary-title">
        {ERROR_SUMMARY_TITLE}
      </h3>
      <p className="mb-2">{lead}</p>
      {messages.map((message) => (
        <p key={message} className="mb-2">
          {message}
        </p>
      ))}
      {entries.length > 0 && (
        <ul className="error-summary-list mb-0">
          {entries.map((entry) => (
            <li key={entry.key}>
              <a href={`#${entry.targetId}`} onClick={(event) => follow(event, entry)}>
                {entry.message ? `${entry.name} – ${entry.message}` : entry.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
