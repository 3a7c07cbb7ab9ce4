import { type ListEntry, type PeerMatch, registerLists } from "@portal/contract";
import { type FormEvent, type ReactNode, useEffect, useEffectEvent, useState } from "react";
import { LabelledInput } from "../../components/labelled-input.tsx";
import { SearchResults } from "./search-results.tsx";
import { type SearchCriteria, usePeerSearch } from "./use-peer-search.ts";

/** One field of a search form: a text box, or a list when it has options. */
export interface SearchFieldSpec<Name extends string> {
  name: Name;
  label: string;
  options?: readonly ListEntry[];
  /** The list's first, empty choice; none when absent. */
  emptyLabel?: string;
}

/** Both searches filter by practice type first. */
export const practiceField = {
  name: "Practice",
  label: "Practice",
  options: registerLists.practiceTypes,
} as const;

/** The heading over the results: how many of the people searched for match. */
export function MatchCount({ total, people }: { total: number; people: string }) {
  return <h3 className="h5">{`${total} ${people} match your search criteria`}</h3>;
}

export interface SearchScaffoldProps<Name extends string> {
  /** Prefix of the heading's id, which names the section. */
  id: string;
  title: string;
  fields: readonly SearchFieldSpec<Name>[];
  criteria(values: Record<Name, string>): SearchCriteria;
  /** Search with every field empty as soon as the screen opens. */
  searchAtOnce?: boolean;
  header(totalItems: number): ReactNode;
  empty?: ReactNode;
  renderMatch(match: PeerMatch): ReactNode;
}

/** What both searches of SPEC §2 share: heading, fields, Search button, results and pages. */
export function SearchScaffold<Name extends string>({
  id,
  title,
  fields,
  criteria,
  searchAtOnce = false,
  header,
  empty,
  renderMatch,
}: SearchScaffoldProps<Name>) {
  const emptyValues = () =>
    Object.fromEntries(fields.map((field) => [field.name, ""])) as Record<Name, string>;
  const [values, setValues] = useState(emptyValues);
  const state = usePeerSearch();
  const { search } = state;
  // Once, whatever the handler's identity does later.
  const searchEmpty = useEffectEvent(() => {
    if (searchAtOnce) search(criteria(emptyValues()), 0);
  });
  useEffect(() => {
    searchEmpty();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(criteria(values), 0);
  };
  const headingId = `${id}-heading`;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h4 mb-3">
        {title}
      </h2>
      <form onSubmit={submit} noValidate>
        <div className="row g-3">
          {fields.map(({ name, label, options, emptyLabel }) => {
            const field = {
              id: `search-${name}`,
              name,
              label,
              className: "col-md-6 col-lg-4",
              value: values[name],
              onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
            };
            return options ? (
              <LabelledInput key={name} {...field} as="select">
                {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </LabelledInput>
            ) : (
              <LabelledInput key={name} {...field} type="text" maxLength={200} />
            );
          })}
        </div>
        <button type="submit" className="btn btn-primary mt-3" disabled={state.searching}>
          Search
        </button>
      </form>
      <SearchResults
        state={state}
        onPageChange={(page) => state.criteria && search(state.criteria, page)}
        header={header}
        empty={empty}
        renderMatch={renderMatch}
      />
    </section>
  );
}
