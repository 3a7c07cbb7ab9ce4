// Whether answers stored on a page still pass its questions: after a draft moves to a new
// version of its definition, a page that gained a required question or whose answers the new
// version refuses is no longer done (its answers are kept for the practitioner to finish).
import { type PageValues, validatePage } from "@portal/forms";
import type { CompiledForm, CompiledPage } from "../definitions/load/catalogue.ts";
import { noAnswerErrors, optionErrors, rangeErrors } from "./page-rules.ts";
import type { SavedValues } from "./page-states.ts";

/** The saved pages of `saved` whose stored answers `form`'s questions refuse. */
export function pagesNoLongerDone(form: CompiledForm, saved: SavedValues): string[] {
  return Object.entries(saved)
    .filter(([code, values]) => {
      const page = form.pagesByCode.get(code);
      return page !== undefined && !passes(page, values);
    })
    .map(([code]) => code);
}

function passes(page: CompiledPage, values: PageValues): boolean {
  const errors = {
    ...validatePage(page, values),
    ...optionErrors(page, values),
    ...rangeErrors(page, values),
    ...noAnswerErrors(page, values).errors,
  };
  return Object.keys(errors).length === 0;
}
