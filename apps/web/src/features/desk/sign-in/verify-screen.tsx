import { deskPaths, staffMeSchema } from "@portal/contract";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ErrorSummary } from "../../../components/error-summary.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { deskCall } from "../desk-api.ts";
import { useDeskSession } from "../desk-session.tsx";
import { ScreenHeading } from "../screen-heading.tsx";
import { useDeskSubmit } from "../use-desk-submit.ts";

const boxId = (recovery: boolean) => (recovery ? "desk-verify-recovery" : "desk-verify-code");

/** The second step once enrolled: the authenticator's code, or one of the recovery codes. */
export function VerifyScreen() {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState("");
  const session = useDeskSession();
  const navigate = useNavigate();
  const switched = useRef(false);
  // After the switch the box is a new one (keyed): focus goes to it, not back to the page.
  useEffect(() => {
    if (switched.current) document.getElementById(boxId(useRecovery))?.focus();
    switched.current = true;
  }, [useRecovery]);
  const { busy, refusal, submit } = useDeskSubmit(async () => {
    const typed = value.trim();
    const staff = await deskCall(deskPaths.verify, staffMeSchema, {
      method: "POST",
      body: useRecovery ? { recoveryCode: typed } : { code: typed.replace(/\s/g, "") },
    });
    session.signedIn(staff);
    navigate("/desk");
  });
  return (
    <div className="card shadow-sm mx-auto px-0 col-md-8 col-lg-6 col-xl-5">
      <div className="card-body p-4">
        <ScreenHeading>Enter your code</ScreenHeading>
        {refusal && <ErrorSummary key={refusal.attempt} message={refusal.message} />}
        <form noValidate onSubmit={submit} aria-label="Enter your code">
          <LabelledInput
            key={boxId(useRecovery)}
            id={boxId(useRecovery)}
            label={useRecovery ? "Recovery code" : "Code from your authenticator app"}
            inputMode={useRecovery ? "text" : "numeric"}
            autoComplete="one-time-code"
            required
            value={value}
            onChange={setValue}
          />
          <button type="submit" className="btn btn-primary w-100 mb-3" disabled={busy}>
            {busy ? "Checking..." : "Sign in"}
          </button>
        </form>
        <button
          type="button"
          className="btn btn-link p-0"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setValue("");
          }}
        >
          {useRecovery ? "Use the authenticator app" : "Use a recovery code"}
        </button>
      </div>
    </div>
  );
}
