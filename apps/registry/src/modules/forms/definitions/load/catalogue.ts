// The checked definitions, indexed once at start for the request path: each page's fields by
// name, its repeating groups, and the sections as served (with dependantFields filled in).
import type { FieldGroup, Payment, Section } from "@portal/contract";
import { carriesValue, dependenciesOf } from "@portal/forms";
import { plainFieldsOf } from "../checks/definition-checks.ts";
import type {
  AccountRule,
  DefinitionField,
  DefinitionPage,
  FormDefinition,
} from "../checks/definition-schema.ts";

export interface RepeatingGroup {
  group: FieldGroup;
  fields: Map<string, DefinitionField>;
}

export interface CompiledPage {
  index: number;
  code: string;
  name: string;
  definition: DefinitionPage;
  /** What the engine reads (validatePage, flatten …): the sections as served. */
  sections: Section[];
  plainFields: Map<string, DefinitionField>;
  repeatingGroups: Map<string, RepeatingGroup>;
}

export interface CompiledForm {
  code: string;
  name: string;
  pages: CompiledPage[];
  pagesByCode: Map<string, CompiledPage>;
  account: AccountRule | undefined;
  /** The [page, field] pairs page conditions (enabledWhen) read. */
  conditionFields: Array<readonly [string, string]>;
  /** The file the definition came from, relative to the working directory. */
  source: string;
  /** The checked definition as parsed: what a version stores and its content hash covers. */
  definition: FormDefinition;
  /** Its version in the database, once registered there (forms/versions/form-versions.ts). */
  version?: number;
}

export function compileForm(definition: FormDefinition, source: string): CompiledForm {
  const pages = definition.pages.map((page, index) => compilePage(page, index));
  return {
    code: definition.code,
    name: definition.name,
    pages,
    pagesByCode: new Map(pages.map((page) => [page.code, page])),
    account: definition.account,
    conditionFields: [
      ...new Map(
        definition.pages
          .flatMap((page) => page.enabledWhen ?? [])
          .map((c) => [`${c.page}\u0000${c.fieldName}`, [c.page, c.fieldName] as const]),
      ).values(),
    ],
    source,
    definition,
  };
}

function compilePage(page: DefinitionPage, index: number): CompiledPage {
  const repeatingGroups = new Map<string, RepeatingGroup>();
  for (const section of page.sections) {
    for (const group of section.fieldGroups) {
      if (group.hasMany !== true) continue;
      const fields = group.fields.filter(carriesValue);
      repeatingGroups.set(group.groupId, {
        group,
        fields: new Map(fields.map((f) => [f.fieldName, f])),
      });
    }
  }
  return {
    index,
    code: page.code,
    name: page.name,
    definition: page,
    sections: servedSections(page),
    plainFields: plainFieldsOf(page),
    repeatingGroups,
  };
}

/** The sections with each field's dependantFields: the fields whose options follow it. */
function servedSections(page: DefinitionPage): Section[] {
  const dependants = new Map<string, string[]>();
  for (const section of page.sections) {
    for (const group of section.fieldGroups) {
      for (const field of group.fields) {
        for (const dependency of dependenciesOf(field)) {
          dependants.set(dependency.fieldName, [
            ...(dependants.get(dependency.fieldName) ?? []),
            field.fieldName,
          ]);
        }
      }
    }
  }
  return page.sections.map((section) => ({
    ...section,
    pageCode: page.code,
    fieldGroups: section.fieldGroups.map((group) => ({
      ...group,
      fields: group.fields.map((field) =>
        dependants.has(field.fieldName)
          ? { ...field, dependantFields: dependants.get(field.fieldName) }
          : field,
      ),
    })),
  }));
}

/**
 * The page's payment as served: its amount a number. A "{round.fee}" amount is filled in when
 * a form is read with its round (round-definitions.ts); one left is a definition
 * read without its round, which no form is.
 */
export function paymentOf(page: CompiledPage): Payment | undefined {
  const payment = page.definition.payment;
  if (!payment) return undefined;
  const { amount } = payment;
  if (typeof amount !== "number") {
    throw new Error(`the payment of page ${page.code} is read without its round's fee`);
  }
  return { ...payment, amount };
}
