import { errorMessages, registerLists } from "@portal/contract";
import { Fragment } from "react";
import { PracticeList } from "./practice-list.tsx";
import { MatchCount, practiceField, SearchScaffold } from "./search-scaffold.tsx";

const fields = [
  practiceField,
  { name: "City", label: "City" },
  { name: "Suburb", label: "Suburb" },
  {
    name: "TA",
    label: "Territorial authority",
    options: registerLists.territorialAuthorities,
    emptyLabel: "All territorial authorities",
  },
  {
    name: "DHB",
    label: "District health board region",
    options: registerLists.dhbRegions,
    emptyLabel: "All district health board regions",
  },
] as const;

/** The facts shown of each volunteer, after the name (SPEC §2 Volunteer search). */
const details = [
  ["Person ID", "Person ID"],
  ["Contact", "Contact"],
  ["City", "City"],
  ["Suburb", "Suburb"],
  ["Territorial authority", "TerritorialAuthority"],
  ["District health board region", "DHB"],
] as const;

/** SPEC §2 Volunteer search (/search_peer_volunteer): every volunteer at first, then filtered. */
export function VolunteerSearchScreen() {
  return (
    <SearchScaffold
      id="volunteer-search"
      title="Find a volunteer professional peer"
      fields={fields}
      criteria={(values) => ({ ...values, EligibleOnly: 1, Volunteer: 1 })}
      searchAtOnce
      header={(total) => <MatchCount total={total} people="volunteer(s)" />}
      empty={<p className="alert alert-info">{errorMessages.noVolunteers}</p>}
      renderMatch={(match) => (
        <>
          <h4 className="h6 mb-1">{match.FullName}</h4>
          <dl className="row mb-0 small">
            {details.map(([term, key]) => (
              <Fragment key={key}>
                <dt className="col-sm-5">{term}</dt>
                <dd className="col-sm-7">{match[key]}</dd>
              </Fragment>
            ))}
          </dl>
          <PracticeList practices={match.Practices} personId={match["Person ID"]} />
        </>
      )}
    />
  );
}
