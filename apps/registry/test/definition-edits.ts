// Generated edits of a form definition for the property test of draft moves: a small base
// definition (plain fields of several render types, a repeating group, two pages), edits an
// operator makes between versions (renames and removals, declared or not; added pages and
// questions; changed render types and options; single ↔ repeating; drafts told to finish), and
// where each question the base asked is now – the oracle the moved answers are checked against.
import fc from "fast-check";
import type {
  DefinitionField,
  DefinitionPage,
  FormDefinition,
} from "../src/modules/forms/definitions/checks/definition-schema.ts";

type Group = DefinitionPage["sections"][number]["fieldGroups"][number];

const options = [
  { id: "x", name: "X" },
  { id: "y", name: "Y" },
  { id: "z", name: "Z" },
];
const field = (fieldName: string, renderType: DefinitionField["renderType"]): DefinitionField => ({
  fieldName,
  label: fieldName.toUpperCase(),
  renderType,
  ...(renderType === "select" || renderType === "select_multi"
    ? { fieldDetails: { options: [...options] } }
    : {}),
});
const page = (code: string, groups: Group[]): DefinitionPage => ({
  code,
  name: `Page ${code}`,
  sections: [{ title: "Questions", fieldGroups: groups }],
});

export function baseDefinition(code: string): FormDefinition {
  return {
    code,
    name: "Property form",
    pages: [
      page("p1", [
        { groupId: "g1", fields: [field("a", "text"), field("b", "select"), field("c", "float")] },
        {
          groupId: "rows",
          hasMany: true,
          maxRows: 5,
          fields: [field("d", "text"), field("e", "select_multi")],
        },
      ]),
      page("p2", [{ groupId: "g2", fields: [field("f", "text"), field("g", "checkbox")] }]),
    ],
  };
}

/** Answers a draft may hold for each base question, by render type (each non-empty). */
export const answersByType = {
  text: ["Aroha", "12", "x"],
  select: ["x", "y", "z"],
  float: [12, 3.5],
  select_multi: [["x"], ["y", "z"]],
  checkbox: [true],
} as const;

export const editKinds = [
  "renamePage",
  "renameQuestion",
  "removeQuestion",
  "removePage",
  "addQuestion",
  "addPage",
  "changeType",
  "removeOption",
  "singleToRepeating",
  "repeatingToSingle",
  "finish",
] as const;
export type EditKind = (typeof editKinds)[number];

export interface Edit {
  kind: EditKind;
  /** Picks the page or question the edit applies to, among those there are. */
  pick: number;
  /** A rename or removal said in the drafts block. */
  declared: boolean;
  required: boolean;
  toType: "text" | "float" | "checkbox" | "date";
}

export const anEdit: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom(...editKinds),
  pick: fc.nat(50),
  declared: fc.boolean(),
  required: fc.boolean(),
  toType: fc.constantFrom("text", "float", "checkbox", "date"),
});

/** Where a question (or page) the base asked is now: null once removed. */
export interface Tracked {
  orig: string;
  at: string | null;
  renameDeclared: boolean;
}

/** Edits that never need a refusal: every stored answer keeps a place, said in the file. */
const alwaysSafe = (edit: Edit) =>
  ["addQuestion", "addPage", "finish"].includes(edit.kind) ||
  (["renamePage", "renameQuestion", "removeQuestion", "removePage"].includes(edit.kind) &&
    edit.declared);

/** A base definition with edits applied, tracking where each base question went. */
export class EditedDefinition {
  readonly definition: FormDefinition;
  /** Base answer paths (page.field, page.group, page.group.field) and base page codes. */
  readonly tracked = new Map<string, Tracked>();
  readonly removedDeclared = new Set<string>();
  finish = false;
  safe = true;
  #added = 0;

  constructor(base: FormDefinition) {
    this.definition = structuredClone(base);
    for (const p of base.pages) {
      this.#track(p.code);
      for (const group of groupsOf(p)) {
        if (group.hasMany === true) this.#track(`${p.code}.${group.groupId}`);
        for (const f of group.fields) {
          this.#track(
            group.hasMany === true
              ? `${p.code}.${group.groupId}.${f.fieldName}`
              : `${p.code}.${f.fieldName}`,
          );
        }
      }
    }
  }

  apply(edit: Edit): this {
    this.safe &&= alwaysSafe(edit);
    const pages = this.definition.pages;
    const onPage = pages[edit.pick % pages.length]!;
    switch (edit.kind) {
      case "finish":
        this.finish = true;
        break;
      case "addPage":
        pages.push(page(`q${++this.#added}`, [{ groupId: "gq", fields: [field("n", "text")] }]));
        break;
      case "addQuestion": {
        const group = groupsOf(onPage).find((g) => g.hasMany !== true) ?? this.#newGroup(onPage);
        group.fields.push({ ...field(`n${++this.#added}`, "text"), required: edit.required });
        break;
      }
      case "renamePage":
        this.#rename(onPage.code, `${onPage.code}n`, edit.declared, () => {
          onPage.code = `${onPage.code}n`;
        });
        break;
      case "removePage":
        if (pages.length < 2) break;
        pages.splice(pages.indexOf(onPage), 1);
        this.#remove(onPage.code, edit.declared);
        break;
      default:
        this.#questionEdit(edit);
    }
    return this;
  }

  /** The drafts block these edits call for. */
  draftsBlock(): FormDefinition["drafts"] {
    if (this.finish) return { earlierVersions: "finish" };
    const renamed: Record<string, string> = {};
    for (const t of this.tracked.values()) {
      if (t.at !== null && t.renameDeclared && t.at !== t.orig) renamed[t.orig] = t.at;
    }
    return { earlierVersions: "move", renamed, removed: [...this.removedDeclared] };
  }

  #questionEdit(edit: Edit) {
    const questions = this.#questions();
    const q = questions[edit.pick % questions.length];
    if (!q) return;
    const { group, f, path } = q;
    if (edit.kind === "renameQuestion") {
      this.#rename(path, `${path}n`, edit.declared, () => {
        if (f) f.fieldName = `${f.fieldName}n`;
        else group.groupId = `${group.groupId}n`;
      });
    } else if (edit.kind === "removeQuestion") {
      if (f && group.fields.length < 2) return;
      if (f) group.fields.splice(group.fields.indexOf(f), 1);
      else this.#groups(path).splice(this.#groups(path).indexOf(group), 1);
      this.#remove(path, edit.declared);
    } else if (edit.kind === "changeType" && f) {
      delete f.fieldDetails;
      f.renderType = edit.toType;
    } else if (edit.kind === "removeOption" && f?.fieldDetails?.options) {
      if (f.fieldDetails.options.length > 1) f.fieldDetails.options.pop();
    } else if (edit.kind === "singleToRepeating" && f && group.hasMany !== true) {
      // The group keeps the question's page and name, and a move finds a question by those
      // alone (decision 037): the question stays where it was, only what it holds changes, as
      // with a changed render type. A single answer does not fit rows, so it is refused there.
      if (group.fields.length < 2) return;
      group.fields.splice(group.fields.indexOf(f), 1);
      this.#groups(path).push({
        groupId: f.fieldName,
        hasMany: true,
        fields: [field(`${f.fieldName}x`, "text")],
      });
    } else if (edit.kind === "repeatingToSingle" && !f && group.hasMany === true) {
      // Likewise the single question keeps the group's place; only the group's own questions
      // are gone with it.
      const groups = this.#groups(path);
      groups.splice(groups.indexOf(group), 1, {
        groupId: `${group.groupId}s`,
        fields: [field(group.groupId, "text")],
      });
      this.#remove(path, false, true);
    }
  }

  /** Every question and repeating group now asked, with its current answer path. */
  #questions() {
    const found: Array<{ group: Group; f: DefinitionField | undefined; path: string }> = [];
    for (const p of this.definition.pages) {
      for (const group of groupsOf(p)) {
        const prefix = group.hasMany === true ? `${p.code}.${group.groupId}` : p.code;
        if (group.hasMany === true) found.push({ group, f: undefined, path: prefix });
        for (const f of group.fields) found.push({ group, f, path: `${prefix}.${f.fieldName}` });
      }
    }
    return found;
  }

  #groups(path: string): Group[] {
    const p = this.definition.pages.find((x) => x.code === path.split(".")[0])!;
    return p.sections[0]!.fieldGroups;
  }

  #newGroup(p: DefinitionPage): Group {
    const group: Group = { groupId: `gn${++this.#added}`, fields: [] };
    p.sections[0]!.fieldGroups.push(group);
    return group;
  }

  #track(orig: string) {
    this.tracked.set(orig, { orig, at: orig, renameDeclared: true });
  }

  /** Moves every tracked path at or under `from` to `to`. */
  #rename(from: string, to: string, declared: boolean, change: () => void) {
    change();
    for (const t of this.tracked.values()) {
      if (t.at === from || t.at?.startsWith(`${from}.`)) {
        t.at = to + t.at.slice(from.length);
        // The move finds the place by the page's or question's own declared rename.
        if (t.at === to) t.renameDeclared &&= declared;
      }
    }
    if (!declared) this.#undeclaredUnder(to);
  }

  /** An undeclared rename leaves what is under it without its way there. */
  #undeclaredUnder(to: string) {
    for (const t of this.tracked.values()) {
      if (t.at?.startsWith(`${to}.`)) t.renameDeclared = false;
    }
  }

  /** Removes what is at `at` and under it, or only what is under it (a group's questions). */
  #remove(at: string, declared: boolean, underOnly = false) {
    for (const t of this.tracked.values()) {
      if ((!underOnly && t.at === at) || t.at?.startsWith(`${at}.`)) {
        if (t.at === at && declared) this.removedDeclared.add(t.orig);
        t.at = null;
      }
    }
  }
}

function groupsOf(p: DefinitionPage): Group[] {
  return p.sections.flatMap((s) => s.fieldGroups);
}
