import { type CaptchaConfig, validationMessages } from "@portal/contract";
import { useState } from "react";
import { useAction } from "../lib/loading.tsx";
import { BusyButton } from "./busy-button.tsx";
import { useCaptcha } from "./captcha/use-captcha.ts";
import { LabelledInput } from "./labelled-input.tsx";

/**
 * A public form that makes the service e-mail the address typed (following a record, a link
 * back to a concern): the captcha first, as at the login – a person asks, not a script sending
 * it round to strangers' addresses – and the service's answer, the same whether or not it sent
 * anything, shown as it is. `send` posts the address and the captcha's token; it answers the
 * service's message.
 */
export function useEmailRequest(
  captchaConfig: CaptchaConfig,
  send: (email: string, captchaToken: string) => Promise<string>,
) {
  const [email, setEmail] = useState("");
  const [answer, setAnswer] = useState("");
  const captcha = useCaptcha(captchaConfig);
  const action = useAction(async () => {
    if (captcha.required && !captcha.token) throw new Error(validationMessages.captchaMissing);
    try {
      setAnswer(await send(email.trim(), captcha.token));
    } finally {
      // A challenge is good for one request.
      captcha.reset();
    }
  });

  /** The address, the captcha, the button and the answer, inside the caller's form. */
  const fields = ({ id, button }: { id: string; button: string }) => (
    <>
      <LabelledInput
        id={id}
        label="Your e-mail address"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={setEmail}
      />
      {captcha.widget}
      <BusyButton busy={action.busy} busyText="Sending..." className="btn btn-outline-primary">
        {button}
      </BusyButton>
      <p role="status" className={answer ? "alert alert-success mt-3 mb-0" : "visually-hidden"}>
        {answer}
      </p>
    </>
  );
  return { ...action, fields };
}
