import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { BusyButton } from "../../components/busy-button.tsx";
import { ErrorSummary } from "../../components/error-summary.tsx";
import type { Refusal } from "../../lib/loading.tsx";

export interface FormFrameProps {
  title: string;
  /** h5 for a form opened in place under an item's own heading, which then takes focus. */
  level: "h3" | "h4" | "h5";
  /** Opened in place by a button (its heading takes focus): an h5's, unless said. */
  opened?: boolean;
  onSubmit(event: FormEvent): void;
  /** The boxes' own error summary, if a check found any. */
  summary: ReactNode;
  refusal: Refusal | undefined;
  busy: boolean;
  /** The submit button: a primary one, "Saving..." while the service answers, unless said. */
  submit: { text: string; busyText?: string; className?: string };
  /** Shown as a Cancel button when given. */
  onCancel?: (() => void) | undefined;
  children: ReactNode;
}

/**
 * What the desk's small forms share (a condition's, a case's): a heading that names the form,
 * the error summaries above the boxes, the submit button held while the service answers, and
 * Cancel for a form opened in place.
 */
export function FormFrame({
  title,
  level: Heading,
  opened = Heading === "h5",
  onSubmit,
  summary,
  refusal,
  busy,
  submit,
  onCancel,
  children,
}: FormFrameProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The refusal shown when the form is sent again answered that earlier attempt: it goes, and
  // this attempt's own problems (the boxes' summary, or the service's next refusal) show alone.
  const [answered, setAnswered] = useState<number>();
  const submitted = (event: FormEvent) => {
    setAnswered(refusal?.attempt);
    onSubmit(event);
  };
  useEffect(() => {
    if (opened) heading.current?.focus();
  }, [opened]);
  return (
    <form noValidate onSubmit={submitted} aria-labelledby={headingId} className="mt-3">
      <Heading
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className={Heading === "h5" ? "h6" : "h5"}
      >
        {title}
      </Heading>
      {summary}
      {refusal && refusal.attempt !== answered && (
        <ErrorSummary key={refusal.attempt} message={refusal.message} />
      )}
      <div className="row g-3 mb-3">{children}</div>
      <div className="d-flex gap-2">
        <BusyButton
          className={submit.className ?? "btn btn-primary"}
          busy={busy}
          busyText={submit.busyText ?? "Saving..."}
        >
          {submit.text}
        </BusyButton>
        {onCancel && (
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
