import type {
  Field,
  FieldValue,
  FormSummary,
  Page,
  RenderPayload,
  Section,
} from "@portal/contract";
import {
  type GroupRow,
  isFieldHidden,
  isGroupHidden,
  liveRows,
  type PageValues,
  pagesToRender,
  readValue,
  rowsOf,
} from "@portal/forms";

/** `{form name} - {form code}.pdf` (SPEC §4). */
export const renderFileName = (form: Pick<FormSummary, "name" | "code">) =>
  `${form.name} - ${form.code}.pdf`;

/** An upload travels by name only: the PDF prints file names, never their contents. */
function withoutContents(
  value: FieldValue | FieldValue[] | undefined,
): FieldValue | FieldValue[] | undefined {
  if (!Array.isArray(value)) return value;
  const list = value as unknown[];
  return list.map((item) => {
    if (Array.isArray(item)) return withoutContents(item as FieldValue);
    if (typeof item === "object" && item !== null && "fileName" in item) {
      return { ...item, base64: "" };
    }
    return item;
  }) as FieldValue | FieldValue[];
}

/**
 * A page's sections as the person sees them with `values`: hidden groups and fields left out,
 * each field's value set (a repeating group's field holds one value per live row), and file
 * contents dropped.
 */
export function sectionsWithValues(page: Pick<Page, "sections">, values: PageValues): Section[] {
  return page.sections.map((section) => ({
    ...section,
    fieldGroups: section.fieldGroups
      .filter((group) => !isGroupHidden(group, values))
      .map((group) => {
        if (group.hasMany) {
          const rows: GroupRow[] = liveRows(rowsOf(values, group.groupId));
          return {
            ...group,
            fields: group.fields.map((field) => ({
              ...field,
              value: withoutContents(
                rows.map((row) => (row[field.fieldName] ?? null) as FieldValue),
              ),
            })),
          };
        }
        return {
          ...group,
          fields: group.fields
            .filter((field) => !isFieldHidden(field, values))
            .map((field: Field) => ({
              ...field,
              value: withoutContents(readValue(field.fieldName, values) as FieldValue | undefined),
            })),
        };
      }),
  }));
}

/** A fetched page's sections as the service answered them, file contents dropped. */
export function savedSections(page: Pick<Page, "sections">): Section[] {
  return page.sections.map((section) => ({
    ...section,
    fieldGroups: section.fieldGroups.map((group) => ({
      ...group,
      fields: group.fields.map((field) => ({ ...field, value: withoutContents(field.value) })),
    })),
  }));
}

export interface RenderSteps {
  /** GET one page of the form (with its saved values). */
  fetchPage(code: string): Promise<Page | undefined>;
  /** POST the payload to the render endpoint. */
  submit(payload: RenderPayload): Promise<void>;
  start(pages: number): void;
  page(n: number): void;
  submitting(): void;
  complete(): void;
}

/**
 * SPEC §4 Process page: every non-disabled page up to the current one is fetched, one after
 * another, and its sections collected (the current page with the values being saved); all
 * are sent together with fileName, formId and sessionId.
 */
export async function renderProcessPdf(
  form: FormSummary,
  current: { page: Page; values: PageValues },
  sessionId: string,
  steps: RenderSteps,
): Promise<void> {
  const pages = pagesToRender(form.pageCodes, current.page.code);
  steps.start(pages.length);
  const sections: Section[] = [];
  for (const [i, code] of pages.entries()) {
    steps.page(i + 1);
    if (code.code === current.page.code) {
      sections.push(...sectionsWithValues(current.page, current.values));
      continue;
    }
    const page = await steps.fetchPage(code.code);
    if (page) sections.push(...savedSections(page).map((s) => ({ ...s, pageCode: code.code })));
  }
  steps.submitting();
  await steps.submit({
    sections,
    fileName: renderFileName(form),
    formId: form.formToken,
    sessionId,
  });
  steps.complete();
}
