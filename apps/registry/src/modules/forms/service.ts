// Form rules for lists: which of a user's forms appear, and what the user may do with each.
// Permissions are decided here, from the form's state and owner and its type's flags, never
// taken from the client.
import type { CompletedForm, InProgressForm } from "@portal/contract";
import type { Db } from "../../db/client.ts";
import {
  type AttachmentRow,
  type FormListRow,
  listAttachmentsOfOwner,
  listFormsOfOwner,
} from "./store.ts";

export interface FormTypeRules {
  code: string;
  deletable: boolean;
}

export interface FormLists {
  forms: InProgressForm[];
  completedForms: CompletedForm[];
}

export interface FormsService {
  /** The user's own forms of each given type, split into in-progress and completed. */
  listsForUser(userId: number, formTypes: FormTypeRules[]): Promise<Map<string, FormLists>>;
}

export const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const optionalSeconds = (date: Date | null) => (date ? toSeconds(date) : undefined);

/** Only the owner edits, and only while in progress; deleting also needs a deletable type. */
export function formPermissions(form: FormListRow, userId: number, rules: FormTypeRules) {
  const canEdit = form.state === "in_progress" && form.ownerId === userId;
  return { canEdit, canDelete: canEdit && rules.deletable };
}

export function createFormsService(deps: { db: Db }): FormsService {
  return {
    async listsForUser(userId, formTypes) {
      const rules = new Map(formTypes.map((t) => [t.code, t]));
      const rows = await listFormsOfOwner(deps.db, userId, [...rules.keys()]);
      const completedIds = rows.filter((r) => r.state === "completed").map((r) => r.id);
      const attachments = groupByForm(await listAttachmentsOfOwner(deps.db, userId, completedIds));

      const lists = new Map<string, FormLists>(
        formTypes.map((t) => [t.code, { forms: [], completedForms: [] }]),
      );
      for (const row of rows) {
        const list = lists.get(row.formTypeCode);
        const rule = rules.get(row.formTypeCode);
        if (!list || !rule) continue;
        const base: InProgressForm = {
          formId: row.token,
          name: row.name,
          writeDate: toSeconds(row.writeDate),
          ...formPermissions(row, userId, rule),
          practitioner: row.practitioner ?? undefined,
        };
        if (row.state === "in_progress") {
          list.forms.push(base);
        } else {
          list.completedForms.push({
            ...base,
            attachments: attachments.get(row.id) ?? [],
            APCYear: row.apcYear ?? undefined,
            dueDate: optionalSeconds(row.dueDate),
            confirmationStatus: row.confirmationStatus ?? undefined,
            confirmationDate: optionalSeconds(row.confirmationDate),
            declarationDate: optionalSeconds(row.declarationDate),
          });
        }
      }
      return lists;
    },
  };
}

function groupByForm(rows: AttachmentRow[]): Map<number, CompletedForm["attachments"]> {
  const byForm = new Map<number, CompletedForm["attachments"]>();
  for (const row of rows) {
    const list = byForm.get(row.formId) ?? [];
    list.push({ id: row.id, name: row.name, type: row.type, fileSize: row.size });
    byForm.set(row.formId, list);
  }
  return byForm;
}
