import {
  type AuditOutcome,
  auditStatusNames,
  cpdCategoryNames,
  type EvidenceActivity,
  longDay,
} from "@portal/contract";
import type { ReactNode } from "react";

const hoursText = (hours: number) => (hours === 1 ? "1 hour" : `${hours} hours`);

/** A term and its description in a `dl.row`: nothing when there is nothing to describe. */
export function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  if (children === "" || children === null || children === undefined) return null;
  return (
    <>
      <dt className="col-sm-4 col-lg-3">{term}</dt>
      <dd className="col-sm-8 col-lg-9">{children}</dd>
    </>
  );
}

/**
 * The CPD activities of a recertification audit's evidence, as the sampled practitioner sees
 * what they will submit and as the registrar reads what was: each under a heading of its date,
 * category and hours, with its description. `fileHref` (the registrar's) adds the rest of what
 * was answered and the uploads as links to download.
 */
export function EvidenceActivities({
  activities,
  fileHref,
}: {
  activities: readonly EvidenceActivity[];
  fileHref?: ((fileId: number) => string) | undefined;
}) {
  const full = fileHref !== undefined;
  return (
    <ol className="list-unstyled">
      {activities.map((activity) => (
        <li key={activity.formId} className="card mb-3">
          <div className="card-body">
            <h4 className="h6 card-title">
              {longDay(activity.date)}: {cpdCategoryNames[activity.category]},{" "}
              {hoursText(activity.hours)}
            </h4>
            <dl className="row mb-0">
              {full && <DetailRow term="Provider">{activity.provider}</DetailRow>}
              <DetailRow term="Description">{activity.description}</DetailRow>
              {full && <DetailRow term="What was learnt">{activity.learning}</DetailRow>}
              {full && (
                <DetailRow term="How it changes practice">{activity.practiceChange}</DetailRow>
              )}
              {full && activity.files.length > 0 && (
                <DetailRow term="Files">
                  <ul className="list-unstyled mb-0">
                    {activity.files.map((file) => (
                      <li key={file.id}>
                        <a href={fileHref(file.id)} download>
                          {file.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </DetailRow>
              )}
            </dl>
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * What the registrar decided of the evidence, as the practitioner and the desk read it: the
 * outcome, the day a remedial plan is due, and the note that goes with it. `children` adds the
 * desk's own rows (who decided, and when).
 */
export function AuditOutcomeView({
  outcome,
  remedialDue,
  note,
  children,
}: {
  outcome: AuditOutcome;
  remedialDue: string | null;
  note: string;
  children?: ReactNode;
}) {
  return (
    <dl className="row">
      <DetailRow term="Outcome">{auditStatusNames[outcome]}</DetailRow>
      {outcome === "remedial" && remedialDue && (
        <DetailRow term="Remedial plan due">{longDay(remedialDue)}</DetailRow>
      )}
      <DetailRow term="The registrar's note">{note}</DetailRow>
      {children}
    </dl>
  );
}
