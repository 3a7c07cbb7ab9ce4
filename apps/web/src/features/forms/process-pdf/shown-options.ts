import type { FieldValue, Option, Page } from "@portal/contract";
import { type OptionsOf, type PageValues, sectionsAsSeen, shownOptionsOf } from "@portal/forms";
import type { Country } from "../page/fields/countries.ts";

/** Asks a field's option endpoint, as the form screen does (SPEC §7 "GET {endpoint}"). */
export type LoadOptions = (
  endpoint: string,
  page: string,
  values: Record<string, FieldValue>,
) => Promise<readonly Option[]>;

const NONE: readonly Option[] = [];

/**
 * The options each shown field of a page had on the form screen, so the PDF prints their
 * names: the endpoint's list for the same dependency values (each asked once), or the
 * configured country list (else the shipped one, loaded only for a page that prints a
 * country); other fields keep their definition's options.
 */
export async function loadShownOptions(
  page: Pick<Page, "code" | "sections">,
  values: PageValues,
  context: { countryList: readonly Country[]; load: LoadOptions },
): Promise<OptionsOf> {
  const requests = new Set<string>();
  const loaded = new Map<string, readonly Option[]>();
  let printsCountry = false;
  let countries = NONE;
  const optionsOf = shownOptionsOf(
    values,
    () => {
      printsCountry = true;
      return countries;
    },
    (endpoint) => (dependencies) => {
      const request = JSON.stringify([endpoint, dependencies]);
      requests.add(request);
      return loaded.get(request) ?? NONE;
    },
  );
  // One pass over what is shown finds what to ask (hidden fields ask nothing); the same
  // options then answer from what was loaded.
  sectionsAsSeen(page.sections, values, optionsOf);
  await Promise.all(
    [...requests].map(async (request) => {
      const [endpoint, dependencies] = JSON.parse(request) as [string, Record<string, FieldValue>];
      loaded.set(request, await context.load(endpoint, page.code, dependencies));
    }),
  );
  if (printsCountry) countries = await countryOptions(context.countryList);
  return optionsOf;
}

async function countryOptions(countryList: readonly Country[]): Promise<readonly Option[]> {
  const { countriesFrom } = await import("../page/fields/countries.ts");
  return countriesFrom(countryList).map((c) => ({ id: c.code, name: c.name }));
}
