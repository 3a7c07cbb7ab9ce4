import type { PublicPractitioner } from "@portal/contract";
import { formatDate, PublicConditions } from "./conditions.tsx";

/**
 * What the public register shows of a practitioner (docs/decisions/040): the same allowed
 * fields in a result and on the practitioner's own page. Names come from the register as text;
 * React writes them as text, never as markup. Conditions on practice sit beside the certificate:
 * listed on the practitioner's page; a result only says that some apply.
 */
export function PractitionerDetails({
  practitioner,
  conditions = "listed",
}: {
  practitioner: PublicPractitioner;
  conditions?: "listed" | "flagged";
}) {
  const certificate = practitioner.practisingCertificate;
  return (
    <dl className="row mb-0">
      <dt className="col-sm-5 col-lg-4">Registration number</dt>
      <dd className="col-sm-7 col-lg-8">{practitioner.registrationNumber}</dd>
      <dt className="col-sm-5 col-lg-4">Profession</dt>
      <dd className="col-sm-7 col-lg-8">{practitioner.professions.join(", ") || "None"}</dd>
      <dt className="col-sm-5 col-lg-4">Scopes of practice</dt>
      <dd className="col-sm-7 col-lg-8">
        {practitioner.scopes.length === 0 ? (
          "None"
        ) : (
          <ul className="list-unstyled mb-0">
            {practitioner.scopes.map((scope) => (
              <li key={scope.scope}>
                {scope.scope} – {scope.status}
                {scope.registeredOn && `, since ${formatDate(scope.registeredOn)}`}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt className="col-sm-5 col-lg-4">Practising certificate</dt>
      <dd className="col-sm-7 col-lg-8">
        {certificate
          ? [certificate.status, certificate.period].filter(Boolean).join(", ")
          : "No practising certificate"}
      </dd>
      {conditions === "listed" ? (
        <>
          <dt className="col-sm-5 col-lg-4">Conditions on practice</dt>
          <dd className="col-sm-7 col-lg-8">
            <PublicConditions conditions={practitioner.conditions} />
          </dd>
        </>
      ) : (
        practitioner.conditions.length > 0 && (
          <>
            <dt className="col-sm-5 col-lg-4">Conditions on practice</dt>
            <dd className="col-sm-7 col-lg-8 fw-semibold text-warning-emphasis">
              Conditions apply: see the practitioner's page
            </dd>
          </>
        )
      )}
      <dt className="col-sm-5 col-lg-4">Date first registered</dt>
      <dd className="col-sm-7 col-lg-8">
        {practitioner.firstRegisteredOn
          ? formatDate(practitioner.firstRegisteredOn)
          : "Not recorded"}
      </dd>
    </dl>
  );
}
