import type { FieldGroup, Page } from "@portal/contract";
import { isGroupHidden, type PageValues } from "@portal/forms";
import { memo, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { preloadableLazy } from "../../../lib/preloadable-lazy.tsx";
import { FieldSlot } from "./field-slot.tsx";

// A repeating group's rows come with the first page that has one, before it renders
// (page-parts.ts): most pages have none, and the form route carries every byte it loads
// (DESIGN §5).
const RepeatingGroup = preloadableLazy(
  async () => (await import("./repeating-group.tsx")).RepeatingGroup,
);
let rowsLoaded = false;
const hasRows = (page: Page) =>
  page.sections.some((section) => section.fieldGroups.some((group) => group.hasMany === true));

/** True when the page's repeating groups, if any, can render now. */
export const rowsReady = (page: Page) => rowsLoaded || !hasRows(page);

/** Loads the repeating groups' code for a page that has one. */
export async function preloadRows(page: Page): Promise<void> {
  if (rowsReady(page)) return;
  await RepeatingGroup.preload();
  rowsLoaded = true;
}

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
