import { calendarDateAt, identityMessages, longDay, type ProvenIdentity } from "@portal/contract";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useConfig } from "../../config/index.ts";
import { useNotices } from "../../messages/index.ts";
import { fetchApplicationIdentity } from "./identity-api.ts";
import { identityHandoffOf } from "./identity-handoff.ts";
import { IdentitySignInButton, useIdentityProvider } from "./identity-sign-in.tsx";

/**
 * On a registration application: proving who applies at the verified-identity provider, which
 * the registrar then sees with the application, or that it is proved. Nothing while the portal
 * has no provider. The provider's callback comes back here with `?identity=`, `verified` (seen
 * in what this shows) or a failure, which is said.
 */
export function ApplicationIdentity(props: { application: string; offer: boolean }) {
  const provider = useIdentityProvider();
  useFailureNotice();
  if (!provider) return null;
  return <ProvedOrProve provider={provider} {...props} />;
}

/** The proof once made; the offer to make it only where `offer` says (the first page). */
function ProvedOrProve({
  provider,
  application,
  offer,
}: {
  provider: string;
  application: string;
  offer: boolean;
}) {
  const { timeZone } = useConfig();
  const [verified, setVerified] = useState<ProvenIdentity | null>();
  useEffect(() => {
    const controller = new AbortController();
    // Not known is shown as nothing: the application goes on without it.
    fetchApplicationIdentity(application, controller.signal).then(
      (answer) => setVerified(answer.verified),
      () => {},
    );
    return () => controller.abort();
  }, [application]);
  if (verified === undefined || (verified === null && !offer)) return null;
  if (verified) {
    const on = longDay(calendarDateAt(new Date(verified.verifiedAt), timeZone));
    return (
      <div className="alert alert-success" role="status">
        <p className="mb-1">{identityMessages.verifiedForApplication(verified.provider)}</p>
        <p className="mb-0 small">
          {verified.name ? `Verified as ${verified.name}` : "Verified"} on {on}.
        </p>
      </div>
    );
  }
  return (
    <section aria-labelledby="prove-identity-heading" className="card card-body mb-3">
      <h3 id="prove-identity-heading" className="h5">
        Prove who you are with {provider} (optional)
      </h3>
      <p>
        The registrar then sees that {provider} verified your identity, and once your account is
        made you can sign in with {provider}.
      </p>
      <div>
        <IdentitySignInButton provider={provider} application={application}>
          {`Verify with ${provider}`}
        </IdentitySignInButton>
      </div>
    </section>
  );
}

/** The callback's failure (`?identity=`), said once. */
function useFailureNotice() {
  const [params] = useSearchParams();
  const notices = useNotices();
  const said = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address it came with.
  useEffect(() => {
    const handoff = identityHandoffOf("", params);
    if (said.current || handoff?.kind !== "failed") return;
    said.current = true;
    notices.notify(handoff.message, "danger");
  }, []);
}
