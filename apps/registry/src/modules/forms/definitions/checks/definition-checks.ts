// Checks a schema-valid definition cannot express: names that must refer to something. Each
// problem carries the path in the file where it sits, so the start-up message points at it.
import { type Expression, optionListPath } from "@portal/contract";
import {
  carriesValue,
  definitionProblems,
  dependenciesOf,
  holdsFiles,
  isChoiceField,
  NO_ANSWER_VALUE,
  valueMatches,
} from "@portal/forms";
import { optionLists, ownerOptionLists } from "../../../options/index.ts";
import { namesRoundFigures } from "../../../renewal/index.ts";
import type { DefinitionField, DefinitionPage, FormDefinition } from "./definition-schema.ts";

export type DefinitionPath = ReadonlyArray<string | number>;
export interface DefinitionProblem {
  path: DefinitionPath;
  message: string;
}

/** The largest total a file_upload field may allow: what fits the 25 MiB form POST as base64. */
export const MAX_FIELD_FILE_SIZE = 18 * 1024 * 1024;

const optionsPrefix = optionListPath("");
const NUMBER_TYPES: ReadonlySet<string> = new Set(["number", "integer", "float"]);

/** The option list a field's endpoint names, or undefined when it has no endpoint. */
export function endpointOf(field: DefinitionField): string | undefined {
  return field.fieldDetails?.endpoint ?? field.endpoint;
}

export function optionListNameOf(endpoint: string): string | undefined {
  if (!endpoint.startsWith(optionsPrefix)) return undefined;
  const name = endpoint.slice(optionsPrefix.length);
  return optionLists.has(name) || ownerOptionLists.has(name) ? name : undefined;
}

/** The owner's list a field's endpoint names (options' ownerOptionLists), or undefined. */
export function ownerListOf(field: DefinitionField): string | undefined {
  const name = optionListNameOf(endpointOf(field) ?? "");
  return name !== undefined && ownerOptionLists.has(name) ? name : undefined;
}

export function definitionChecks(definition: FormDefinition): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const pageCodes = new Map<string, number>();
  definition.pages.forEach((page, p) => {
    const at = ["pages", p];
    if (pageCodes.has(page.code)) {
      problems.push({ path: [...at, "code"], message: `Page code "${page.code}" is used twice` });
    }
    pageCodes.set(page.code, p);
    for (const message of definitionProblems(page)) problems.push({ path: at, message });
    problems.push(...fieldChecks(page, at));
    for (const [r, rule] of (page.rules?.noAnswerExplanations ?? []).entries()) {
      problems.push(...noAnswerChecks(page, rule, [...at, "rules", "noAnswerExplanations", r]));
    }
    for (const [r, rule] of (page.rules?.numberRanges ?? []).entries()) {
      const field = plainFieldsOf(page).get(rule.field);
      if (!field || !NUMBER_TYPES.has(field.renderType)) {
        problems.push({
          path: [...at, "rules", "numberRanges", r, "field"],
          message: `"${rule.field}" must be a number, integer or float field on this page`,
        });
      }
    }
    for (const [c, condition] of (page.enabledWhen ?? []).entries()) {
      const where = [...at, "enabledWhen", c];
      const source = pageCodes.get(condition.page);
      if (source === undefined || source >= p) {
        problems.push({ path: where, message: `"${condition.page}" is not an earlier page` });
      } else if (!plainFieldsOf(definition.pages[source]!).has(condition.fieldName)) {
        problems.push({
          path: where,
          message: `No field "${condition.fieldName}" on page "${condition.page}"`,
        });
      }
    }
  });
  definition.pages.forEach((page, p) => {
    if (page.formEndPage === true && plainFieldsOf(page).size + countRowGroups(page) > 0) {
      problems.push({
        path: ["pages", p],
        message: "An end page (formEndPage) shows content only: no fields",
      });
    }
    const next = definition.pages[p + 1];
    if (page.formEndPage === true && next && next.formEndPage !== true) {
      problems.push({
        path: ["pages", p + 1],
        message: "Only end pages (formEndPage) may follow an end page",
      });
    }
    for (const key of ["nextPage", "nextPageError"] as const) {
      const code = page.payment?.[key];
      if (code !== undefined && !pageCodes.has(code)) {
        problems.push({ path: ["pages", p, "payment", key], message: `No page "${code}"` });
      }
    }
  });
  if (definition.account) problems.push(...accountChecks(definition, pageCodes));
  if (definition.round === undefined && namesRoundFigures(definition.pages)) {
    problems.push({
      path: ["round"],
      message:
        "The definition names {round.…} figures but is filed for no round (round: practising)",
    });
  }
  return problems;
}

function countRowGroups(page: DefinitionPage): number {
  return page.sections.flatMap((s) => s.fieldGroups).filter((g) => g.hasMany === true).length;
}

/** Ordinary (not repeating) value fields of a page by name. */
export function plainFieldsOf(page: DefinitionPage): Map<string, DefinitionField> {
  const fields = new Map<string, DefinitionField>();
  for (const section of page.sections) {
    for (const group of section.fieldGroups) {
      if (group.hasMany === true) continue;
      for (const field of group.fields) {
        if (carriesValue(field)) fields.set(field.fieldName, field);
      }
    }
  }
  return fields;
}

function fieldChecks(page: DefinitionPage, at: DefinitionPath): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const plain = plainFieldsOf(page);
  page.sections.forEach((section, s) => {
    section.fieldGroups.forEach((group, g) => {
      const groupAt = [...at, "sections", s, "fieldGroups", g];
      const row = new Set(group.hasMany === true ? group.fields.map((f) => f.fieldName) : []);
      const known = (name: string) => plain.has(name) || row.has(name);
      for (const [e, pair] of (group.hideExpression ?? []).entries()) {
        if (!plain.has(pair.fieldName)) {
          problems.push({
            path: [...groupAt, "hideExpression", e, "fieldName"],
            message: `No ordinary field "${pair.fieldName}" on page "${page.code}"`,
          });
        }
      }
      group.fields.forEach((field, f) => {
        const fieldAt = [...groupAt, "fields", f];
        const expressions = {
          hideExpression: field.hideExpression,
          showExpression: field.showExpression,
          disableExpression: field.disableExpression,
        };
        for (const [key, expression] of Object.entries(expressions)) {
          problems.push(...expressionChecks(expression, known, page, [...fieldAt, key]));
        }
        for (const dependency of dependenciesOf(field)) {
          if (!known(dependency.fieldName)) {
            problems.push({
              path: [...fieldAt, "dependsOn"],
              message: `Depends on "${dependency.fieldName}", which is no field on page "${page.code}"`,
            });
          }
        }
        problems.push(...endpointChecks(field, fieldAt));
        const ownerList = ownerListOf(field);
        if (group.hasMany === true && ownerList !== undefined) {
          // A save checks the owner's lists on the page's plain fields only (owner-options.ts).
          problems.push({ path: fieldAt, message: `Option list "${ownerList}" is not for rows` });
        }
        problems.push(...limitChecks(field, fieldAt));
      });
    });
  });
  return problems;
}

function expressionChecks(
  expression: Expression | undefined,
  known: (name: string) => boolean,
  page: DefinitionPage,
  at: DefinitionPath,
): DefinitionProblem[] {
  return (expression ?? []).flatMap((pair, e) =>
    known(pair.fieldName)
      ? []
      : [
          {
            path: [...at, e, "fieldName"],
            message: `No field "${pair.fieldName}" on page "${page.code}"`,
          },
        ],
  );
}

function endpointChecks(field: DefinitionField, at: DefinitionPath): DefinitionProblem[] {
  const endpoint = endpointOf(field);
  if (endpoint === undefined) {
    const hasOptions = (field.fieldDetails?.options?.length ?? 0) > 0;
    return isChoiceField(field) && !hasOptions
      ? [{ path: at, message: `A ${field.renderType} field needs options or an endpoint` }]
      : [];
  }
  const where = [...at, field.fieldDetails?.endpoint !== undefined ? "fieldDetails" : "endpoint"];
  const listName = optionListNameOf(endpoint);
  if (listName === undefined) {
    const known = [...optionLists.keys()].map((n) => optionListPath(n)).join(", ");
    return [{ path: where, message: `Unknown option endpoint "${endpoint}"; known: ${known}` }];
  }
  const wanted = [...(optionLists.get(listName)?.dependsOn ?? [])].sort();
  const declared = dependenciesOf(field)
    .map((d) => d.fieldName)
    .sort();
  return JSON.stringify(wanted) === JSON.stringify(declared)
    ? []
    : [
        {
          path: where,
          message: `Option list "${listName}" depends on [${wanted}], the field on [${declared}]`,
        },
      ];
}

function limitChecks(field: DefinitionField, at: DefinitionPath): DefinitionProblem[] {
  if (!holdsFiles(field)) return [];
  if (field.maxUploads === undefined || field.maxFileSize === undefined) {
    return [{ path: at, message: "A file_upload field needs maxUploads and maxFileSize" }];
  }
  return field.maxFileSize > MAX_FIELD_FILE_SIZE
    ? [
        {
          path: [...at, "maxFileSize"],
          message: `Must be at most ${MAX_FIELD_FILE_SIZE} bytes (what a form POST can carry)`,
        },
      ]
    : [];
}

function noAnswerChecks(
  page: DefinitionPage,
  rule: { question: string; explanation?: string | undefined; attachment?: string | undefined },
  at: DefinitionPath,
): DefinitionProblem[] {
  const plain = plainFieldsOf(page);
  const problems: DefinitionProblem[] = [];
  const question = plain.get(rule.question);
  const noOption = question?.fieldDetails?.options?.some((o) =>
    valueMatches(o.id, NO_ANSWER_VALUE),
  );
  if (!question || !isChoiceField(question) || !noOption) {
    problems.push({
      path: [...at, "question"],
      message: `"${rule.question}" must be a radio or select field on this page with a No (${NO_ANSWER_VALUE}) option`,
    });
  }
  if (rule.explanation !== undefined && !plain.has(rule.explanation)) {
    problems.push({ path: [...at, "explanation"], message: `No field "${rule.explanation}"` });
  }
  const attachment = rule.attachment === undefined ? undefined : plain.get(rule.attachment);
  if (rule.attachment !== undefined && !(attachment && holdsFiles(attachment))) {
    problems.push({
      path: [...at, "attachment"],
      message: `"${rule.attachment}" must be a file_upload field on this page`,
    });
  }
  return problems;
}

function accountChecks(
  definition: FormDefinition,
  pageCodes: Map<string, number>,
): DefinitionProblem[] {
  const account = definition.account!;
  const p = pageCodes.get(account.page);
  if (p === undefined) return [{ path: ["account", "page"], message: `No page "${account.page}"` }];
  const plain = plainFieldsOf(definition.pages[p]!);
  const wanted = {
    email: "email",
    password: "text",
    passwordConfirm: "text",
    firstName: "text",
    surname: "text",
  } as const;
  const problems: DefinitionProblem[] = [];
  for (const [key, renderType] of Object.entries(wanted)) {
    const fieldName = account[key as keyof typeof wanted];
    if (fieldName === undefined) continue;
    const field = plain.get(fieldName);
    if (field?.renderType !== renderType || field.required !== true) {
      problems.push({
        path: ["account", key],
        message: `"${fieldName}" must be a required ${renderType} field on page "${account.page}"`,
      });
    }
  }
  return problems;
}
