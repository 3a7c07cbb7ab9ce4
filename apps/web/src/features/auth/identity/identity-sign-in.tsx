import { DEFAULT_IDENTITY_PROVIDER_NAME, identityMessages } from "@portal/contract";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { BusyButton } from "../../../components/busy-button.tsx";
import { useErrorHandler, useNotices } from "../../messages/index.ts";
import { fetchIdentityOptions, identitySession, startIdentitySignIn } from "./identity-api.ts";
import { identityHandoffOf } from "./identity-handoff.ts";

/**
 * The verified-identity provider's name: undefined until the portal says, null when it has none
 * (a screen that offers it beside other choices waits, rather than push them down later).
 */
export function useIdentityProvider(): string | null | undefined {
  const [provider, setProvider] = useState<string | null>();
  useEffect(() => {
    const controller = new AbortController();
    // Not offered is the safe reading of a failure: the password form is always there.
    fetchIdentityOptions(controller.signal).then(
      (o) => setProvider(o.provider),
      () => {
        if (!controller.signal.aborted) setProvider(null);
      },
    );
    return () => controller.abort();
  }, []);
  return provider;
}

/**
 * "Sign in with {provider}": to the provider's page, with no password and no captcha here. For
 * an application (its token), the provider proves who applies instead, under its own label.
 */
export function IdentitySignInButton({
  provider,
  application,
  children = `Sign in with ${provider}`,
}: {
  provider: string;
  application?: string;
  children?: string;
}) {
  const handleError = useErrorHandler();
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    try {
      window.location.assign(await startIdentitySignIn(application));
    } catch (error) {
      setBusy(false);
      handleError(error);
    }
  };
  return (
    <BusyButton
      type="button"
      className="btn btn-outline-primary w-100 mb-3"
      busy={busy}
      busyText={`Going to ${provider}...`}
      onClick={() => void go()}
    >
      {children}
    </BusyButton>
  );
}

/**
 * What the provider's callback left at `/login`, taken out of the address at once: a linked
 * identity's token is traded for a session here (`onSignedIn`, as a login's answer); a new
 * identity's token is kept for after the password sign-in (answered); a failure is said.
 */
export function useIdentityHandoff(
  onSignedIn: (response: Awaited<ReturnType<typeof identitySession>>) => void,
): { linkToken: string | undefined; signingIn: boolean } {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notices = useNotices();
  const handleError = useErrorHandler();
  const [handoff] = useState(() => identityHandoffOf(location.hash, params));
  const [signingIn, setSigningIn] = useState(handoff?.kind === "sign-in");
  // A token is good once: a second run of the effect (React's checks) must not spend it again.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address it came with.
  useEffect(() => {
    if (!handoff || started.current) return;
    started.current = true;
    if (handoff.kind !== "failed") navigate({ hash: "" }, { replace: true });
    if (handoff.kind === "failed") notices.notify(handoff.message, "danger");
    if (handoff.kind !== "sign-in") return;
    identitySession(handoff.token).then(onSignedIn, (error: unknown) => {
      setSigningIn(false);
      handleError(error);
    });
  }, []);
  return { linkToken: handoff?.kind === "link" ? handoff.token : undefined, signingIn };
}

/** Shown above the password form while a new identity waits to be linked. */
export function LinkNotice({ provider }: { provider: string | null }) {
  return (
    <div className="alert alert-info" role="status">
      {identityMessages.linkNeeded(provider ?? DEFAULT_IDENTITY_PROVIDER_NAME)}
    </div>
  );
}
