// A completed demo form's PDF, made as the portal's process page makes one: each page the
// person went through, up to the process page (or to the end), served with the stored answers,
// read back as the form screen starts it, and reduced by the engine to what the person saw
// (sectionsAsSeen: hidden questions left out, options by name); then printed by the service's
// one printer (form-pdf.ts).
import { type Field, type Option, optionListPath, type Section } from "@portal/contract";
import {
  dependencyValues,
  type GroupRow,
  initialValuesFromPage,
  type OptionsOf,
  optionsEndpointOf,
  type PageValues,
  pagesToRender,
  readValue,
  sectionsAsSeen,
} from "@portal/forms";
import type { CompiledForm } from "../src/modules/forms/definitions/catalogue.ts";
import {
  pageCodesOf,
  type SavedValues,
  savedPageValues,
} from "../src/modules/forms/pages/page-states.ts";
import { pageView } from "../src/modules/forms/pages/page-view.ts";
import { optionLists, optionsFor } from "../src/modules/options/index.ts";
import { printForm } from "../src/modules/render/form-pdf.ts";

const listPrefix = optionListPath("");
const regionNames = new Intl.DisplayNames(["en-NZ", "en"], { type: "region" });

/** A country's English name; a value that is no region code (FORMS_DIR may differ) as it is. */
function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The options a field showed: its endpoint's list for the same answers, or country names. */
const shownOptions =
  (values: PageValues): OptionsOf =>
  (field: Field, row?: GroupRow): readonly Option[] | undefined => {
    if (field.renderType === "country" || field.renderType === "country_multi") {
      const chosen = row ? row[field.fieldName] : readValue(field.fieldName, values);
      const codes = [chosen].flat().filter((v) => typeof v === "string");
      return codes.map((code) => ({ id: code, name: countryName(code) }));
    }
    const endpoint = optionsEndpointOf(field);
    const list = endpoint?.startsWith(listPrefix)
      ? optionLists.get(decodeURIComponent(endpoint.slice(listPrefix.length)))
      : undefined;
    if (!list) return undefined;
    const dependencies = dependencyValues(field, values, row);
    return dependencies ? optionsFor(list, dependencies) : [];
  };

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
