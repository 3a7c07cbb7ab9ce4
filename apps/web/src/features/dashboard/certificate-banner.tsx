import {
  type CertificateStatus,
  certificatePaths,
  certificateStatusSchema,
  longDay,
} from "@portal/contract";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { requestJson } from "../../lib/http-client.ts";
import { CertificateDownload } from "./certificate-download.tsx";

/** Where a practising certificate is applied for: the APC list's new-form screen. */
const START_RENEWAL = "/forms/apc/new/APC";

function useCertificateStatus(sessionId: string) {
  const [status, setStatus] = useState<CertificateStatus>();
  useEffect(() => {
    const controller = new AbortController();
    requestJson(certificatePaths.status, certificateStatusSchema, {
      sessionId,
      signal: controller.signal,
    }).then(setStatus, () => {
      // Read tolerantly, like the rest of the user's data: without an answer, no banner.
    });
    return () => controller.abort();
  }, [sessionId]);
  return status;
}

/**
 * The dashboard's word on the practitioner's practising certificate: current until a day, to
 * renew by the round's deadline (and what the grace period means), renewal submitted, or
 * expired – dates on the regulator's calendar, as the service answers them – and, whenever
 * they hold one, the link to its PDF.
 */
export function CertificateBanner({ sessionId }: { sessionId: string }) {
  const status = useCertificateStatus(sessionId);
  if (!status || status.state === "none") return null;
  return (
    <>
      <CertificateStatusBanner status={status} />
      <CertificateDownload sessionId={sessionId} />
    </>
  );
}

function CertificateStatusBanner({ status }: { status: CertificateStatus }) {
  const until = status.currentUntil && longDay(status.currentUntil);
  if (status.state === "current") {
    return (
      <p className="certificate-status alert alert-success" role="status">
        Your practising certificate is current until {until}.
      </p>
    );
  }
  const ended = status.expiredOn && longDay(status.expiredOn);
  if (status.state === "submitted") {
    return (
      <p className="certificate-status alert alert-info" role="status">
        Your renewal has been submitted.{" "}
        {ended
          ? `Your practising certificate expired on ${ended}: you must not practise until the new one is issued.`
          : `Your practising certificate is current until ${until}.`}
      </p>
    );
  }
  if (status.state === "expired") {
    const renewal = status.renewal;
    return (
      <section className="certificate-status alert alert-danger" aria-labelledby="certificate">
        <h3 id="certificate" className="h5">
          Your practising certificate expired on {ended}
        </h3>
        <p>
          You must not practise until a new certificate is issued.
          {renewal &&
            ` Renew for ${renewal.year} by ${longDay(renewal.graceEnds)}, the end of the grace period (a late fee applies after ${longDay(renewal.renewBy)}).`}
        </p>
        <RenewalLink renewal={renewal} fallback="Apply for a practising certificate" />
      </section>
    );
  }
  const renewal = status.renewal!;
  return (
    <section className="certificate-status alert alert-warning" aria-labelledby="certificate">
      <h3 id="certificate" className="h5">
        Renew by {longDay(renewal.renewBy)}
      </h3>
      <p>
        Your practising certificate is current until {until}. Apply for your {renewal.year}{" "}
        certificate by {longDay(renewal.renewBy)}. After that a grace period runs until{" "}
        {longDay(renewal.graceEnds)}, with a late fee. You may not practise after {until} until a
        new certificate is issued.
      </p>
      <RenewalLink renewal={renewal} fallback="Renew your practising certificate" />
    </section>
  );
}

/** The renewal form already started, else a new one (`fallback` says which). */
function RenewalLink({
  renewal,
  fallback,
}: {
  renewal: CertificateStatus["renewal"];
  fallback: string;
}) {
  return renewal?.formToken ? (
    <Link to={`/form/APC/${renewal.formToken}`}>Continue your renewal</Link>
  ) : (
    <Link to={START_RENEWAL}>{fallback}</Link>
  );
}
