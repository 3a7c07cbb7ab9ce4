import { type MouseEvent, useEffect, useId, useRef } from "react";
import { useErrorTitle } from "../lib/error-title.ts";

const TITLE = "There is a problem";

const CONTROL =
  "input:not([type=hidden]):not([disabled]), select, textarea, button:not([disabled])";

/** A field in error, as the summary links to it. */
export interface FieldProblem {
  /** The id of the field's control, or of an element holding it (a radio group's fieldset). */
  id: string;
  label: string;
  /** What is wrong; without it the link shows the label alone. */
  message?: string;
}

export interface ErrorSummaryProps {
  /** The paragraphs under the heading: what was refused, and any reason naming no field. */
  message?: string | readonly string[] | undefined;
  /** A link to each field in error, in the order the screen shows them. */
  fields?: readonly FieldProblem[];
  /** The element a link leads to; by default the one of the field's id. */
  targetOf?(id: string): HTMLElement | null;
}

/** Scrolls smoothly to the element and focuses it (focus alone would jump). */
function reveal(element: HTMLElement, block: ScrollLogicalPosition): void {
  element.scrollIntoView({ behavior: "smooth", block });
  element.focus({ preventScroll: true });
}

/**
 * Focuses what a summary link names: the element when it is a control, else the first control
 * inside it, else the element itself (a group's own error text), made focusable for the purpose.
 */
function focusTarget(element: HTMLElement | null): void {
  if (!element) return;
  let target = element.matches(CONTROL) ? element : element.querySelector<HTMLElement>(CONTROL);
  if (!target) {
    element.tabIndex = -1;
    target = element;
  }
  reveal(target, "center");
}

/**
 * The error summary of every screen, the portal's forms and the desk alike (the GOV.UK
 * pattern): headed "There is a problem", its paragraphs, a link to each field in error. It takes
 * focus when it appears and puts "Error: " before the page's title while it shows; mount it with
 * a key per attempt so that every refusal moves focus here again.
 */
export function ErrorSummary({
  message = [],
  fields = [],
  targetOf = (id) => document.getElementById(id),
}: ErrorSummaryProps) {
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  useErrorTitle();
  useEffect(() => {
    if (box.current) reveal(box.current, "start");
  }, []);
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    focusTarget(targetOf(id));
  };
  return (
    <div
      ref={box}
      className="error-summary alert alert-danger mb-4"
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <h3 id={headingId} className="h5">
        {TITLE}
      </h3>
      {[message].flat().map((text) => (
        <p key={text} className="mb-2">
          {text}
        </p>
      ))}
      {fields.length > 0 && (
        <ul className="error-summary-list mb-0">
          {fields.map((field) => (
            <li key={field.id}>
              <a href={`#${field.id}`} onClick={(event) => follow(event, field.id)}>
                {field.message ? `${field.label} – ${field.message}` : field.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
