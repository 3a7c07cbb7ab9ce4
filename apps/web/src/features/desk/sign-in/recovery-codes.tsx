import type { DeskEnrolConfirmResponse } from "@portal/contract";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useDeskSession } from "../desk-session.tsx";
import { ScreenHeading } from "../screen-heading.tsx";

/**
 * The ten recovery codes, shown this once (the service keeps only their hashes): the staff
 * member confirms they have kept them before the desk opens.
 */
export function RecoveryCodes({ enrolled }: { enrolled: DeskEnrolConfirmResponse }) {
  const [kept, setKept] = useState(false);
  const session = useDeskSession();
  const navigate = useNavigate();
  return (
    <div className="card shadow-sm mx-auto px-0 col-md-8 col-lg-6 col-xl-5">
      <div className="card-body p-4">
        <ScreenHeading>Your recovery codes</ScreenHeading>
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
            navigate("/desk");
          }}
        >
          <div className="form-check mb-3">
            <input
              id="desk-codes-kept"
              className="form-check-input"
              type="checkbox"
              checked={kept}
              onChange={(event) => setKept(event.target.checked)}
            />
            <label className="form-check-label" htmlFor="desk-codes-kept">
              I have kept these codes somewhere safe
            </label>
          </div>
          <button type="submit" className="btn btn-primary w-100" disabled={!kept}>
            Continue to the desk
          </button>
        </form>
      </div>
    </div>
  );
}
