// The review as the forms module sees it (forms' FormReview seam): a submit of a reviewed form
// becomes a submission awaiting a decision, in the completing transaction, with the form's
// saved values as its answers; a returned form's pages answer the registrar's messages until
// the applicant saves them again. What another module checks of the submission (checks) is
// flagged on it in the same transaction.
import { type FieldErrors, joinMessages, rowFieldKey } from "@portal/forms";
import type { Clock } from "../../core/clock.ts";
import type { Db } from "../../db/client.ts";
import {
  type CompiledForm,
  type FormCatalogue,
  type FormReview,
  findSavedValues,
} from "../forms/index.ts";
import { clearReturnMessages, findOpenPageMessages } from "./decisions/return-messages-store.ts";
import { findLatestRound } from "./decisions/store.ts";
import { insertFlags } from "./flags/flags-store.ts";
import type { SubmissionChecks } from "./flags/submission-checks.ts";
import { insertSubmission } from "./queue/store.ts";
import { isReviewed } from "./reviewed-forms.ts";

export function createFormReview(deps: {
  db: Db;
  clock: Clock;
  catalogue: FormCatalogue;
  /** What other modules check of a submission of their form type as it is made. */
  checks?: SubmissionChecks | undefined;
}): FormReview {
  return {
    async submitted(tx, form, at) {
      if (!isReviewed(form.formTypeCode)) return;
      // A resubmission answers every message of the return.
      await clearReturnMessages(tx, form.id, undefined, at);
      const submitted = {
        formId: form.id,
        formTypeCode: form.formTypeCode,
        userId: form.ownerId,
        answers: await findSavedValues(tx, form.id),
      };
      const id = await insertSubmission(tx, { ...submitted, at });
      for (const check of deps.checks?.of(form.formTypeCode) ?? []) {
        await insertFlags(tx, id, await check(tx, submitted, at), at);
      }
    },

    async returnedPage(form, pageCode) {
      if (!isReviewed(form.formTypeCode)) return undefined;
      const latest = await findLatestRound(deps.db, form.id);
      if (latest?.status !== "returned") return undefined;
      const messages = await findOpenPageMessages(deps.db, latest.id, pageCode);
      const groups = groupOfFields(await deps.catalogue.of(form), pageCode);
      const said = new Map<string, string[]>();
      for (const m of messages) {
        const group = groups.get(m.fieldName);
        const key =
          group !== undefined && m.rowIndex !== null
            ? rowFieldKey(group, m.rowIndex, m.fieldName)
            : m.fieldName;
        said.set(key, [...(said.get(key) ?? []), m.message]);
      }
      const errors: FieldErrors = {};
      for (const [key, texts] of said) errors[key] = joinMessages(texts);
      return { note: latest.note ?? "", errors };
    },

    async pageSaved(form, pageCode) {
      if (!isReviewed(form.formTypeCode)) return;
      await clearReturnMessages(deps.db, form.id, pageCode, deps.clock());
    },
  };
}

/** The repeating group of each field of a page that is in one. */
function groupOfFields(definition: CompiledForm | undefined, pageCode: string) {
  const groups = new Map<string, string>();
  const page = definition?.pagesByCode.get(pageCode);
  for (const section of page?.sections ?? []) {
    for (const group of section.fieldGroups) {
      if (group.hasMany !== true) continue;
      for (const field of group.fields) groups.set(field.fieldName, group.groupId);
    }
  }
  return groups;
}
