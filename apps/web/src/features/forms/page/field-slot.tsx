import type { Expression, Field, FieldGroup } from "@portal/contract";
import {
  type GroupRow,
  isFieldDisabled,
  isFieldHidden,
  type PageValues,
  renderTypeTraits,
} from "@portal/forms";
import { memo, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { domIdOf, fieldPath, type RowRef, referencedPath } from "./field-paths.ts";
import { fieldComponentFor } from "./field-registry.ts";

interface SlotProps {
  field: Field;
  group: FieldGroup;
  row?: RowRef | undefined;
}

const expressionsOf = (field: Field): Expression[] =>
  [field.hideExpression, field.showExpression, field.disableExpression].filter(
    (e): e is Expression => e !== undefined && e.length > 0,
  );

/** Class names from a definition, kept to plain tokens. */
function cssTokens(value: string | undefined): string {
  return (value ?? "")
    .split(/\s+/)
    .filter((token) => /^[A-Za-z_][\w-]*$/.test(token))
    .join(" ");
}

/**
 * One field of the page: the registry's component for its render type inside its box. A field
 * with hide/show/disable expressions watches exactly the fields they name (SPEC §4
 * Visibility), and re-renders only when its hidden or disabled state flips.
 */
export const FieldSlot = memo(function FieldSlot({ field, group, row }: SlotProps) {
  if (expressionsOf(field).length > 0) {
    return <ConditionalField field={field} group={group} row={row} />;
  }
  return fieldBox({ field, group, row, disabled: field.disabled === true });
});

type Visibility = "shown" | "disabled" | "hidden";

function ConditionalField({ field, group, row }: SlotProps) {
  const names = useMemo(
    () => [...new Set(expressionsOf(field).flatMap((e) => e.map((pair) => pair.fieldName)))],
    [field],
  );
  const paths = useMemo(() => names.map((name) => referencedPath(name, row)), [names, row]);
  const visibility = useWatch({
    name: paths,
    compute: (watched: unknown[]): Visibility => {
      const values: PageValues = {};
      const rowValues: GroupRow = {};
      names.forEach((name, i) => {
        const value = watched[i] as GroupRow[string];
        if (paths[i] === name) values[name] = value ?? "";
        else rowValues[name] = value;
      });
      const inRow = row ? rowValues : undefined;
      if (isFieldHidden(field, values, inRow)) return "hidden";
      return isFieldDisabled(field, values, inRow) ? "disabled" : "shown";
    },
  }) as Visibility;
  if (visibility === "hidden") return null;
  return fieldBox({ field, group, row, disabled: visibility === "disabled" });
}

/** The field's box and component; called rather than mounted (one fiber less per field). */
function fieldBox({ field, group, row, disabled }: SlotProps & { disabled: boolean }) {
  const Component = fieldComponentFor(field.renderType);
  const name = fieldPath(field.fieldName, row);
  const props = { field, group, row, name, id: domIdOf(name), disabled };
  if (!renderTypeTraits[field.renderType].framed) return <Component {...props} />;
  const classes = [
    "form-field mb-3",
    `form-field-${field.renderType}`,
    field.displayIndent ? "field-indent" : "",
    cssTokens(field.fieldCssClass),
  ];
  return (
    <div className={classes.filter(Boolean).join(" ")}>
      <Component {...props} />
    </div>
  );
}
