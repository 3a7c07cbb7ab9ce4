import type { FieldGroup } from "@portal/contract";
import { isGroupHidden, type PageValues } from "@portal/forms";
import { memo, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { FieldSlot } from "./field-slot.tsx";
import { RepeatingGroup } from "./repeating-group.tsx";

/** A field group: its fields, or its rows when it repeats; hidden by its hideExpression. */
export const GroupView = memo(function GroupView({ group }: { group: FieldGroup }) {
  if (group.hideExpression && group.hideExpression.length > 0) {
    return <ConditionalGroup group={group} />;
  }
  return <GroupBody group={group} />;
});

function ConditionalGroup({ group }: { group: FieldGroup }) {
  const names = useMemo(
    () => [...new Set((group.hideExpression ?? []).map((pair) => pair.fieldName))],
    [group],
  );
  const hidden = useWatch({
    name: names,
    compute: (watched: unknown[]) => {
      const values: PageValues = {};
      names.forEach((name, i) => {
        values[name] = (watched[i] as PageValues[string] | undefined) ?? "";
      });
      return isGroupHidden(group, values);
    },
  }) as boolean;
  return hidden ? null : <GroupBody group={group} />;
}

function GroupBody({ group }: { group: FieldGroup }) {
  const classes = `field-group ${group.cssClass ?? ""}`.trim();
  if (group.hasMany === true) {
    return (
      <div className={classes}>
        <RepeatingGroup group={group} />
      </div>
    );
  }
  return (
    <div className={classes}>
      {group.headerText && <h4 className="h6 field-group-header">{group.headerText}</h4>}
      {group.fields.map((field) => (
        <FieldSlot key={field.fieldName} field={field} group={group} />
      ))}
    </div>
  );
}
