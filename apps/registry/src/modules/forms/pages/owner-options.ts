// Option lists of the form owner's own things (their plan's goals: modules/recertification),
// as a seam: the module that owns a list answers it for an owner, and a save checks a choice
// against the owner's list, so an id of another person's never stands in an answer. The public,
// fixed lists are page-rules.ts' (optionErrors), which leaves these to this check.
import type { Option } from "@portal/contract";
import { type FieldErrors, isEmptyValue, isFieldHidden, type PageValues } from "@portal/forms";
import { ownerOptionLists } from "../../options/index.ts";
import { ownerListOf } from "../definitions/checks/definition-checks.ts";
import type { CompiledPage } from "../definitions/load/catalogue.ts";
import { formMessages } from "../form-errors.ts";
import { notOffered } from "./page-rules.ts";

export type OwnerOptionList = (ownerId: number) => Promise<readonly Option[]>;

export interface OwnerOptions {
  set(list: string, answer: OwnerOptionList): void;
  of(list: string): OwnerOptionList | undefined;
}

export function createOwnerOptions(): OwnerOptions {
  const lists = new Map<string, OwnerOptionList>();
  return {
    set(list, answer) {
      // A list no definition may name, or two modules answering one, is a wiring mistake.
      if (!ownerOptionLists.has(list) || lists.has(list)) {
        throw new Error(`Owner option list ${list} is unknown or answered already`);
      }
      lists.set(list, answer);
    },
    of: (list) => lists.get(list),
  };
}

/** The page's choice fields (outside repeating groups: definition-checks.ts) answered with what is not among the owner's options. */
export async function ownerOptionErrors(
  owner: OwnerOptions,
  page: CompiledPage,
  values: PageValues,
  ownerId: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const field of page.plainFields.values()) {
    const list = ownerListOf(field);
    const value = values[field.fieldName];
    if (list === undefined || isEmptyValue(value) || isFieldHidden(field, values)) continue;
    if (notOffered(value, (await owner.of(list)?.(ownerId)) ?? [])) {
      errors[field.fieldName] = formMessages.notAnOption;
    }
  }
  return errors;
}
