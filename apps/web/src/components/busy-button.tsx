import type { ComponentProps } from "react";

/**
 * A button that cannot be pressed again while its action runs, and says so: `busyText`
 * ("Saving...") stands in for its label until `busy` ends. A submit button unless told.
 */
export function BusyButton({
  busy,
  busyText,
  type = "submit",
  disabled,
  children,
  ...attributes
}: { busy: boolean; busyText: string } & ComponentProps<"button">) {
  return (
    <button type={type} disabled={busy || disabled} {...attributes}>
      {busy ? busyText : children}
    </button>
  );
}
