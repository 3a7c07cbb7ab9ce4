// The drafts block checked against the definition it belongs to: a rename must lead to a page
// or question this version asks, and a question said to be removed must not still be asked.
import { carriesValue } from "@portal/forms";
import type { DefinitionPath } from "./definition-checks.ts";
import type { FormDefinition } from "./definition-schema.ts";

/** Every page, question and repeating group's question of the definition, as answer paths. */
function answerPaths(definition: FormDefinition): Set<string> {
  const paths = new Set<string>();
  for (const page of definition.pages) {
    paths.add(page.code);
    for (const group of page.sections.flatMap((s) => s.fieldGroups)) {
      const prefix = group.hasMany === true ? `${page.code}.${group.groupId}` : page.code;
      if (group.hasMany === true) paths.add(prefix);
      for (const field of group.fields.filter(carriesValue))
        paths.add(`${prefix}.${field.fieldName}`);
    }
  }
  return paths;
}

export function draftsChecks(
  definition: FormDefinition,
): Array<{ path: DefinitionPath; message: string }> {
  const drafts = definition.drafts;
  if (!drafts) return [];
  const asked = answerPaths(definition);
  const problems: Array<{ path: DefinitionPath; message: string }> = [];
  for (const [from, to] of Object.entries(drafts.renamed ?? {})) {
    if (!asked.has(to)) {
      problems.push({ path: ["drafts", "renamed", from], message: `"${to}" is not asked here` });
    }
  }
  for (const [i, path] of (drafts.removed ?? []).entries()) {
    if (asked.has(path)) {
      problems.push({ path: ["drafts", "removed", i], message: `"${path}" is still asked here` });
    }
  }
  return problems;
}
