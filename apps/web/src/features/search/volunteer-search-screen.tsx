import { errorMessages, registerLists } from "@portal/contract";
import { type FormEvent, useEffect, useEffectEvent, useState } from "react";
import { PracticeList } from "./practice-list.tsx";
import { SelectField, TextField } from "./search-fields.tsx";
import { SearchResults } from "./search-results.tsx";
import { usePeerSearch } from "./use-peer-search.ts";

export const volunteerSearchTexts = {
  title: "Find a volunteer professional peer",
  count: (n: number) => `${n} volunteer(s) match your search criteria`,
} as const;

const emptyFields = { Practice: "", City: "", Suburb: "", TA: "", DHB: "" };
const criteria = (values: typeof emptyFields) => ({
  ...values,
  EligibleOnly: 1 as const,
  Volunteer: 1 as const,
});

/** SPEC §2 Volunteer search (/search_peer_volunteer): every volunteer at first, then filtered. */
export function VolunteerSearchScreen() {
  const [fields, setFields] = useState(emptyFields);
  const volunteers = usePeerSearch();
  const set = (name: keyof typeof emptyFields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));
  const { search } = volunteers;
  // Every volunteer at first, once, whatever the handler's identity does later.
  const searchAll = useEffectEvent(() => search(criteria(emptyFields), 0));
  useEffect(() => {
    searchAll();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(criteria(fields), 0);
  };

  return (
    <section aria-labelledby="volunteer-search-heading">
      <h2 id="volunteer-search-heading" className="h4 mb-3">
        {volunteerSearchTexts.title}
      </h2>
      <form onSubmit={submit} noValidate>
        <div className="row g-3">
          <SelectField
            name="Practice"
            label="Practice"
            value={fields.Practice}
            onChange={set("Practice")}
            options={registerLists.practiceTypes}
          />
          <TextField name="City" label="City" value={fields.City} onChange={set("City")} />
          <TextField name="Suburb" label="Suburb" value={fields.Suburb} onChange={set("Suburb")} />
          <SelectField
            name="TA"
            label="Territorial authority"
            value={fields.TA}
            onChange={set("TA")}
            options={registerLists.territorialAuthorities}
            emptyLabel="All territorial authorities"
          />
          <SelectField
            name="DHB"
            label="District health board region"
            value={fields.DHB}
            onChange={set("DHB")}
            options={registerLists.dhbRegions}
            emptyLabel="All district health board regions"
          />
        </div>
        <button type="submit" className="btn btn-primary mt-3" disabled={volunteers.searching}>
          Search
        </button>
      </form>
      <SearchResults
        state={volunteers}
        onPageChange={(page) => volunteers.criteria && search(volunteers.criteria, page)}
        header={(total) => <h3 className="h5">{volunteerSearchTexts.count(total)}</h3>}
        empty={<p className="alert alert-info">{errorMessages.noVolunteers}</p>}
        renderMatch={(match) => (
          <>
            <h4 className="h6 mb-1">{match.FullName}</h4>
            <dl className="row mb-0 small">
              <dt className="col-sm-5">Person ID</dt>
              <dd className="col-sm-7">{match["Person ID"]}</dd>
              <dt className="col-sm-5">Contact</dt>
              <dd className="col-sm-7">{match.Contact}</dd>
              <dt className="col-sm-5">City</dt>
              <dd className="col-sm-7">{match.City}</dd>
              <dt className="col-sm-5">Suburb</dt>
              <dd className="col-sm-7">{match.Suburb}</dd>
              <dt className="col-sm-5">Territorial authority</dt>
              <dd className="col-sm-7">{match.TerritorialAuthority}</dd>
              <dt className="col-sm-5">District health board region</dt>
              <dd className="col-sm-7">{match.DHB}</dd>
            </dl>
            <PracticeList practices={match.Practices} personId={match["Person ID"]} />
          </>
        )}
      />
    </section>
  );
}
