import { Link, useSearchParams } from "react-router";
import { useConfig } from "../config/index.ts";
import { PracticeList } from "./practice-list.tsx";
import { MatchCount, practiceField, SearchScaffold } from "./search-scaffold.tsx";
import { peerReturnPath, todayText } from "./select-peer.ts";

export const peerSearchTexts = {
  title: "Find a professional peer",
  hint: "Click on the name of the practitioner you want to select as your professional peer",
} as const;

const fields = [
  practiceField,
  { name: "Surname", label: "Surname" },
  { name: "Name", label: "Name" },
  { name: "Address", label: "Address" },
  { name: "PersonID", label: "Person ID" },
] as const;

/** SPEC §2 Peer search (/search_peer): names are links back to the form given by returnUrl. */
export function PeerSearchScreen() {
  const [params] = useSearchParams();
  const today = todayText(useConfig().timeZone);
  const selectable = params.get("returnUrl") !== null;

  return (
    <SearchScaffold
      id="peer-search"
      title={peerSearchTexts.title}
      fields={fields}
      criteria={(values) => ({ ...values, EligibleOnly: 1 })}
      header={(total) => (
        <>
          <MatchCount total={total} people="practitioner(s)" />
          {total > 0 && selectable && <p className="text-body-secondary">{peerSearchTexts.hint}</p>}
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
  );
}
