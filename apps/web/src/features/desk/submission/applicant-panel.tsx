import type { SubmissionView } from "@portal/contract";
import { Link } from "react-router";
import { statusNames, useInstantText } from "../desk-format.ts";

/** Beside the answers: who applied, their register record and their other submissions. */
export function ApplicantPanel({ view }: { view: SubmissionView }) {
  const formatInstant = useInstantText();
  const { applicant, earlierSubmissions } = view;
  return (
    <aside aria-labelledby="applicant-heading" className="card mb-4">
      <div className="card-body">
        <h3 id="applicant-heading" className="h5">
          Applicant
        </h3>
        {applicant ? (
          <p className="mb-2">
            {applicant.displayName ?? applicant.firstName ?? applicant.email}
            <br />
            <span className="small">{applicant.email}</span>
          </p>
        ) : (
          <p>The applicant's account is gone.</p>
        )}
        <h4 className="h6">Register record</h4>
        {applicant?.register ? (
          <>
            <p className="mb-1">
              {applicant.register.FullName}, Person ID {applicant.register["Person ID"]}
            </p>
            <ul className="small">
              {applicant.register.Practices.map((p) => (
                <li key={p.Practice}>
                  {p.Practice}: {p.Status}
                  {p.APCStatus && `, ${p.APCStatus}`}
                  {p.APCPeriod && ` (${p.APCPeriod})`}
                </li>
              ))}
            </ul>
            <Link to={`/desk/register/${encodeURIComponent(applicant.register["Person ID"])}`}>
              Edit the register record
            </Link>
          </>
        ) : (
          <p className="small">Not on the register.</p>
        )}
        <h4 className="h6 mt-3">Earlier submissions</h4>
        {earlierSubmissions.length === 0 ? (
          <p className="small mb-0">None.</p>
        ) : (
          <ul className="small mb-0">
            {earlierSubmissions.map((s) => (
              <li key={s.id}>
                <Link to={`/desk/submissions/${s.id}`}>{s.formName}</Link>, round {s.round},{" "}
                {formatInstant(s.submittedAt)}: {statusNames[s.status] ?? s.status}
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
