import type { FieldValue, FormSummary, Page, RenderPayload, Section } from "@portal/contract";
import {
  initialValuesFromPage,
  type OptionsOf,
  type PageValues,
  pagesToRender,
  sectionsAsSeen,
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
 * A page's sections as the person saw them with `values` (the engine's sectionsAsSeen: what
 * the expressions hid and deleted rows left out, each choice with the options it showed), file
 * contents dropped.
 */
export function printedSections(
  page: Pick<Page, "code" | "sections">,
  values: PageValues,
  optionsOf?: OptionsOf,
): Section[] {
  return sectionsAsSeen(page.sections, values, optionsOf).map((section) => ({
    ...section,
    pageCode: page.code,
    fieldGroups: section.fieldGroups.map((group) => ({
      ...group,
      fields: group.fields.map((field) => ({ ...field, value: withoutContents(field.value) })),
    })),
  }));
}

export interface RenderSteps {
  /** GET one page of the form (with its saved values). */
  fetchPage(code: string): Promise<Page | undefined>;
  /** The options each shown field of the page had (endpoint lists, countries); none if absent. */
  shownOptions?(page: Page, values: PageValues): Promise<OptionsOf>;
  /** POST the payload to the render endpoint. */
  submit(payload: RenderPayload): Promise<void>;
  start(pages: number): void;
  page(n: number): void;
  submitting(): void;
  complete(): void;
}

/**
 * SPEC §4 Process page: every non-disabled page up to the current one is fetched, one after
 * another, and its sections collected as the person saw them (the current page with the values
 * being saved); all are sent together with fileName, formId and sessionId.
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
    const isCurrent = code.code === current.page.code;
    const page = isCurrent ? current.page : await steps.fetchPage(code.code);
    if (!page) continue;
    // A saved page is printed with the values the form screen would start it with.
    const values = isCurrent ? current.values : initialValuesFromPage(page);
    sections.push(...printedSections(page, values, await steps.shownOptions?.(page, values)));
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
