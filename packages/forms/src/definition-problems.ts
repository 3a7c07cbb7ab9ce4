import { isValidName, NAME_PATTERN } from "./field-names.ts";
import { groupsOf, type PageDefinition } from "./page-values.ts";
import { valueFieldsOf } from "./render-types.ts";
import { rowLimits } from "./repeating-groups.ts";

/**
 * What is wrong with a page definition as far as the engine is concerned, one sentence per
 * problem; empty when it is usable. The service runs this at boot over every definition
 * (after the contract's zod schema) so a bad form fails fast, naming the culprit, instead of
 * misbehaving on a user's post. Checked:
 * - every fieldName, and the groupId of every repeating group, matches NAME_PATTERN;
 * - ordinary fields and repeating groups share one namespace (PageValues keys): no duplicates;
 * - field names are unique within a repeating group;
 * - minRows is not above maxRows.
 */
export function definitionProblems(page: PageDefinition): string[] {
  const problems: string[] = [];
  const pageNames = new Set<string>();
  const claim = (name: string, what: string) => {
    if (pageNames.has(name)) problems.push(`${what} "${name}" is used more than once on the page`);
    pageNames.add(name);
  };
  const checkName = (name: string, what: string) => {
    if (!isValidName(name)) problems.push(`${what} "${name}" does not match ${NAME_PATTERN}`);
  };

  for (const group of groupsOf(page)) {
    const valueFields = valueFieldsOf(group);
    for (const field of group.fields) checkName(field.fieldName, "Field name");
    if (group.hasMany !== true) {
      for (const field of valueFields) claim(field.fieldName, "Field name");
      continue;
    }
    checkName(group.groupId, "Repeating group id");
    claim(group.groupId, "Repeating group id");
    const rowNames = new Set<string>();
    for (const field of valueFields) {
      if (rowNames.has(field.fieldName)) {
        problems.push(`Field name "${field.fieldName}" is repeated in group "${group.groupId}"`);
      }
      rowNames.add(field.fieldName);
    }
    const { min, max } = rowLimits(group);
    if (min > max) {
      problems.push(`Repeating group "${group.groupId}" has minRows ${min} above maxRows ${max}`);
    }
  }
  return problems;
}
