import {
  type CertificateStanding,
  type CertificateVerification,
  certificateMessages,
  periodText,
  standingTexts,
  verdictTexts,
} from "@portal/contract";
import { Link, useParams } from "react-router";
import { LoadStatus } from "../../../components/load-status.tsx";
import { useLoad } from "../../../lib/loading.tsx";
import { PublicConditions } from "../conditions.tsx";
import { fetchCertificateVerification } from "../public-register-api.ts";
import { PublicRegisterFailures, PublicRegisterFrame } from "../public-register-frame.tsx";

const alertOf: Record<CertificateStanding, string> = {
  current: "alert-success",
  upcoming: "alert-info",
  superseded: "alert-warning",
  expired: "alert-warning",
};

function Verdict({ certificate }: { certificate: CertificateVerification }) {
  const { standing } = certificate;
  return (
    <>
      <p className={`alert ${alertOf[standing]}`} role="status">
        {verdictTexts[standing]}
      </p>
      <dl className="row">
        <dt className="col-sm-5 col-lg-4">Name</dt>
        <dd className="col-sm-7 col-lg-8">{certificate.name}</dd>
        <dt className="col-sm-5 col-lg-4">Registration number</dt>
        <dd className="col-sm-7 col-lg-8">
          <Link to={`/public-register/${encodeURIComponent(certificate.registrationNumber)}`}>
            {certificate.registrationNumber}
          </Link>
        </dd>
        <dt className="col-sm-5 col-lg-4">Practising year</dt>
        <dd className="col-sm-7 col-lg-8">{certificate.year}</dd>
        <dt className="col-sm-5 col-lg-4">Period</dt>
        <dd className="col-sm-7 col-lg-8">{periodText(certificate)}</dd>
        <dt className="col-sm-5 col-lg-4">Status</dt>
        <dd className="col-sm-7 col-lg-8">{standingTexts[standing](certificate)}</dd>
        {certificate.conditions.length > 0 && (
          <>
            <dt className="col-sm-5 col-lg-4">Conditions on practice</dt>
            <dd className="col-sm-7 col-lg-8">
              <PublicConditions conditions={certificate.conditions} />
            </dd>
          </>
        )}
      </dl>
    </>
  );
}

/**
 * `/verify/{code}`, the page a certificate's link and QR code open (no sign-in): whether the
 * certificate is genuine, whose it is, its period and whether it holds today, and any conditions
 * on the holder's practice in force today; an unknown or altered code says so plainly.
 */
export function VerifyCertificateScreen() {
  const { code = "" } = useParams();
  return (
    <PublicRegisterFailures>
      <Verification key={code} code={code} />
    </PublicRegisterFailures>
  );
}

function Verification({ code }: { code: string }) {
  const loaded = useLoad(code, (signal) => fetchCertificateVerification(code, signal));
  return (
    <PublicRegisterFrame title="Check a practising certificate">
      <LoadStatus of={loaded} variant="info" />
      {loaded.data !== undefined &&
        (loaded.data ? (
          <Verdict certificate={loaded.data} />
        ) : (
          <p className="alert alert-danger" role="status">
            {certificateMessages.notFound} Check that the address is exactly as printed on the
            certificate.
          </p>
        ))}
      <Link to="/public-register">Search the public register</Link>
    </PublicRegisterFrame>
  );
}
