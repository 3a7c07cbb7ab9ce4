import type { FormEvent, ReactNode } from "react";
import { BusyButton } from "../../../components/busy-button.tsx";
import { ErrorSummary } from "../../../components/error-summary.tsx";
import type { useAction } from "../../../lib/loading.tsx";
import { ScreenHeading } from "../screen-heading.tsx";

/** The narrow card each step of signing in to the desk is, under its heading. */
export function SignInCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="card shadow-sm mx-auto px-0 col-md-8 col-lg-6 col-xl-5">
      <div className="card-body p-4">
        <ScreenHeading>{heading}</ScreenHeading>
        {children}
      </div>
    </div>
  );
}

/**
 * A step's form, run by its `useAction`: what the service refused last (keyed by attempt,
 * so each refusal takes focus again), the step's boxes, and its full-width button, held while
 * the request runs. The browser's own checks are off: the service's message says what is
 * missing.
 */
export function SignInForm({
  label,
  step: { busy, refusal, submit },
  onSubmit = submit,
  busyText,
  submitText,
  buttonClass = "",
  children,
}: {
  /** The form's accessible name. */
  label: string;
  step: Pick<ReturnType<typeof useAction>, "busy" | "refusal" | "submit">;
  /** In place of the step's submit, for a check made before it. */
  onSubmit?(event: FormEvent): void;
  busyText: string;
  submitText: string;
  /** More classes for the button (its spacing). */
  buttonClass?: string;
  children: ReactNode;
}) {
  return (
    <>
      {refusal && <ErrorSummary key={refusal.attempt} message={refusal.message} />}
      <form noValidate onSubmit={onSubmit} aria-label={label}>
        {children}
        <BusyButton
          className={`btn btn-primary w-100 ${buttonClass}`.trim()}
          busy={busy}
          busyText={busyText}
        >
          {submitText}
        </BusyButton>
      </form>
    </>
  );
}
