import type { Field, FieldValue, Option } from "@portal/contract";
import { dependencyValues, optionsEndpointOf } from "./dependent-fields.ts";
import type { GroupRow, PageValues } from "./page-values.ts";
import { listsCountries } from "./render-types.ts";
import type { OptionsOf } from "./sections-as-seen.ts";

/** The countries a country field named, in `row` of a repeating group or on the page. */
export type CountryOptions = (field: Field, row?: GroupRow) => readonly Option[];
/** An endpoint's options for the dependency values; undefined: not an endpoint known here. */
export type EndpointOptions = (
  endpoint: string,
) => ((dependencies: Record<string, FieldValue>) => readonly Option[]) | undefined;

/**
 * The options a field showed for `values` (SPEC §4): country names, or its endpoint's list
 * for the same dependency values (none while a dependency is empty); undefined keeps the
 * definition's own options. The one rule the PDF and the desk's reading of a form share: the
 * portal asks the endpoints, the service reads its own lists.
 */
export const shownOptionsOf =
  (values: PageValues, countries: CountryOptions, listOf: EndpointOptions): OptionsOf =>
  (field, row) => {
    if (listsCountries(field)) return countries(field, row);
    const endpoint = optionsEndpointOf(field);
    const list = endpoint && listOf(endpoint);
    if (!list) return undefined;
    const dependencies = dependencyValues(field, values, row);
    return dependencies ? list(dependencies) : [];
  };
