import { type MouseEvent, useEffect, useId, useRef } from "react";

export interface FieldProblem {
  /** The id of the control in error. */
  id: string;
  label: string;
  message: string;
}

/**
 * What the service refused, above the form, as the portal's error summary shows a refused save
 * (the GOV.UK pattern): headed "There is a problem", the message, a link to each field in
 * error. It takes focus when it appears: mount it with a key per attempt.
 */
export function DeskErrorSummary({
  message,
  fields = [],
}: {
  message?: string | undefined;
  fields?: readonly FieldProblem[];
}) {
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    document.getElementById(id)?.focus();
  };
  return (
    <div
      ref={box}
      className="alert alert-danger mb-4"
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <h3 id={headingId} className="h5">
        There is a problem
      </h3>
      {message && <p className="mb-2">{message}</p>}
      {fields.length > 0 && (
        <ul className="mb-0">
          {fields.map((field) => (
            <li key={field.id}>
              <a href={`#${field.id}`} onClick={(event) => follow(event, field.id)}>
                {field.label} – {field.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
