// The rules of SPEC §2 List screens that decide what a list shows, kept apart from the markup
// so each can be tested alone.
import type { CompletedForm, FormType, InProgressForm, PortalConfig, Tile } from "@portal/contract";

/** The four dedicated lists (exact paths) and the generic one. */
export type ListKind = "generic" | "relationships" | "confirmations" | "declarations";

export const dedicatedLists = {
  manage_relationship: "relationships",
  manage_other_relationships: "relationships",
  view_confirmation_forms: "confirmations",
  view_annual_declarations: "declarations",
} as const satisfies Record<string, ListKind>;

export type DedicatedListType = keyof typeof dedicatedLists;

/** A row of a list: the form with the type it belongs to. */
export interface InProgressRow {
  form: InProgressForm;
  formType: FormType;
}
export interface CompletedRow {
  form: CompletedForm;
  formType: FormType;
}

export function inProgressRows(tile: Tile): InProgressRow[] {
  return tile.formTypes.flatMap((formType) => formType.forms.map((form) => ({ form, formType })));
}

export function completedRows(tile: Tile): CompletedRow[] {
  return tile.formTypes.flatMap((formType) =>
    formType.completedForms.map((form) => ({ form, formType })),
  );
}

export function addableFormTypes(tile: Tile): FormType[] {
  return tile.formTypes.filter((formType) => formType.canAdd);
}

/** The add button shows when a form type can be added or an add redirect is configured. */
export function showAddButton(tile: Tile, config: Pick<PortalConfig, "addRedirects">): boolean {
  return addableFormTypes(tile).length > 0 || Boolean(config.addRedirects[tile.type]);
}

/** 'Start new {tile name}' unless the configured content names the button. */
export function addButtonLabel(tile: Tile, name: string, content: PortalConfig["content"]): string {
  return content.tiles[tile.type]?.addButtonLabel || `Start new ${name}`;
}

/** The Actions column appears only if any form can be deleted. */
export function showActionsColumn(rows: readonly InProgressRow[]): boolean {
  return rows.some((row) => row.form.canDelete);
}

/** The form's own PDF among its attachments (type "form"), which the Pdf button downloads. */
export function pdfOf(form: CompletedForm) {
  return form.attachments.find((attachment) => attachment.type === "form");
}

/** The column headers of each list, in order (SPEC §2). */
export function inProgressHeaders(kind: ListKind, withActions: boolean): string[] {
  const first = kind === "generic" ? "Form" : "Practitioner";
  return [first, "Date", "Form type", ...(withActions ? ["Actions"] : [])];
}

export function completedHeaders(kind: ListKind): string[] {
  switch (kind) {
    case "confirmations":
      return ["Practitioner", "APC year", "Confirmation due date", "Confirmation status", "Files"];
    case "declarations":
      return ["Professional peer", "Confirmation date", "Declaration date", "Files"];
    case "relationships":
      return ["Practitioner", "Date", "Form type", "Files"];
    default:
      return ["Form", "Date", "Form type", "Files"];
  }
}

/** The annual-declarations list is completed-only. */
export const showsInProgress = (kind: ListKind) => kind !== "declarations";

/** What the first column of a row reads: the practitioner on dedicated lists, else the name. */
export function rowLabel(kind: ListKind, form: InProgressForm): string {
  return kind === "generic" ? form.name : form.practitioner || form.name;
}
