import {
  PUBLIC_REGISTER_PAGE_SIZE,
  type PublicRegisterQueryInput,
  professionNames,
} from "@portal/contract";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { LoadStatus } from "../../../components/load-status.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { useLoad } from "../../../lib/loading.tsx";
import { PractitionerDetails } from "../practitioner-details.tsx";
import { fetchPublicRegister } from "../public-register-api.ts";
import { PublicRegisterFrame } from "../public-register-frame.tsx";
import { type Chooser, chooserOf, chosenPath, withChooser } from "./choose-practitioner.ts";

const fields = ["q", "registrationNumber", "profession", "city"] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

const valuesOf = (params: URLSearchParams): Values =>
  Object.fromEntries(fields.map((name) => [name, params.get(name) ?? ""])) as Values;

/** The search of the URL, or none when it names no criteria (the form is shown empty). */
function queryOf(params: URLSearchParams): PublicRegisterQueryInput | null {
  const values = valuesOf(params);
  if (fields.every((name) => values[name].trim() === "")) return null;
  const query: PublicRegisterQueryInput = { page: Math.max(1, Number(params.get("page")) || 1) };
  for (const name of fields)
    if (values[name].trim()) Object.assign(query, { [name]: values[name] });
  return query;
}

/**
 * The public register (no sign-in): search by name or registration number with profession and
 * city filters, 20 a page. The search lives in the address, so a result page can be shared,
 * bookmarked and gone back to.
 */
export function PublicRegisterScreen() {
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState(() => valuesOf(params));
  const query = queryOf(params);
  const chooser = chooserOf(params);
  // Back and forward change the address: the form shows the search it names.
  const searched = params.toString();
  useEffect(() => {
    setValues(valuesOf(new URLSearchParams(searched)));
  }, [searched]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = Object.entries(values).filter(([, value]) => value.trim() !== "");
    setParams(withChooser(new URLSearchParams(next), chooser));
  };
  const input = (name: Field, label: string) => ({
    id: `public-register-${name}`,
    name,
    label,
    className: "col-md-6",
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  return (
    <PublicRegisterFrame title="Search the public register">
      {chooser ? (
        <p className="alert alert-info">
          Find the practitioner your concern is about, then choose them.{" "}
          <Link to={chooser.returnPath}>Back to your concern</Link>
        </p>
      ) : (
        <p>
          Check that a dental practitioner is registered and holds a current practising certificate.
          You do not need to sign in.
        </p>
      )}
      <form onSubmit={submit} noValidate aria-label="Search the public register">
        <div className="row g-3">
          <LabelledInput
            {...input("q", "Name")}
            type="text"
            maxLength={100}
            hint="Or part of it, for example pomare"
          />
          <LabelledInput
            {...input("registrationNumber", "Registration number")}
            type="text"
            maxLength={20}
          />
          <LabelledInput {...input("profession", "Profession")} as="select">
            <option value="">Any profession</option>
            {professionNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </LabelledInput>
          <LabelledInput {...input("city", "City")} type="text" maxLength={100} />
        </div>
        <button type="submit" className="btn btn-primary mt-3">
          Search
        </button>
      </form>
      {query && (
        <Results
          query={query}
          chooser={chooser}
          onPage={(page) => setParams(pageParams(params, page))}
        />
      )}
    </PublicRegisterFrame>
  );
}

const pageParams = (params: URLSearchParams, page: number) => {
  const next = new URLSearchParams(params);
  next.set("page", String(page));
  return next;
};

function Results({
  query,
  chooser,
  onPage,
}: {
  query: PublicRegisterQueryInput;
  chooser: Chooser | null;
  onPage: (page: number) => void;
}) {
  const loaded = useLoad(JSON.stringify(query), (signal) => fetchPublicRegister(query, signal));
  const top = useRef<HTMLDivElement>(null);
  const page = Number(query.page ?? 1);
  // After a page change, focus (and so scroll to) the top of the new page of results.
  const shownPage = useRef(page);
  useEffect(() => {
    if (!loaded.loading && shownPage.current !== page) {
      shownPage.current = page;
      top.current?.focus();
    }
  }, [loaded.loading, page]);
  if (!loaded.data || loaded.failure) {
    return (
      <div className="mt-4">
        <LoadStatus of={loaded} variant="info" />
      </div>
    );
  }
  const { totalItems, practitioners } = loaded.data;
  const pageCount = Math.ceil(Math.min(totalItems, 10_000) / PUBLIC_REGISTER_PAGE_SIZE);
  return (
    <div ref={top} tabIndex={-1} className="mt-4" aria-busy={loaded.loading}>
      <h3 id="public-register-results" className="h5">
        {totalItems === 1 ? "1 practitioner matches" : `${totalItems} practitioners match`} your
        search
      </h3>
      <ol
        className="list-unstyled"
        aria-labelledby="public-register-results"
        start={(page - 1) * PUBLIC_REGISTER_PAGE_SIZE + 1}
      >
        {practitioners.map((practitioner) => (
          <li key={practitioner.registrationNumber} className="card mb-3">
            <div className="card-body">
              <h4 className="h6 card-title">
                <Link
                  to={`/public-register/${encodeURIComponent(practitioner.registrationNumber)}`}
                >
                  {practitioner.name}
                </Link>
              </h4>
              <PractitionerDetails practitioner={practitioner} conditions="flagged" />
              {chooser && (
                <Link to={chosenPath(chooser, practitioner)} className="btn btn-outline-primary">
                  Choose <span className="visually-hidden">{practitioner.name}</span>
                </Link>
              )}
            </div>
          </li>
        ))}
      </ol>
      <Pagination page={page - 1} pageCount={pageCount} onPageChange={(p) => onPage(p + 1)} />
    </div>
  );
}
