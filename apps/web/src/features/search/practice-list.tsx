import type { PeerMatch } from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import OverlayTrigger from "react-bootstrap/OverlayTrigger";
import Tooltip from "react-bootstrap/Tooltip";
import "./search.css";

type Practice = PeerMatch["Practices"][number];

/** Qualifications, shortened in the list, in full in a tooltip that focus opens too. */
function Qualifications({ text, id }: { text: string; id: string }) {
  return (
    <OverlayTrigger
      placement="top"
      trigger={["hover", "focus"]}
      overlay={<Tooltip id={id}>{text}</Tooltip>}
    >
      <button
        type="button"
        className="search-qualifications btn btn-link p-0 text-start text-truncate align-baseline"
      >
        {text}
      </button>
    </OverlayTrigger>
  );
}

/** The seven facts of each practice (SPEC §2 Peer search). */
export function PracticeList({ practices, personId }: { practices: Practice[]; personId: string }) {
  if (practices.length === 0) return null;
  return (
    <ul className="list-unstyled mb-0">
      {practices.map((practice, index) => (
        <li
          key={`${practice.Practice}-${practice.HPINumber}-${practice.RegistrationDate}`}
          className="border-top pt-2 mt-2"
        >
          <dl className="row mb-0 small">
            <dt className="col-sm-5">Practice</dt>
            <dd className="col-sm-7">{practice.Practice}</dd>
            <dt className="col-sm-5">Qualifications</dt>
            <dd className="col-sm-7">
              <Qualifications
                text={practice.Qualifications}
                id={`qualifications-${personId}-${index}`}
              />
            </dd>
            <dt className="col-sm-5">Scope of practice registration date</dt>
            <dd className="col-sm-7">{toDisplayDate(practice.RegistrationDate)}</dd>
            <dt className="col-sm-5">Health Provider Index number</dt>
            <dd className="col-sm-7">{practice.HPINumber}</dd>
            <dt className="col-sm-5">Registration status</dt>
            <dd className="col-sm-7">{practice.Status}</dd>
            <dt className="col-sm-5">Practising status</dt>
            <dd className="col-sm-7">{practice.APCStatus}</dd>
            <dt className="col-sm-5">Annual practising certificate period</dt>
            <dd className="col-sm-7">{practice.APCPeriod}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
