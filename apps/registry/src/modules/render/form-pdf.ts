// The form PDF (SPEC §4 "Process page"): the sections the portal collected, page by page,
// as a pdfmake document — form name and code, section titles, each field's label and the
// value as the person saw it (dates DD/MM/YYYY, option labels, file names, repeating groups
// as tables), page numbers. Every piece of user text goes into a `text` node as a plain
// string: pdfmake never interprets it as markup, so it cannot add content; long words are
// and long texts are cut first (layout-text.ts), so they cannot make the layout's cost explode.
import type { Field, FieldGroup, FieldValue, Section } from "@portal/contract";
import { isPrinted, printedValue } from "@portal/forms";
import { layoutPieces } from "./layout-text.ts";
import { type DocumentDefinition, pageNumberFooter, renderPdf } from "./pdf.ts";

// What each render type prints, and whether at all, is the engine's (its row's value kind).
const printable = (fields: Field[]) => fields.filter(isPrinted);
const label = (field: Field) => field.label ?? field.fieldName;
/** A node of user text: one text, or a stack of its pieces. */
function text(value: string, style?: string) {
  const pieces = layoutPieces(value);
  return pieces.length === 1
    ? { text: pieces[0], style }
    : { stack: pieces.map((piece) => ({ text: piece })), style };
}

function groupContent(group: FieldGroup): unknown[] {
  const fields = printable(group.fields);
  if (fields.length === 0) return [];
  const heading = group.headerText ? [text(group.headerText, "group")] : [];
  if (group.hasMany) {
    const rows = Math.max(
      0,
      ...fields.map((f) => (Array.isArray(f.value) && !isFileList(f.value) ? f.value.length : 0)),
    );
    const body = [
      fields.map((f) => text(label(f), "tableHeader")),
      ...Array.from({ length: rows }, (_, i) =>
        fields.map((f) =>
          text(printedValue(f, (f.value as FieldValue[] | undefined)?.[i] as FieldValue, i)),
        ),
      ),
    ];
    return [
      ...heading,
      {
        table: { headerRows: 1, widths: fields.map(() => "*"), body },
        layout: "lightHorizontalLines",
        fontSize: 9,
        margin: [0, 2, 0, 8],
      },
    ];
  }
  return [
    ...heading,
    {
      table: {
        widths: [170, "*"],
        body: fields.map((f) => [
          text(label(f), "label"),
          text(printedValue(f, f.value as FieldValue)),
        ]),
      },
      layout: "noBorders",
      margin: [0, 2, 0, 8],
    },
  ];
}

const isFileList = (value: unknown[]) =>
  value.length > 0 && typeof value[0] === "object" && value[0] !== null && !Array.isArray(value[0]);

/** What a form PDF is made from: the form's name and code, the sections the portal sent. */
export interface FormToPrint {
  name: string;
  code: string;
  sections: Section[];
}

export function formDocument(form: FormToPrint) {
  const content: unknown[] = [text(form.name, "title"), text(form.code, "code")];
  for (const section of form.sections) {
    if (section.title) content.push(text(section.title, "section"));
    if (section.subTitle) content.push(text(section.subTitle, "subTitle"));
    for (const group of section.fieldGroups) content.push(...groupContent(group));
  }
  return {
    info: { title: `${form.name} - ${form.code}` },
    pageSize: "A4",
    pageMargins: [40, 40, 40, 50],
    content,
    footer: pageNumberFooter,
    defaultStyle: { font: "Roboto", fontSize: 10 },
    styles: {
      title: { fontSize: 18, bold: true },
      code: { fontSize: 11, color: "#555555", margin: [0, 0, 0, 12] },
      section: { fontSize: 13, bold: true, margin: [0, 10, 0, 4] },
      subTitle: { italics: true, margin: [0, 0, 0, 4] },
      group: { bold: true, margin: [0, 4, 0, 2] },
      label: { bold: true },
      tableHeader: { bold: true },
    },
  } satisfies DocumentDefinition;
}

/** The form's PDF, in bytes of its own (pdfmake's buffer may share its memory, which cannot move). */
export async function printForm(form: FormToPrint): Promise<Uint8Array> {
  return new Uint8Array(await renderPdf(formDocument(form)));
}

/** Fields in a sections payload (repeating-group cells count once per field). */
export function countFields(sections: Section[]): number {
  return sections.reduce((n, s) => n + s.fieldGroups.reduce((m, g) => m + g.fields.length, 0), 0);
}

/**
 * The texts a field prints: one, or one per row of a repeating group. Option ids print as their
 * names (the payload carries the options chosen), so the names are what is counted: a short id
 * cannot stand for a long text the check never saw.
 */
function shownValues(field: Field, perRow: boolean): string[] {
  if (!perRow) return [printedValue(field, field.value as FieldValue)];
  const rows = Array.isArray(field.value) ? (field.value as FieldValue[]) : [];
  return rows.map((value, i) => printedValue(field, value, i));
}

/**
 * Characters the PDF would print (labels and shown values of printed fields, titles): what
 * decides its size and render time, whatever the body's size.
 */
export function printedTextLength(sections: Section[]): number {
  let total = 0;
  for (const section of sections) {
    total += (section.title ?? "").length + (section.subTitle ?? "").length;
    for (const group of section.fieldGroups) {
      total += (group.headerText ?? "").length;
      for (const field of printable(group.fields)) {
        total += label(field).length;
        for (const shown of shownValues(field, group.hasMany === true)) total += shown.length;
      }
    }
  }
  return total;
}
