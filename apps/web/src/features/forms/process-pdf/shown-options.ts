import type { Field, FieldValue, Option, Page } from "@portal/contract";
import {
  dependencyValues,
  type GroupRow,
  listsCountries,
  type OptionsOf,
  optionsEndpointOf,
  type PageValues,
  sectionsAsSeen,
} from "@portal/forms";
import type { Country } from "../page/fields/countries.ts";

/** Asks a field's option endpoint, as the form screen does (SPEC §7 "GET {endpoint}"). */
export type LoadOptions = (
  endpoint: string,
  page: string,
  values: Record<string, FieldValue>,
) => Promise<readonly Option[]>;

const NONE: readonly Option[] = [];

/** The options a field with an endpoint had in this row; "none" when a dependency is empty. */
function requestOf(field: Field, values: PageValues, row?: GroupRow): string | undefined {
  const endpoint = optionsEndpointOf(field);
  if (!endpoint) return undefined;
  const dependencies = dependencyValues(field, values, row);
  return dependencies ? JSON.stringify([endpoint, dependencies]) : "none";
}

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
  let printsCountry = false;
  // One pass over what is shown finds what to ask; hidden fields ask nothing.
  sectionsAsSeen(page.sections, values, (field, row) => {
    const request = requestOf(field, values, row);
    if (request && request !== "none") requests.add(request);
    printsCountry ||= listsCountries(field);
    return undefined;
  });
  const loaded = new Map<string, readonly Option[]>();
  await Promise.all(
    [...requests].map(async (request) => {
      const [endpoint, dependencies] = JSON.parse(request) as [string, Record<string, FieldValue>];
      loaded.set(request, await context.load(endpoint, page.code, dependencies));
    }),
  );
  const countries = printsCountry ? await countryOptions(context.countryList) : NONE;
  return (field, row) => {
    if (listsCountries(field)) return countries;
    const request = requestOf(field, values, row);
    if (request === undefined) return undefined;
    return loaded.get(request) ?? NONE;
  };
}

async function countryOptions(countryList: readonly Country[]): Promise<readonly Option[]> {
  const { countriesFrom } = await import("../page/fields/countries.ts");
  return countriesFrom(countryList).map((c) => ({ id: c.code, name: c.name }));
}
