import { deskPaths, deskSignInResponseSchema, validationMessages } from "@portal/contract";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useCaptcha } from "../../../components/captcha/use-captcha.ts";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { useAction } from "../../../lib/loading.tsx";
import { useConfig } from "../../config/index.ts";
import { DeskApiError, deskCall } from "../desk-api.ts";
import { SignInCard, SignInForm } from "./sign-in-card.tsx";

/**
 * The desk's first step: e-mail, password and the portal's captcha (so guessing costs the
 * guesser work before it costs the service a password hash); the service says which second
 * step follows.
 */
export function SignInScreen() {
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const captcha = useCaptcha(useConfig().captcha);
  const step = useAction(async () => {
    // Nothing is sent without the captcha, as at the portal's login (SPEC §5).
    if (captcha.required && !captcha.token) {
      throw new DeskApiError(400, validationMessages.captchaMissing);
    }
    try {
      const answer = await deskCall(deskPaths.signIn, deskSignInResponseSchema, {
        method: "POST",
        body: { email: email.trim(), password, captchaToken: captcha.token },
      });
      navigate(answer.next === "enrol" ? "/desk/enrol" : "/desk/verify");
    } finally {
      // A challenge is good for one attempt.
      captcha.reset();
    }
  });
  return (
    <SignInCard heading="Sign in">
      <SignInForm label="Sign in" step={step} busyText="Signing in..." submitText="Sign in">
        <LabelledInput
          id="desk-email"
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={setEmail}
        />
        <LabelledInput
          id="desk-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        {captcha.widget}
      </SignInForm>
    </SignInCard>
  );
}
