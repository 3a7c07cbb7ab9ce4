import { type AuthResponse, loadingTexts, validationMessages } from "@portal/contract";
import { useState } from "react";
import { useDispatch } from "react-redux";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { useCaptcha } from "../../../components/captcha/use-captcha.ts";
import { LoadingBanner } from "../../../components/loading-banner.tsx";
import { safeRedirectPath } from "../../../lib/redirects.ts";
import { scrollToContent } from "../../../lib/scroll.ts";
import { sessionStarted } from "../../../lib/session-events.ts";
import { useConfig } from "../../config/index.ts";
import { useErrorHandler, useNotices } from "../../messages/index.ts";
import { login } from "../auth-api.ts";
import {
  IdentitySignInButton,
  LinkNotice,
  linkIdentity,
  useIdentityHandoff,
  useIdentityProvider,
} from "../identity/index.ts";
import { LoginForm, type LoginValues } from "./login-form.tsx";
import { startRegistrationPath } from "./start-redirect.ts";

/** SPEC §2 Login: sign in, then go where the `redirect` parameter safely points. */
export function LoginScreen() {
  const [params] = useSearchParams();
  const redirect = params.get("redirect");
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const notices = useNotices();
  const captcha = useCaptcha(useConfig().captcha);
  const [submitting, setSubmitting] = useState(false);
  const [lastEmail, setLastEmail] = useState("");

  const provider = useIdentityProvider();
  const signedIn = (response: AuthResponse, message = response.message) => {
    const target = safeRedirectPath(redirect);
    notices.clear();
    dispatch(sessionStarted(response));
    // The notice belongs to the page the user lands on, not to this one.
    notices.showSuccess(message, { renderedUrl: target });
    navigate(target, { replace: true });
  };
  const identity = useIdentityHandoff((response) => signedIn(response));

  const registerPath = startRegistrationPath(redirect, params.get("r"));
  if (registerPath) return <Navigate to={registerPath} replace />;

  const submit = async ({ email, password }: LoginValues) => {
    setLastEmail(email);
    // SPEC §5: no login without the captcha; nothing is sent.
    if (captcha.required && !captcha.token) {
      notices.clear();
      notices.notify(validationMessages.captchaMissing, "danger");
      scrollToContent();
      return;
    }
    setSubmitting(true);
    try {
      const response = await login({ login: email, password, recaptchaToken: captcha.token });
      // A new verified identity waiting: tied to this account now that its password proved it.
      const linked = identity.linkToken
        ? await linkIdentity(identity.linkToken, response.odooSessionId).catch((error) => {
            handleError(error);
            return undefined;
          })
        : undefined;
      signedIn(response, linked ?? response.message);
    } catch (error) {
      setSubmitting(false);
      handleError(error);
    } finally {
      // SPEC §4: a token is good for one attempt; the widget is drawn again after each.
      captcha.reset();
    }
  };

  const busy = submitting || identity.signingIn;
  const registerHref = redirect
    ? `/register?${new URLSearchParams({ redirect }).toString()}`
    : "/register";

  return (
    <div className="card login-card mx-auto shadow-sm">
      <div className="card-body p-4">
        <h2 id="login-heading" className="h4 mb-4">
          Log in
        </h2>
        {identity.linkToken && !submitting && <LinkNotice provider={provider ?? null} />}
        {busy && <LoadingBanner text={loadingTexts.loggingIn} />}
        {/* The choices show together, once the portal has said whether there is a provider. */}
        {!busy && provider === undefined && <LoadingBanner />}
        {!busy && provider !== undefined && (
          <>
            {provider && !identity.linkToken && <IdentitySignInButton provider={provider} />}
            <LoginForm
              onSubmit={submit}
              captcha={captcha.widget}
              initialEmail={lastEmail}
              links={
                <>
                  <p className="mb-2">
                    <Link to="/reset-password">Forgot your password?</Link>
                  </p>
                  <p className="mb-2">
                    New applicant? <Link to={registerHref}>Register</Link>
                  </p>
                  <p className="mb-0">
                    Checking a practitioner?{" "}
                    <Link to="/public-register">Search the public register</Link>
                  </p>
                </>
              }
            />
          </>
        )}
      </div>
    </div>
  );
}
