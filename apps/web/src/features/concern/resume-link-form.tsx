import { useEmailRequest } from "../../components/email-request.tsx";
import { ErrorSummary } from "../../components/error-summary.tsx";
import { useConfig } from "../config/index.ts";
import { askForResumeLink } from "./concern-api.ts";

/**
 * "Save and come back later": every page is saved as it is left, and the form's token is the
 * only way back to it, so the raiser can have a link e-mailed (behind the captcha, under the
 * limits on e-mail to strangers).
 */
export function ResumeLinkForm({ formId }: { formId: string }) {
  const { submit, refusal, fields } = useEmailRequest(
    useConfig().captcha,
    async (email, captchaToken) =>
      (await askForResumeLink(formId, { email, captchaToken: captchaToken || undefined })).message,
  );

  return (
    <details className="card mt-4">
      <summary className="card-header">Save and come back later</summary>
      <form noValidate onSubmit={submit} className="card-body" aria-label="E-mail me a link">
        {refusal && <ErrorSummary key={refusal.attempt} message={refusal.message} />}
        <p>The pages you have saved are kept. We can e-mail you a link back to this form.</p>
        {fields({ id: "resume-email", button: "E-mail me a link" })}
      </form>
    </details>
  );
}
