import {
  type DeskEnrolConfirmResponse,
  type DeskEnrolStartResponse,
  deskEnrolConfirmResponseSchema,
  deskEnrolStartResponseSchema,
  deskPaths,
} from "@portal/contract";
import { useState } from "react";
import { Link } from "react-router";
import { ErrorSummary } from "../../../components/error-summary.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { useAction } from "../../../lib/loading.tsx";
import { useOncePerVisit } from "../../../lib/use-once-per-visit.ts";
import { deskCall, failureMessage } from "../desk-api.ts";
import { RecoveryCodes } from "./recovery-codes.tsx";
import { SignInCard, SignInForm } from "./sign-in-card.tsx";

/** The secret in groups of four, as authenticator apps ask it to be typed. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * The first sign-in's second step: a new authenticator secret, typed into (or opened in) an
 * authenticator app, confirmed with its first code; then the recovery codes, once.
 */
export function EnrolScreen() {
  const [secret, setSecret] = useState<DeskEnrolStartResponse>();
  const [startFailed, setStartFailed] = useState<string>();
  const [code, setCode] = useState("");
  const [enrolled, setEnrolled] = useState<DeskEnrolConfirmResponse>();
  // One secret per visit: a second request would replace the one already shown.
  useOncePerVisit(() => {
    deskCall(deskPaths.enrolStart, deskEnrolStartResponseSchema, { method: "POST" }).then(
      setSecret,
      (error: unknown) => setStartFailed(failureMessage(error)),
    );
  });
  const step = useAction(async () => {
    setEnrolled(
      await deskCall(deskPaths.enrolConfirm, deskEnrolConfirmResponseSchema, {
        method: "POST",
        body: { code: code.replace(/\s/g, "") },
      }),
    );
  });

  if (enrolled) return <RecoveryCodes enrolled={enrolled} />;
  return (
    <SignInCard heading="Set up your authenticator app">
      {startFailed && (
        <>
          <ErrorSummary message={startFailed} />
          <Link to="/desk/sign-in">Sign in again</Link>
        </>
      )}
      {!secret && !startFailed && <p role="status">Preparing your secret...</p>}
      {secret && (
        <>
          <p>
            Add an account to your authenticator app with this secret key, or open the link on the
            device that has the app:
          </p>
          <dl>
            <dt>Secret key</dt>
            <dd className="desk-secret font-monospace fs-5">{groupedSecret(secret.secret)}</dd>
          </dl>
          <p>
            <a href={secret.otpauthUri}>Open in an authenticator app</a>
          </p>
          <SignInForm
            label="Confirm the authenticator"
            step={step}
            busyText="Checking..."
            submitText="Confirm"
          >
            <LabelledInput
              id="desk-enrol-code"
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={setCode}
            />
          </SignInForm>
        </>
      )}
    </SignInCard>
  );
}
