import type { Field, FieldGroup } from "@portal/contract";
import type { RowRef } from "./field-paths.ts";

/** What every render-type component receives (fields/*.tsx). */
export interface FieldProps {
  field: Field;
  /** The form-library path of the value. */
  name: string;
  /** The DOM id of the control; help and error texts derive theirs from it. */
  id: string;
  /** By the definition, a disable expression, or both. */
  disabled: boolean;
  /** The group the field belongs to (an address fills its sibling fields). */
  group: FieldGroup;
  /** Set when the field sits in a repeating group's row. */
  row?: RowRef | undefined;
}
