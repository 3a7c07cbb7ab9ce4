import { deskPaths, staffMeSchema } from "@portal/contract";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { useAction } from "../../../lib/loading.tsx";
import { deskCall } from "../desk-api.ts";
import { useDeskSession } from "../desk-session.tsx";
import { deskHomeOf } from "../require-staff.tsx";
import { SignInCard, SignInForm } from "./sign-in-card.tsx";

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
  const step = useAction(async () => {
    const typed = value.trim();
    const staff = await deskCall(deskPaths.verify, staffMeSchema, {
      method: "POST",
      body: useRecovery ? { recoveryCode: typed } : { code: typed.replace(/\s/g, "") },
    });
    session.signedIn(staff);
    navigate(deskHomeOf(staff.role));
  });
  return (
    <SignInCard heading="Enter your code">
      <SignInForm
        label="Enter your code"
        step={step}
        busyText="Checking..."
        submitText="Sign in"
        buttonClass="mb-3"
      >
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
      </SignInForm>
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
    </SignInCard>
  );
}
