import { validationMessages } from "@portal/contract";
import { useNavigate } from "react-router";
import { BusyButton } from "../../components/busy-button.tsx";
import { useCaptcha } from "../../components/captcha/use-captcha.ts";
import { ErrorSummary } from "../../components/error-summary.tsx";
import { useAction } from "../../lib/loading.tsx";
import { useConfig } from "../config/index.ts";
import { startConcern } from "./concern-api.ts";
import { concernPath } from "./concern-path.ts";

/**
 * What raising a concern involves, before anything is stored: no account, about 15 minutes,
 * and a way back by e-mail. The start makes a form, so a person solves the captcha first.
 */
export function ConcernStart() {
  const navigate = useNavigate();
  const captcha = useCaptcha(useConfig().captcha);
  const { busy, refusal, submit } = useAction(async () => {
    if (captcha.required && !captcha.token) throw new Error(validationMessages.captchaMissing);
    try {
      const started = await startConcern(captcha.token || undefined);
      const token = started.form?.formToken ?? "";
      navigate(concernPath(token, started.page?.code));
    } finally {
      captcha.reset();
    }
  });

  return (
    <div className="concern-start">
      <h2 className="h3 mb-3">Raise a concern about a practitioner</h2>
      {refusal && <ErrorSummary key={refusal.attempt} message={refusal.message} />}
      <p>
        Tell us if an oral health practitioner's care, conduct or health worries you. You do not
        need an account. Anyone can raise a concern: a patient, their family or whānau, a colleague,
        an employer, another agency, or practitioners about themselves.
      </p>
      <h3 className="h5">Before you start</h3>
      <ul>
        <li>It takes about 15 minutes. You can save the form and have a link back e-mailed.</li>
        <li>Have any letters, photos or records ready to attach.</li>
        <li>
          You choose whether we may tell the practitioner who raised the concern. If someone is at
          risk of harm right now, call 111.
        </li>
      </ul>
      <p>
        When you submit it, we give you a reference and e-mail you what happens next and by when.
      </p>
      <form noValidate onSubmit={submit} aria-label="Start raising a concern">
        {captcha.widget}
        <BusyButton busy={busy} busyText="Starting..." className="btn btn-primary">
          Start
        </BusyButton>
      </form>
    </div>
  );
}
