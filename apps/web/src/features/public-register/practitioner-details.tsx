import { numericDateAt, type PublicPractitioner } from "@portal/contract";

/** A register date (YYYY-MM-DD) as the certificate periods beside it read: DD/MM/YYYY. */
const formatDate = (date: string) => numericDateAt(new Date(`${date}T00:00:00Z`), "UTC");

/**
 * What the public register shows of a practitioner (docs/decisions/040): the same allowed
 * fields in a result and on the practitioner's own page. Names come from the register as text;
 * React writes them as text, never as markup.
 */
export function PractitionerDetails({ practitioner }: { practitioner: PublicPractitioner }) {
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
      <dt className="col-sm-5 col-lg-4">Date first registered</dt>
      <dd className="col-sm-7 col-lg-8">
        {practitioner.firstRegisteredOn
          ? formatDate(practitioner.firstRegisteredOn)
          : "Not recorded"}
      </dd>
    </dl>
  );
}
