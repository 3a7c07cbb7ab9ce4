// A completed demo form's PDF, made as the portal's process page makes one: each page the
// person went through, up to the process page (or to the end), served with the stored answers,
// read back as the form screen starts it, and reduced by the engine to what the person saw
// (sectionsAsSeen: hidden questions left out, options by name); then printed by the service's
// one printer (form-pdf.ts).
import type { Section } from "@portal/contract";
import { initialValuesFromPage, pagesToRender, sectionsAsSeen } from "@portal/forms";
import type { CompiledForm } from "../src/modules/forms/definitions/load/catalogue.ts";
import {
  pageCodesOf,
  type SavedValues,
  savedPageValues,
} from "../src/modules/forms/pages/page-states.ts";
import { pageView } from "../src/modules/forms/pages/page-view.ts";
import { shownOptions } from "../src/modules/options/index.ts";
import { printForm } from "../src/modules/render/form-pdf.ts";

/** The sections of a submitted form as its process page would have sent them. */
export function submittedSections(form: CompiledForm, saved: SavedValues): Section[] {
  const pageCodes = pageCodesOf(form, saved, true);
  const last =
    form.pages.find((page) => page.definition.formProcessPage === true) ??
    form.pages.findLast((page) => page.definition.formEndPage !== true);
  return pagesToRender(pageCodes, last?.code ?? "").flatMap((code) => {
    const page = form.pagesByCode.get(code.code);
    if (!page) return [];
    const served = pageView(page, { state: "done", values: savedPageValues(saved, code.code) });
    const values = initialValuesFromPage(served);
    return sectionsAsSeen(served.sections, values, shownOptions(values)).map((section) => ({
      ...section,
      pageCode: code.code,
    }));
  });
}

/** The form PDF of a submitted demo form, as the render endpoint would have stored it. */
export async function demoFormPdf(
  form: CompiledForm,
  instanceName: string,
  saved: SavedValues,
): Promise<Buffer> {
  const bytes = await printForm({
    name: instanceName,
    code: form.code,
    sections: submittedSections(form, saved),
  });
  return Buffer.from(bytes);
}
