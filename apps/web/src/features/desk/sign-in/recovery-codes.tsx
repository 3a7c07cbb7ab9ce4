import type { DeskEnrolConfirmResponse } from "@portal/contract";
import { useState } from "react";
import { useNavigate } from "react-router";
import { LabelledCheckbox } from "../../../components/labelled-checkbox.tsx";
import { useDeskSession } from "../desk-session.tsx";
import { deskHomeOf } from "../require-staff.tsx";
import { SignInCard } from "./sign-in-card.tsx";

/**
 * The ten recovery codes, shown this once (the service keeps only their hashes): the staff
 * member confirms they have kept them before the desk opens.
 */
export function RecoveryCodes({ enrolled }: { enrolled: DeskEnrolConfirmResponse }) {
  const [kept, setKept] = useState(false);
  const session = useDeskSession();
  const navigate = useNavigate();
  return (
    <SignInCard heading="Your recovery codes">
      <p>
        Each code signs you in once if you lose your authenticator app. Keep them somewhere safe:
        they are shown only now.
      </p>
      <ol className="desk-recovery-codes font-monospace" aria-label="Recovery codes">
        {enrolled.recoveryCodes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          session.signedIn(enrolled.staff);
          navigate(deskHomeOf(enrolled.staff.role));
        }}
      >
        <LabelledCheckbox
          id="desk-codes-kept"
          label="I have kept these codes somewhere safe"
          checked={kept}
          onChange={setKept}
        />
        <button type="submit" className="btn btn-primary w-100" disabled={!kept}>
          Continue to the desk
        </button>
      </form>
    </SignInCard>
  );
}
