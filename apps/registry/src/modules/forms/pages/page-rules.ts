// The server's own rules, run after the engine's validatePage on every save:
// - a chosen option must be one the field offers (its static options, or its option list for
//   the values it depends on – never trusted from the portal);
// - the definition's "No" (17) rules: such an answer needs its explanation or attachment
//   (SPEC §5: the page message is then exactly 'Please provide an explanation or attachment
//   for your "No" answer', which the portal turns into a flag on every "No");
// - the definition's number ranges (CPD hours from a quarter hour to a working week);
// - the account page's password policy (the same as set-password's).
import { type Option, validationMessages } from "@portal/contract";
import {
  dependencyValues,
  type FieldErrors,
  type GroupRow,
  isChoiceField,
  isEmptyValue,
  isFieldDisabled,
  isFieldHidden,
  isGroupHidden,
  NO_ANSWER_VALUE,
  type PageValues,
  rowFieldKey,
  valueMatches,
} from "@portal/forms";
import { passwordProblem } from "../../auth/index.ts";
import { optionLists, optionsFor } from "../../options/index.ts";
import {
  endpointOf,
  optionListNameOf,
  ownerListOf,
} from "../definitions/checks/definition-checks.ts";
import type { DefinitionField } from "../definitions/checks/definition-schema.ts";
import type { CompiledForm, CompiledPage } from "../definitions/load/catalogue.ts";
import { formMessages } from "../form-errors.ts";

export interface RuleOutcome {
  errors: FieldErrors;
  /** The page message the rules call for, if any. */
  message?: string;
}

function offeredOptions(
  field: DefinitionField,
  values: PageValues,
  row?: GroupRow,
): readonly Option[] {
  const endpoint = endpointOf(field);
  if (endpoint === undefined) return field.fieldDetails?.options ?? [];
  const list = optionLists.get(optionListNameOf(endpoint) ?? "");
  const asked = dependencyValues(field, values, row);
  return list && asked ? optionsFor(list, asked) : [];
}

export function notOffered(value: unknown, options: readonly Option[]): boolean {
  const chosen = Array.isArray(value) ? value : [value];
  return chosen.some((item) => !options.some((option) => valueMatches(item, option.id)));
}

/** Choice fields whose value is not among their options. */
export function optionErrors(page: CompiledPage, values: PageValues): FieldErrors {
  const errors: FieldErrors = {};
  // The owner's own lists are checked against the owner's options (owner-options.ts).
  const skip = (field: DefinitionField, row?: GroupRow) =>
    !isChoiceField(field) ||
    ownerListOf(field) !== undefined ||
    isFieldHidden(field, values, row) ||
    isFieldDisabled(field, values, row);
  for (const section of page.sections) {
    for (const group of section.fieldGroups) {
      if (isGroupHidden(group, values)) continue;
      if (group.hasMany !== true) {
        for (const field of group.fields) {
          const value = values[field.fieldName];
          if (skip(field) || isEmptyValue(value)) continue;
          if (notOffered(value, offeredOptions(field, values))) {
            errors[field.fieldName] = formMessages.notAnOption;
          }
        }
        continue;
      }
      const rows = (values[group.groupId] ?? []) as GroupRow[];
      rows.forEach((row, i) => {
        for (const field of group.fields) {
          const value = row[field.fieldName];
          if (skip(field, row) || isEmptyValue(value)) continue;
          if (notOffered(value, offeredOptions(field, values, row))) {
            errors[rowFieldKey(group.groupId, i, field.fieldName)] = formMessages.notAnOption;
          }
        }
      });
    }
  }
  return errors;
}

/** The definition's "No" rules of this page. */
export function noAnswerErrors(page: CompiledPage, values: PageValues): RuleOutcome {
  const errors: FieldErrors = {};
  for (const rule of page.definition.rules?.noAnswerExplanations ?? []) {
    const question = page.plainFields.get(rule.question)!;
    const answer = values[rule.question];
    if (Array.isArray(answer) || !valueMatches(answer, NO_ANSWER_VALUE)) continue;
    if (isFieldHidden(question, values) || isFieldDisabled(question, values)) continue;
    const explained = [rule.explanation, rule.attachment].some(
      (name) => name !== undefined && !isEmptyValue(values[name]),
    );
    if (explained) continue;
    errors[rule.question] = validationMessages.noAnswerFieldFlag;
    errors[rule.explanation ?? rule.attachment!] = formMessages.noAnswerExplanation;
  }
  return Object.keys(errors).length > 0
    ? { errors, message: validationMessages.noAnswerNeedsExplanation }
    : { errors };
}

/** The definition's number ranges of this page (an answer the engine read as a number). */
export function rangeErrors(page: CompiledPage, values: PageValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, min, max } of page.definition.rules?.numberRanges ?? []) {
    const answer = values[field];
    if (isEmptyValue(answer) || Array.isArray(answer)) continue;
    const number = Number(answer);
    if (Number.isFinite(number) && (number < min || number > max)) {
      errors[field] = formMessages.outOfRange(min, max);
    }
  }
  return errors;
}

/** The password policy of the account page (the e-mail is checked against the database). */
export function passwordErrors(
  form: CompiledForm,
  page: CompiledPage,
  values: PageValues,
  minLength: number,
): FieldErrors {
  const account = form.account;
  if (!account || account.page !== page.code) return {};
  const password = values[account.password];
  if (typeof password !== "string" || password === "") return {};
  const email = values[account.email];
  const problem = passwordProblem(password, {
    email: typeof email === "string" ? email.trim() : "",
    minLength,
  });
  if (problem !== undefined) return { [account.password]: problem };
  if (account.passwordConfirm !== undefined && values[account.passwordConfirm] !== password) {
    return { [account.passwordConfirm]: formMessages.passwordsMustMatch };
  }
  return {};
}
