import { validationMessages } from "@portal/contract";
import { useState } from "react";
import { BusyButton } from "../../components/busy-button.tsx";
import { useCaptcha } from "../../components/captcha/use-captcha.ts";
import { ErrorSummary } from "../../components/error-summary.tsx";
import { LabelledInput } from "../../components/labelled-input.tsx";
import { useAction } from "../../lib/loading.tsx";
import { useConfig } from "../config/index.ts";
import { askForResumeLink } from "./concern-api.ts";

/**
 * "Save and come back later": every page is saved as it is left, and the form's token is the
 * only way back to it, so the raiser can have a link e-mailed. The service answers the same
 * whether it sent one; that answer is shown as it is.
 */
export function ResumeLinkForm({ formId }: { formId: string }) {
  const [email, setEmail] = useState("");
  const [answer, setAnswer] = useState("");
  const captcha = useCaptcha(useConfig().captcha);
  const { busy, refusal, submit } = useAction(async () => {
    if (captcha.required && !captcha.token) throw new Error(validationMessages.captchaMissing);
    try {
      const sent = { email: email.trim(), captchaToken: captcha.token || undefined };
      setAnswer((await askForResumeLink(formId, sent)).message);
    } finally {
      captcha.reset();
    }
  });

  return (
    <details className="card mt-4">
      <summary className="card-header">Save and come back later</summary>
      <form noValidate onSubmit={submit} className="card-body" aria-label="E-mail me a link">
        {refusal && <ErrorSummary key={refusal.attempt} message={refusal.message} />}
        <p id="resume-intro">
          The pages you have saved are kept. We can e-mail you a link back to this form.
        </p>
        <LabelledInput
          id="resume-email"
          label="Your e-mail address"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
        />
        {captcha.widget}
        <BusyButton busy={busy} busyText="Sending..." className="btn btn-outline-primary">
          E-mail me a link
        </BusyButton>
        <p role="status" className={answer ? "alert alert-success mt-3 mb-0" : "visually-hidden"}>
          {answer}
        </p>
      </form>
    </details>
  );
}
