import { deskPaths, deskSignInResponseSchema, validationMessages } from "@portal/contract";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useCaptcha } from "../../../components/captcha/use-captcha.ts";
import { ErrorSummary } from "../../../components/error-summary.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { LoadingBanner } from "../../../components/loading-banner.tsx";
import { useAction } from "../../../lib/loading.tsx";
import { useConfig } from "../../config/index.ts";
import { DeskApiError, deskCall } from "../desk-api.ts";
import {
  OrganisationSignIn,
  ssoFailureMessage,
  useSignInOptions,
} from "./organisation-sign-in.tsx";
import { SignInCard, SignInForm } from "./sign-in-card.tsx";

/**
 * The desk's sign-in: through the organisation's provider when the service has one, and the
 * desk's own form unless the service turned it off – there, only administrators' break-glass.
 * Back from a provider that refused, the reason it named (`?sso=`) in an error summary. The
 * choices show together, once the service has said which there are.
 */
export function SignInScreen() {
  const options = useSignInOptions();
  const failed = ssoFailureMessage(useSearchParams()[0].get("sso"));
  return (
    <SignInCard heading="Sign in">
      {failed && <ErrorSummary message={failed} />}
      {options === null && <LoadingBanner />}
      {options?.organisation && <OrganisationSignIn />}
      {options?.organisation && options.localSignIn && (
        <p className="text-body-secondary small mt-4 mb-3">
          The desk password below is for administrators when your organisation's sign-in is down.
        </p>
      )}
      {options?.localSignIn && <PasswordSignIn />}
    </SignInCard>
  );
}

/**
 * The desk's own first step: e-mail, password and the portal's captcha (so guessing costs the
 * guesser work before it costs the service a password hash); the service says which second
 * step follows.
 */
function PasswordSignIn() {
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
  );
}
