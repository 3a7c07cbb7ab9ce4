import type { Field } from "@portal/contract";
import type { ReactNode } from "react";

/**
 * The accessible frame every render type shares: a visible label tied to the control, the
 * required marker, help and error texts tied with aria-describedby, aria-invalid on error.
 */

export const helpIdOf = (id: string) => `${id}-help`;
export const errorIdOf = (id: string) => `${id}-error`;

/** aria-describedby of a control: its help text, then its error. */
export function describedBy(field: Field, id: string, error: string | undefined) {
  const ids = [field.helpText ? helpIdOf(id) : "", error ? errorIdOf(id) : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** Attributes of a single control (input, select, textarea). */
export function controlAttributes(field: Field, id: string, error: string | undefined) {
  return {
    id,
    "aria-describedby": describedBy(field, id, error),
    "aria-invalid": error !== undefined ? true : undefined,
    required: field.required === true,
  } as const;
}

/** The visual required marker; assistive technology hears `required` on the control. */
export function RequiredMarker({ field, spoken = false }: { field: Field; spoken?: boolean }) {
  if (field.required !== true) return null;
  return (
    <>
      <span className="required-marker" aria-hidden="true">
        {" *"}
      </span>
      {/* Groups (fieldset) have no `required`: say it in the legend instead. */}
      {spoken && <span className="visually-hidden"> (required)</span>}
    </>
  );
}

export function HelpText({ field, id }: { field: Field; id: string }) {
  if (!field.helpText) return null;
  return (
    <div id={helpIdOf(id)} className="form-text">
      {field.helpText}
    </div>
  );
}

export function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <div id={errorIdOf(id)} className="invalid-feedback d-block">
      {error}
    </div>
  );
}

export function fieldLabelText(field: Field): string {
  return field.label?.trim() || field.fieldName;
}

/**
 * Label, control, help and error for a render type with one control. The common render types
 * call it (`SingleFrame({ … })`) rather than mount it: a fiber less per field (DESIGN §5).
 */
export function SingleFrame(props: {
  /** The field's own props: its definition and the DOM id of its control. */
  of: { field: Field; id: string };
  error: string | undefined;
  children: ReactNode;
  /** Shown after the control inside the frame (e.g. a picker button, a file list). */
  after?: ReactNode;
}) {
  const { of, error, children, after } = props;
  const { field, id } = of;
  // The marker, help and error are called, not mounted: three components per field that mostly
  // render nothing still cost a fiber each, and a page can hold a thousand fields (DESIGN §5).
  return (
    <>
      <label htmlFor={id} className="form-label">
        {fieldLabelText(field)}
        {RequiredMarker({ field })}
      </label>
      {children}
      {HelpText({ field, id })}
      {ErrorText({ id, error })}
      {after}
    </>
  );
}

/**
 * A fieldset whose legend labels a group of controls (radio buttons, check boxes). `onLeave`
 * runs when focus leaves the whole group, not when it moves between its controls.
 */
export function GroupFrame(props: {
  /** The field's own props: its definition and the DOM id of the group. */
  of: { field: Field; id: string };
  error: string | undefined;
  children: ReactNode;
  onLeave: () => void;
}) {
  const { of, error, children, onLeave } = props;
  const { field, id } = of;
  return (
    <fieldset
      id={id}
      aria-describedby={describedBy(field, id, error)}
      onBlur={(event) => leavesGroup(event) && onLeave()}
      className="field-group-frame"
    >
      <legend className="form-label fs-6">
        {fieldLabelText(field)}
        <RequiredMarker field={field} spoken />
      </legend>
      {children}
      <HelpText field={field} id={id} />
      <ErrorText id={id} error={error} />
    </fieldset>
  );
}

/** Blur of a group: only when focus leaves the whole group, not between its controls. */
function leavesGroup(event: React.FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  return !(next instanceof Node && event.currentTarget.contains(next));
}
