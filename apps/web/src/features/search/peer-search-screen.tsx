import { registerLists } from "@portal/contract";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PracticeList } from "./practice-list.tsx";
import { SelectField, TextField } from "./search-fields.tsx";
import { SearchResults } from "./search-results.tsx";
import { peerReturnPath, todayText } from "./select-peer.ts";
import { usePeerSearch } from "./use-peer-search.ts";

export const peerSearchTexts = {
  title: "Find a professional peer",
  hint: "Click on the name of the practitioner you want to select as your professional peer",
  count: (n: number) => `${n} practitioner(s) match your search criteria`,
} as const;

const emptyFields = { Practice: "", Surname: "", Name: "", Address: "", PersonID: "" };

/** SPEC §2 Peer search (/search_peer). */
export function PeerSearchScreen() {
  const [params] = useSearchParams();
  const [fields, setFields] = useState(emptyFields);
  const peers = usePeerSearch();
  const set = (name: keyof typeof emptyFields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));
  const criteria = () => ({ ...fields, EligibleOnly: 1 as const });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    peers.search(criteria(), 0);
  };
  const today = todayText();
  const selectable = params.get("returnUrl") !== null;

  return (
    <section aria-labelledby="peer-search-heading">
      <h2 id="peer-search-heading" className="h4 mb-3">
        {peerSearchTexts.title}
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
          <TextField
            name="Surname"
            label="Surname"
            value={fields.Surname}
            onChange={set("Surname")}
          />
          <TextField name="Name" label="Name" value={fields.Name} onChange={set("Name")} />
          <TextField
            name="Address"
            label="Address"
            value={fields.Address}
            onChange={set("Address")}
          />
          <TextField
            name="PersonID"
            label="Person ID"
            value={fields.PersonID}
            onChange={set("PersonID")}
          />
        </div>
        <button type="submit" className="btn btn-primary mt-3" disabled={peers.searching}>
          Search
        </button>
      </form>
      <SearchResults
        state={peers}
        onPageChange={(page) => peers.criteria && peers.search(peers.criteria, page)}
        header={(total) => (
          <>
            <h3 className="h5">{peerSearchTexts.count(total)}</h3>
            {total > 0 && selectable && (
              <p className="text-body-secondary">{peerSearchTexts.hint}</p>
            )}
          </>
        )}
        renderMatch={(match) => {
          const target = peerReturnPath(params, match, today);
          return (
            <>
              <h4 className="h6 mb-1">
                {target ? <Link to={target}>{match.FullName}</Link> : match.FullName}
              </h4>
              <p className="mb-1 small">Person ID: {match["Person ID"]}</p>
              <PracticeList practices={match.Practices} personId={match["Person ID"]} />
            </>
          );
        }}
      />
    </section>
  );
}
