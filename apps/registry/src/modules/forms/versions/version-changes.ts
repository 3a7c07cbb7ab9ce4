// What a move from one version of a definition to another changed for the practitioner: the
// questions the new version asks that the old did not (new), and those it asks differently
// (changed: another label, render type, requirement or options). The old version's answer
// paths are carried forward by the new version's declared renames, as the move itself does.
import type { VersionChange } from "@portal/contract";
import { isServerSet } from "@portal/forms";
import type { DefinitionField } from "../definitions/checks/definition-schema.ts";
import type { CompiledForm } from "../definitions/load/catalogue.ts";
import { mappingOf } from "./draft-moves.ts";

interface Question {
  page: string;
  field: DefinitionField;
}

/** Every question of `form` by its answer path (page.field, or page.group.field in a group). */
export function questionsOf(form: CompiledForm): Map<string, Question> {
  const questions = new Map<string, Question>();
  for (const page of form.pages) {
    for (const [name, field] of page.plainFields) {
      questions.set(`${page.code}.${name}`, { page: page.code, field });
    }
    for (const [groupId, group] of page.repeatingGroups) {
      for (const [name, field] of group.fields) {
        questions.set(`${page.code}.${groupId}.${name}`, { page: page.code, field });
      }
    }
  }
  return questions;
}

/** Where `to` asks the question `from` asked at `path`, by its renames of fields or pages. */
function forwardPath(path: string, renamed: ReadonlyMap<string, string>): string {
  const exact = renamed.get(path);
  if (exact) return exact;
  const [page, ...rest] = path.split(".");
  const group = rest.length > 1 ? renamed.get(`${page}.${rest[0]}`) : undefined;
  if (group) return [group, ...rest.slice(1)].join(".");
  const pageTo = renamed.get(page!);
  return pageTo ? [pageTo, ...rest].join(".") : path;
}

const asked = (field: DefinitionField) =>
  JSON.stringify([
    field.label,
    field.renderType,
    field.required === true,
    (field.fieldDetails?.options ?? []).map((o) => [o.id, o.name]),
  ]);

/** The questions of `to` a draft moved from `from` meets new or changed, in page order. */
export function versionChanges(from: CompiledForm, to: CompiledForm): VersionChange[] {
  const { renamed } = mappingOf(to);
  const before = new Map(
    [...questionsOf(from)].map(([path, q]) => [forwardPath(path, renamed), q] as const),
  );
  const changes: VersionChange[] = [];
  for (const [path, question] of questionsOf(to)) {
    const was = before.get(path);
    // Fields a practitioner never answers (a read-only practising year, a value the server
    // sets) are no question to them.
    if (question.field.disabled === true || isServerSet(question.field)) continue;
    if (was && asked(was.field) === asked(question.field)) continue;
    changes.push({
      page: question.page,
      pageName: to.pagesByCode.get(question.page)!.name,
      label: question.field.label ?? question.field.fieldName,
      change: was ? "changed" : "new",
    });
  }
  return changes;
}
