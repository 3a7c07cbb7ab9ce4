import { validationMessages } from "@portal/contract";
import { useState } from "react";
import { BusyButton } from "../../../components/busy-button.tsx";
import { useCaptcha } from "../../../components/captcha/use-captcha.ts";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { useAction } from "../../../lib/loading.tsx";
import { useConfig } from "../../config/index.ts";
import { askToFollow } from "../public-register-api.ts";

/**
 * "Follow changes to this record": an e-mail address, confirmed from the e-mail it receives
 * (docs/decisions/045). The service answers the same whether or not the address follows
 * already; that answer is shown as it is. The portal's captcha comes first, as at its login:
 * a person asks, not a script sending the form round to strangers' addresses.
 */
export function FollowForm({ registrationNumber }: { registrationNumber: string }) {
  const [email, setEmail] = useState("");
  const [answer, setAnswer] = useState("");
  const captcha = useCaptcha(useConfig().captcha);
  const { busy, submit } = useAction(async () => {
    if (captcha.required && !captcha.token) throw new Error(validationMessages.captchaMissing);
    try {
      const sent = { email: email.trim(), captchaToken: captcha.token };
      setAnswer((await askToFollow(registrationNumber, sent)).message);
    } finally {
      // A challenge is good for one request.
      captcha.reset();
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="follow-heading"
      aria-describedby="follow-intro"
      className="card mb-3"
    >
      <div className="card-body">
        <h3 id="follow-heading" className="h5">
          Follow changes to this record
        </h3>
        <p id="follow-intro">
          We will e-mail you when the registration, practising certificate or conditions shown here
          change. You confirm from the first e-mail, and can stop at any time.
        </p>
        <LabelledInput
          id="follow-email"
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
          Follow this record
        </BusyButton>
        <p role="status" className={answer ? "alert alert-success mt-3 mb-0" : "visually-hidden"}>
          {answer}
        </p>
      </div>
    </form>
  );
}
