// Moving a draft to a new version of its definition (decision 037): each stored answer goes to
// the question the new version asks in its place – the same page and name, or where the
// definition's `drafts` block says it was renamed – or, when the block says the question was
// removed, into the form's history. An answer with no place, or whose value the new question
// cannot hold, is an orphan: the start stops rather than hide it.
import type { FieldValue } from "@portal/contract";
import {
  type GroupRow,
  isChoiceField,
  isEmptyValue,
  optionsEndpointOf,
  type PageValues,
  readPostedValue,
  traitsOf,
} from "@portal/forms";
import type { DefinitionField } from "../definitions/checks/definition-schema.ts";
import type { CompiledForm, CompiledPage } from "../definitions/load/catalogue.ts";
import type { SavedValues } from "../pages/page-states.ts";

/** A draft as stored: its saved pages. */
export interface StoredDraft {
  formId: number;
  version: number;
  saved: SavedValues;
}

/** An answer kept out of the moved draft, as history. */
export interface RetiredAnswer {
  path: string;
  value: unknown;
}

export interface MovedDraft {
  formId: number;
  fromVersion: number;
  saved: Record<string, PageValues>;
  retired: RetiredAnswer[];
}

/** Answers a new version would leave unreachable, by where they are stored. */
export interface Orphan {
  path: string;
  reason: string;
  drafts: number;
}

export interface MovePlan {
  moved: MovedDraft[];
  orphans: Orphan[];
}

/** The drafts block's renames and removals, as the move reads them. */
export interface DraftMapping {
  renamed: ReadonlyMap<string, string>;
  removed: ReadonlySet<string>;
}

export function mappingOf(target: CompiledForm): DraftMapping {
  const drafts = target.definition.drafts;
  return {
    renamed: new Map(Object.entries(drafts?.renamed ?? {})),
    removed: new Set(drafts?.removed ?? []),
  };
}

/** Where every stored answer of `drafts` goes on `target`, and what would be orphaned. */
export function planMoves(target: CompiledForm, drafts: readonly StoredDraft[]): MovePlan {
  const mapping = mappingOf(target);
  const orphans = new Map<string, { reason: string; forms: Set<number> }>();
  const moved = drafts.map((draft) => {
    const move = new DraftMove(target, mapping);
    for (const [pageCode, values] of Object.entries(draft.saved)) move.page(pageCode, values);
    for (const [path, reason] of move.orphans) {
      const entry = orphans.get(path) ?? { reason, forms: new Set<number>() };
      entry.forms.add(draft.formId);
      orphans.set(path, entry);
    }
    return {
      formId: draft.formId,
      fromVersion: draft.version,
      saved: move.saved,
      retired: move.retired,
    };
  });
  return {
    moved,
    orphans: [...orphans].map(([path, o]) => ({ path, reason: o.reason, drafts: o.forms.size })),
  };
}

/** One draft's answers placed on the target version. */
class DraftMove {
  readonly saved: Record<string, PageValues> = {};
  readonly retired: RetiredAnswer[] = [];
  readonly orphans = new Map<string, string>();

  private readonly target: CompiledForm;
  private readonly mapping: DraftMapping;

  constructor(target: CompiledForm, mapping: DraftMapping) {
    this.target = target;
    this.mapping = mapping;
  }

  page(pageCode: string, values: PageValues) {
    const pageTo = this.mapping.renamed.get(pageCode) ?? pageCode;
    if (this.target.pagesByCode.has(pageTo)) this.saved[pageTo] = { ...this.saved[pageTo] };
    for (const [name, value] of Object.entries(values)) {
      this.answer(`${pageCode}.${name}`, `${pageTo}.${name}`, value);
    }
  }

  private answer(path: string, defaultTo: string, value: FieldValue | GroupRow[]) {
    // Rows added but never filled in hold no answer: nothing to keep, nothing to refuse for.
    if (isEmptyValue(value) || (Array.isArray(value) && isRows(value) && value.every(isEmptyRow))) {
      return;
    }
    if (this.mapping.removed.has(path) || this.mapping.removed.has(path.split(".")[0]!)) {
      this.retired.push({ path, value });
      return;
    }
    const [pageTo, name] = splitPath(this.mapping.renamed.get(path) ?? defaultTo);
    const page = this.target.pagesByCode.get(pageTo);
    if (!page) return this.orphan(path, `page "${pageTo}" is not on the new version`);
    const field = page.plainFields.get(name);
    if (field) {
      if (Array.isArray(value) && isRows(value)) {
        return this.orphan(
          path,
          `a repeating group's rows cannot become the single field "${name}"`,
        );
      }
      const refusal = unfit(field, value as FieldValue);
      if (refusal) return this.orphan(path, refusal);
      this.put(pageTo, name, value);
      return;
    }
    if (page.repeatingGroups.has(name)) return this.rows(path, page, name, value);
    this.orphan(path, `no question "${name}" on page "${pageTo}" of the new version`);
  }

  private rows(path: string, page: CompiledPage, groupId: string, value: unknown) {
    if (!Array.isArray(value) || !isRows(value)) {
      return this.orphan(path, `a single answer cannot become the repeating group "${groupId}"`);
    }
    const fields = page.repeatingGroups.get(groupId)!.fields;
    const rows = value.map((row) => {
      const moved: GroupRow = {};
      for (const [name, cell] of Object.entries(row)) {
        if (name === "__deleted" || isEmptyValue(cell)) continue;
        const cellPath = `${path}.${name}`;
        if (this.mapping.removed.has(cellPath)) {
          this.retired.push({ path: cellPath, value: cell });
          continue;
        }
        const to = this.mapping.renamed.get(cellPath)?.split(".").at(-1) ?? name;
        const field = fields.get(to);
        const refusal = field
          ? unfit(field, cell as FieldValue)
          : `no question "${to}" in the group "${groupId}"`;
        if (refusal) this.orphan(cellPath, refusal);
        else moved[to] = cell;
      }
      return moved;
    });
    this.put(page.code, groupId, rows);
  }

  private put(pageCode: string, name: string, value: FieldValue | GroupRow[]) {
    this.saved[pageCode] = { ...this.saved[pageCode], [name]: value };
  }

  private orphan(path: string, reason: string) {
    if (!this.orphans.has(path)) this.orphans.set(path, reason);
  }
}

const isRows = (value: unknown[]): value is GroupRow[] =>
  value.length > 0 && value.every((v) => typeof v === "object" && v !== null && !("fileName" in v));

const isEmptyRow = (row: GroupRow) =>
  Object.entries(row).every(([name, cell]) => name === "__deleted" || isEmptyValue(cell));

function splitPath(path: string): [string, string] {
  const dot = path.indexOf(".");
  return [path.slice(0, dot), path.slice(dot + 1)];
}

/** Why the field cannot hold the stored value, or undefined when it can. */
function unfit(field: DefinitionField, value: FieldValue): string | undefined {
  const kind = traitsOf(field.renderType).value.kind;
  if (kind === "files") {
    return Array.isArray(value) && value.every((f) => typeof f === "object")
      ? undefined
      : `"${field.fieldName}" (${field.renderType}) holds files, not this answer`;
  }
  const reading = readPostedValue(field, value);
  if (!("value" in reading)) {
    return `"${field.fieldName}" (${field.renderType}) cannot hold the stored answer`;
  }
  const options = field.fieldDetails?.options;
  if (isChoiceField(field) && options && !optionsEndpointOf(field)) {
    const listed = new Set(options.map((o) => String(o.id)));
    const missing = [value].flat().filter((id) => !listed.has(String(id)));
    if (missing.length > 0) {
      return `option ${missing.map((id) => `"${id}"`).join(", ")} is no longer offered by "${field.fieldName}"`;
    }
  }
  return undefined;
}
