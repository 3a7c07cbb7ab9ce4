import {
  type DeskSignInOptions,
  deskSignInOptionsSchema,
  deskSsoFailureMessages,
  deskSsoPaths,
  deskSsoStartResponseSchema,
} from "@portal/contract";
import { useEffect, useState } from "react";
import { BusyButton } from "../../../components/busy-button.tsx";
import { ErrorSummary } from "../../../components/error-summary.tsx";
import { useAction } from "../../../lib/loading.tsx";
import { deskCall } from "../desk-api.ts";

/** The desk's own form alone: a provider that is down must never hide the break-glass sign-in. */
const LOCAL_ONLY: DeskSignInOptions = { organisation: false, localSignIn: true };

/**
 * Which ways of signing in the desk offers; null until the service says (the screen waits,
 * rather than show the form and then push it down under the organisation's button). If it
 * cannot be known, the desk's own form alone.
 */
export function useSignInOptions(): DeskSignInOptions | null {
  const [options, setOptions] = useState<DeskSignInOptions | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    deskCall(deskSsoPaths.options, deskSignInOptionsSchema, { signal: controller.signal }).then(
      setOptions,
      () => {
        if (!controller.signal.aborted) setOptions(LOCAL_ONLY);
      },
    );
    return () => controller.abort();
  }, []);
  return options;
}

/** What the provider's callback said went wrong (`?sso=`), as the desk says it. */
export function ssoFailureMessage(code: string | null): string | undefined {
  return code !== null && Object.hasOwn(deskSsoFailureMessages, code)
    ? deskSsoFailureMessages[code as keyof typeof deskSsoFailureMessages]
    : undefined;
}

/** "Sign in with your organisation": the service names the provider's page; the browser goes. */
export function OrganisationSignIn() {
  const step = useAction(async () => {
    const { url } = await deskCall(deskSsoPaths.start, deskSsoStartResponseSchema, {
      method: "POST",
    });
    window.location.assign(url);
  });
  return (
    <>
      {step.refusal && <ErrorSummary key={step.refusal.attempt} message={step.refusal.message} />}
      <BusyButton
        type="button"
        className="btn btn-primary w-100"
        busy={step.busy}
        busyText="Going to your organisation..."
        onClick={() => void step.submit()}
      >
        Sign in with your organisation
      </BusyButton>
    </>
  );
}
