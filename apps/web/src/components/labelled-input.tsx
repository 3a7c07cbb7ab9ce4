import type { ChangeEvent, ComponentProps, ReactNode } from "react";

type Own = "id" | "className" | "value" | "onChange";

export type LabelledInputProps = {
  id: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  /** Help under the label ("For example, 27/11/2026"); the control is described by it. */
  hint?: string;
  /** The field's message; when given the control is marked invalid and described by it. */
  error?: string | undefined;
  /** The wrapper's classes: its spacing, or its column in a grid. */
  className?: string;
} & (
  | ({ as?: "input" } & Omit<ComponentProps<"input">, Own>)
  /** A list: its options are the children. */
  | ({ as: "select" } & Omit<ComponentProps<"select">, Own>)
  | ({ as: "textarea" } & Omit<ComponentProps<"textarea">, Own>)
);

/**
 * A text, e-mail or password box (or a list, or a box of several lines) with its label and
 * message, in Bootstrap's markup.
 */
export function LabelledInput({
  id,
  label,
  hint,
  error,
  className = "mb-3",
  onChange,
  as = "input",
  ...attributes
}: LabelledInputProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  const control = {
    id,
    className: `${as === "select" ? "form-select" : "form-control"}${error ? " is-invalid" : ""}`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>) =>
      onChange(event.target.value),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {hint && (
        <div id={hintId} className="form-text mt-0 mb-2">
          {hint}
        </div>
      )}
      {as === "select" ? (
        <select {...(attributes as ComponentProps<"select">)} {...control} />
      ) : as === "textarea" ? (
        <textarea {...(attributes as ComponentProps<"textarea">)} {...control} />
      ) : (
        <input {...(attributes as ComponentProps<"input">)} {...control} />
      )}
      {error && (
        <div id={errorId} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
