// A page as the portal receives it (SPEC §3 Form response `page`): the definition's sections
// with each field's `value` (per-row lists in repeating groups), and, in a refused save, the
// fields' `state: "error"` and `message` (per-row lists too). Files travel without their
// bytes; secret fields (the account password) never travel back.
import type { Field, FieldValue, Page, PageState, Payment, UploadedFile } from "@portal/contract";
import {
  carriesValue,
  emptyValueFor,
  type FieldErrors,
  type GroupRow,
  markFieldError,
  markRowErrors,
  type PageValues,
} from "@portal/forms";
import { type CompiledPage, paymentOf } from "../definitions/load/catalogue.ts";
import { type FileRef, servedFile } from "./uploads.ts";

export interface PageViewOptions {
  state: PageState;
  /** Saved or posted values; without them each field shows its definition's value. */
  values: PageValues | undefined;
  errors?: FieldErrors;
  secretFields?: ReadonlySet<string>;
  /** Replaces `{formToken}` in section HTML, so a definition can link back to this form. */
  formToken?: string;
  /** HTML the registry computed for placeholders of section HTML (page-inserts.ts). */
  inserts?: Readonly<Record<string, string>> | undefined;
  /** The payment as served (its own transaction and intent) instead of the definition's. */
  payment?: Payment | undefined;
}

/** The placeholder a form definition's section HTML may use for the form's own token. */
export const FORM_TOKEN_PLACEHOLDER = "{formToken}";

export function pageView(page: CompiledPage, options: PageViewOptions): Page {
  const { values, errors = {}, secretFields } = options;
  const definition = page.definition;
  // Most answers carry no error: then no row needs its error keys built and looked up.
  const rowErrors = Object.keys(errors).length > 0 ? errors : undefined;
  const placeholders = Object.entries({
    ...(options.formToken !== undefined
      ? { [FORM_TOKEN_PLACEHOLDER]: encodeURIComponent(options.formToken) }
      : {}),
    ...options.inserts,
  });
  const sections = page.sections.map((section) => ({
    ...section,
    ...(section.html !== undefined && placeholders.some(([p]) => section.html?.includes(p))
      ? { html: filledHtml(section.html, placeholders) }
      : {}),
    fieldGroups: section.fieldGroups.map((group) => {
      if (group.hasMany === true) {
        const rows =
          values && Array.isArray(values[group.groupId])
            ? (values[group.groupId] as GroupRow[])
            : undefined;
        return {
          ...group,
          fields: group.fields.map((field) => rowField(field, group.groupId, rows, rowErrors)),
        };
      }
      return {
        ...group,
        fields: group.fields.map((field) => {
          if (!carriesValue(field)) return field;
          const served: Field = { ...field };
          if (secretFields?.has(field.fieldName)) served.value = "";
          else if (values && Object.hasOwn(values, field.fieldName)) {
            served.value = servedValue(values[field.fieldName] as FieldValue);
          }
          markFieldError(served, errors[field.fieldName]);
          return served;
        }),
      };
    }),
  }));
  const view: Page = { code: page.code, state: options.state, sections };
  if (definition.htmlObjects) view.htmlObjects = definition.htmlObjects;
  if (definition.formEndPage !== undefined) view.formEndPage = definition.formEndPage;
  if (definition.formProcessPage !== undefined) view.formProcessPage = definition.formProcessPage;
  if (definition.formInvoicePage !== undefined) view.formInvoicePage = definition.formInvoicePage;
  const payment = options.payment ?? paymentOf(page);
  if (payment) view.payment = payment;
  if (definition.buttonLabel !== undefined) view.buttonLabel = definition.buttonLabel;
  if (definition.buttonSubmittingLabel !== undefined) {
    view.buttonSubmittingLabel = definition.buttonSubmittingLabel;
  }
  return view;
}

/** Each placeholder replaced once over the definition's HTML: an insert's own text is not read. */
function filledHtml(html: string, placeholders: ReadonlyArray<readonly [string, string]>) {
  const byPlaceholder = new Map(placeholders);
  const pattern = new RegExp(
    placeholders.map(([p]) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"),
    "g",
  );
  return html.replace(pattern, (p) => byPlaceholder.get(p) ?? p);
}

function rowField(
  field: Field,
  groupId: string,
  rows: GroupRow[] | undefined,
  errors: FieldErrors | undefined,
): Field {
  if (!carriesValue(field) || rows === undefined) return field;
  const served: Field = {
    ...field,
    value: rows.map((row) =>
      servedValue(
        Object.hasOwn(row, field.fieldName)
          ? (row[field.fieldName] as FieldValue)
          : emptyValueFor(field),
      ),
    ),
  };
  if (errors) markRowErrors(served, groupId, rows.length, errors);
  return served;
}

function servedValue(value: FieldValue): FieldValue {
  if (!Array.isArray(value) || value.length === 0 || typeof value[0] !== "object") return value;
  return (value as unknown as Array<FileRef | UploadedFile>).map((file) =>
    "fileId" in file ? servedFile(file) : { ...file, base64: "" },
  );
}
