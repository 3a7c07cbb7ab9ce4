import { certificateMessages, certificatePdfPath, SESSION_HEADER } from "@portal/contract";
import { HttpError } from "../../lib/http-client.ts";
import { useErrorHandler } from "../messages/index.ts";

/**
 * Fetches the certificate's PDF with the session header (a plain link could not send it) and
 * hands it to the browser as a download.
 */
async function downloadCertificate(sessionId: string) {
  const response = await fetch(certificatePdfPath, { headers: { [SESSION_HEADER]: sessionId } });
  if (!response.ok) {
    throw new HttpError({
      status: response.status,
      statusText: response.statusText,
      contentType: response.headers.get("Content-Type") ?? "",
      body: await response.text(),
    });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "");
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name?.[1] ?? "practising-certificate.pdf";
  link.click();
  URL.revokeObjectURL(url);
}

/** The dashboard's link to the practitioner's latest practising certificate as a PDF. */
export function CertificateDownload({ sessionId }: { sessionId: string }) {
  const handleError = useErrorHandler();
  return (
    <p className="mb-3">
      <a
        href={certificatePdfPath}
        onClick={(event) => {
          event.preventDefault();
          downloadCertificate(sessionId).catch(handleError);
        }}
      >
        {certificateMessages.download}
      </a>
    </p>
  );
}
