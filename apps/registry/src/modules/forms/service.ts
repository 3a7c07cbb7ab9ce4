// The forms of a user: which appear in their lists, and what the user may do with each;
// starting a form (a new registration, or a form of an addable type) and deleting one.
// Permissions are decided here, from the form's state and owner and its type's flags, never
// taken from the client.
import {
  type CompletedForm,
  calendarDateAt,
  type FormResponse,
  type InProgressForm,
  startOfDayIn,
} from "@portal/contract";
import type { Clock } from "../../core/clock.ts";
import type { Db } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import type { AuditDetail, AuditOutcome, AuditTrail } from "../audit/index.ts";
import { findOpenRound } from "../renewal/index.ts";
import type { CompiledForm } from "./definitions/load/catalogue.ts";
import type { FormCatalogue } from "./definitions/load/form-catalogue.ts";
import type { FormCache } from "./form-cache.ts";
import { formMessages } from "./form-errors.ts";
import { newFormToken } from "./form-token.ts";
import type { AnonymousAccess } from "./pages/form-instance.ts";
import type { LoadPage } from "./pages/load-page.ts";
import {
  type AttachmentRow,
  deleteFormOfOwner,
  type FormListRow,
  findAddableFormType,
  findForm,
  findFormType,
  insertForm,
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
  /**
   * A new anonymous form (a registration application, a concern), at its first page. `ip`,
   * here and below: the client's address, for the audit trail.
   */
  startAnonymous(access: AnonymousAccess, ip: string): Promise<FormResponse>;
  /** A new form of a type the user may add, at its first page. */
  add(userId: number, formType: string, ip: string): Promise<FormResponse>;
  remove(userId: number, formType: string, token: string, ip: string): Promise<{ message: string }>;
}

export interface FormsDeps {
  db: Db;
  catalogue: FormCatalogue;
  clock: Clock;
  cache?: FormCache | undefined;
  /** Opens a form started here at its first page. */
  loadPage: LoadPage;
  /** The regulator's time zone: the day a round is open on, a deadline's instant. */
  timeZone: string;
  audit: AuditTrail;
}

export const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const optionalSeconds = (date: Date | null) => (date ? toSeconds(date) : undefined);

/** Only the owner edits, and only while in progress; deleting also needs a deletable type. */
export function formPermissions(form: FormListRow, userId: number, rules: FormTypeRules) {
  const canEdit = form.state === "in_progress" && form.ownerId === userId;
  return { canEdit, canDelete: canEdit && rules.deletable };
}

export function createFormsService(deps: FormsDeps): FormsService {
  const { db, catalogue } = deps;

  async function create(form: CompiledForm, ownerId: number | null, name: string) {
    const token = newFormToken();
    const id = await insertForm(db, {
      token,
      ownerId,
      formTypeCode: form.code,
      definitionVersion: form.version,
      name,
      writeDate: deps.clock(),
      ...(form.definition.round ? await roundOfNewForm(name) : {}),
    });
    return { id, token };
  }

  /** A form filed for a round joins the round open today, due by its deadline. */
  async function roundOfNewForm(name: string) {
    const round = await findOpenRound(db, calendarDateAt(deps.clock(), deps.timeZone));
    if (!round) throw new ClientError(400, formMessages.noRoundOpen(name));
    return { apcYear: round.year, dueDate: startOfDayIn(round.deadline, deps.timeZone) };
  }

  return {
    async startAnonymous(access, ip) {
      const form = catalogue.get(access.formType)!;
      const { id, token } = await create(form, null, form.name);
      await deps.audit.record({
        event: "form.created",
        outcome: "success",
        ip,
        detail: { formId: id, formType: form.code },
      });
      return deps.loadPage(access, form.code, token);
    },

    async add(userId, formType, ip) {
      const type = await findAddableFormType(db, userId, formType);
      const form = catalogue.get(formType);
      // The type code is the user's text: cut, as a detail is small.
      const created = (outcome: AuditOutcome, formId?: number) =>
        deps.audit.record({
          event: "form.created",
          outcome,
          userId,
          ip,
          detail: { ...(formId ? { formId } : {}), formType: formType.slice(0, 100) },
        });
      if (!type || !form) {
        await created("refused");
        throw new ClientError(400, formMessages.cannotAdd(type?.name ?? form?.name ?? formType));
      }
      const { id, token } = await create(form, userId, type.name);
      await created("success", id);
      const opened = await deps.loadPage({ kind: "owner", userId }, formType, token);
      return { message: formMessages.formCreated(type.name), ...opened };
    },

    async remove(userId, formType, token, ip) {
      const deleted = (outcome: AuditOutcome, detail: AuditDetail) =>
        deps.audit.record({ event: "form.deleted", outcome, userId, ip, detail });
      const row = await findForm(
        db,
        { token, formTypeCode: formType, ownerId: userId },
        { pages: [], fields: [] },
      );
      if (!row) {
        // The token named no form of the user's: it is not recorded (it is a secret, or a guess).
        await deleted("failure", { formType: formType.slice(0, 100), reason: "not_found" });
        throw new ClientError(404, formMessages.formNotFound);
      }
      const which = { formId: row.id, formType: row.formTypeCode };
      const type = await findFormType(db, row.formTypeCode);
      const { canDelete } = formPermissions(row, userId, {
        code: row.formTypeCode,
        deletable: type?.deletable ?? false,
      });
      if (!canDelete) {
        await deleted("refused", { ...which, reason: "not_deletable" });
        throw new ClientError(400, formMessages.cannotDelete);
      }
      await deleteFormOfOwner(db, row.id, userId);
      deps.cache?.forget(token);
      await deleted("success", which);
      return { message: formMessages.formDeleted(row.name) };
    },

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
