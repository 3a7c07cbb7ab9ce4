// A return's messages checked against the form: each names a page the applicant answered, a
// field on that page that holds an answer, and – in a repeating group – one of the rows they
// gave (counted from 0, as the portal counts them). Every problem is named in one refusal.
import { carriesValue, liveRows, type PageValues, rowsOf } from "@portal/forms";
import { ClientError } from "../../../http/client-error.ts";
import { type CompiledForm, pageCodesOf, type SavedValues } from "../../forms/index.ts";
import { MAX_FIELD_MESSAGE_LENGTH, reviewRefusals } from "../review-texts.ts";
import type { NewReturnMessage } from "./return-messages-store.ts";

export interface FieldMessage {
  page: string;
  field: string;
  /** The row of a repeating group, from 0; absent or null for any other field. */
  row?: number | null | undefined;
  message: string;
}

export interface ReturnRequest {
  /** The overall note, shown as a banner on the form. */
  note?: string | undefined;
  messages?: readonly FieldMessage[] | undefined;
}

export function validReturnMessages(
  form: CompiledForm,
  answers: SavedValues,
  messages: readonly FieldMessage[],
): NewReturnMessage[] {
  const problems: string[] = [];
  const valid: NewReturnMessage[] = [];
  const pageCodes = pageCodesOf(form, answers, true);
  for (const m of messages) {
    const problem = problemOf(form, answers, pageCodes, m);
    if (problem) problems.push(problem);
    else {
      valid.push({
        pageCode: m.page,
        fieldName: m.field,
        rowIndex: m.row ?? null,
        message: m.message.trim(),
      });
    }
  }
  if (problems.length > 0) throw new ClientError(422, problems.join(" "));
  return valid;
}

function problemOf(
  form: CompiledForm,
  answers: SavedValues,
  pageCodes: ReturnType<typeof pageCodesOf>,
  m: FieldMessage,
): string | undefined {
  const page = form.pagesByCode.get(m.page);
  if (!page) return reviewRefusals.pageNotInForm(m.page);
  if (pageCodes[page.index]?.pageState === "disabled" || !Object.hasOwn(answers, page.code)) {
    return reviewRefusals.pageNotAnswered(page.name);
  }
  const group = page.sections
    .flatMap((s) => s.fieldGroups)
    .find((g) => g.fields.some((f) => f.fieldName === m.field && carriesValue(f)));
  if (!group) return reviewRefusals.fieldNotOnPage(m.field, page.name);
  const text = typeof m.message === "string" ? m.message.trim() : "";
  if (text === "") return reviewRefusals.emptyMessage(m.field);
  if (text.length > MAX_FIELD_MESSAGE_LENGTH) {
    return reviewRefusals.textTooLong(`message on "${m.field}"`, MAX_FIELD_MESSAGE_LENGTH);
  }
  const row = m.row ?? null;
  if (group.hasMany !== true) {
    return row === null ? undefined : reviewRefusals.rowNotAllowed(m.field);
  }
  if (row === null) return reviewRefusals.rowRequired(m.field);
  const rows = liveRows(rowsOf(answers[page.code] as PageValues, group.groupId)).length;
  if (!Number.isSafeInteger(row) || row < 0 || row >= rows) {
    return reviewRefusals.rowNotAnswered(m.field, row, rows);
  }
  return undefined;
}
