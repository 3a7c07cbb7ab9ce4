// The options a field showed the person for their answers (its endpoint's list for the same
// answers, or country names): what a printed or reviewed form names a chosen id by.
import { optionListPath } from "@portal/contract";
import { type OptionsOf, type PageValues, readValue, shownOptionsOf } from "@portal/forms";
import { optionLists, optionsFor } from "./option-lists.ts";

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
export const shownOptions = (values: PageValues): OptionsOf =>
  shownOptionsOf(
    values,
    (field, row) => {
      const chosen = row ? row[field.fieldName] : readValue(field.fieldName, values);
      const codes = [chosen].flat().filter((v) => typeof v === "string");
      return codes.map((code) => ({ id: code, name: countryName(code) }));
    },
    (endpoint) => {
      const list = endpoint.startsWith(listPrefix)
        ? optionLists.get(decodeURIComponent(endpoint.slice(listPrefix.length)))
        : undefined;
      return list && ((dependencies) => optionsFor(list, dependencies));
    },
  );
