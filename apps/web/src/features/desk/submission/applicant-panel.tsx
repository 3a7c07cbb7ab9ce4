import type { SubmissionView } from "@portal/contract";
import { Link } from "react-router";
import { statusNames, useInstantText } from "../desk-format.ts";
import { ListOrNone, SidePanel } from "../side-panel.tsx";

/** Beside the answers: who applied, their register record and their other submissions. */
export function ApplicantPanel({ view }: { view: SubmissionView }) {
  const formatInstant = useInstantText();
  const { applicant, earlierSubmissions, verifiedIdentity: proved } = view;
  return (
    <SidePanel name="applicant" heading="Applicant">
      {applicant ? (
        <p className="mb-2">
          {applicant.displayName ?? applicant.firstName ?? applicant.email}
          <br />
          <span className="small">{applicant.email}</span>
        </p>
      ) : (
        <p>The applicant's account is gone.</p>
      )}
      {proved && (
        <p className="mb-2">
          <strong>Identity verified</strong> by {proved.provider}
          {proved.name && <> as {proved.name}</>}, {formatInstant(proved.verifiedAt)}.
        </p>
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
      <ListOrNone items={earlierSubmissions} none="None." last>
        {(s) => (
          <li key={s.id}>
            <Link to={`/desk/submissions/${s.id}`}>{s.formName}</Link>, round {s.round},{" "}
            {formatInstant(s.submittedAt)}: {statusNames[s.status] ?? s.status}
          </li>
        )}
      </ListOrNone>
    </SidePanel>
  );
}
