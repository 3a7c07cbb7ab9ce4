import {
  type ConcernAboutMe,
  calendarDateAt,
  concernsAboutMePath,
  concernsAboutMeSchema,
  longDay,
} from "@portal/contract";
import { Link } from "react-router";
import { LoadStatus } from "../../components/load-status.tsx";
import { useConfig } from "../config/index.ts";
import { DashboardFailures, useSessionLoad } from "./dashboard-failures.tsx";

/**
 * The dashboard's part about concerns: the cases about the signed-in practitioner, as the desk
 * released them, and the way to report something about their own practice (the public concern
 * form, where they choose "I am the practitioner").
 */
export function ConcernsAboutMe({ sessionId }: { sessionId: string }) {
  return (
    <DashboardFailures>
      <ConcernCases sessionId={sessionId} />
      <p className="mt-3">
        <Link to="/raise-a-concern">Report something about your own practice (a self-report)</Link>
        <span className="d-block small text-body-secondary">
          On the form, choose "I am the practitioner (a self-report)".
        </span>
      </p>
    </DashboardFailures>
  );
}

function ConcernCases({ sessionId }: { sessionId: string }) {
  const loaded = useSessionLoad(sessionId, concernsAboutMePath, concernsAboutMeSchema);
  if (loaded.failure?.retry) return <LoadStatus of={loaded} />;
  const cases = loaded.data?.cases ?? [];
  // Nothing while it loads: most practitioners have no case, so no banner for one.
  if (cases.length === 0) return null;
  return (
    <section aria-labelledby="concerns-about-me-heading" className="mt-4">
      <h3 id="concerns-about-me-heading" className="h5">
        Concerns about your practice
      </h3>
      <ul className="list-unstyled">
        {cases.map((item) => (
          <ConcernCase key={item.reference} item={item} />
        ))}
      </ul>
    </section>
  );
}

function ConcernCase({ item }: { item: ConcernAboutMe }) {
  const { timeZone } = useConfig();
  const headingId = `concern-${item.reference}`;
  return (
    <li className="border rounded p-3 mb-2">
      <h4 id={headingId} className="h6">
        Concern {item.reference}
      </h4>
      <dl className="row mb-2">
        <dt className="col-sm-3">Received</dt>
        <dd className="col-sm-9">{longDay(item.receivedOn)}</dd>
        <dt className="col-sm-3">Stage</dt>
        <dd className="col-sm-9">{item.stage}</dd>
        {item.outcome && (
          <>
            <dt className="col-sm-3">Outcome</dt>
            <dd className="col-sm-9">{item.outcome}</dd>
          </>
        )}
        {item.raisedBy && (
          <>
            <dt className="col-sm-3">Raised by</dt>
            <dd className="col-sm-9">{item.raisedBy}</dd>
          </>
        )}
      </dl>
      {item.updates.length === 0 ? (
        <p className="mb-0">No updates yet.</p>
      ) : (
        <ol className="mb-0" aria-label={`Updates on concern ${item.reference}`}>
          {item.updates.map((update) => (
            <li key={`${update.at} ${update.text}`}>
              <time dateTime={update.at}>
                {longDay(calendarDateAt(new Date(update.at), timeZone))}
              </time>
              : {update.text}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
