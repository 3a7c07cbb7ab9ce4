import { deskPaths, messageResponseSchema } from "@portal/contract";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { ErrorSummary } from "../../../components/error-summary.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { deskCall } from "../desk-api.ts";
import { ScreenHeading } from "../screen-heading.tsx";
import { useDeskSubmit } from "../use-desk-submit.ts";

const MISMATCH = "The two passwords are not the same.";

/** The link's token, from its fragment ("" without one: the service refuses that link). */
function tokenOf(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return "";
  }
}

/**
 * The one-time link of `npm run staff:add` (`/desk/set-password#{token}`): the new staff member
 * chooses a password. The token travels in the fragment, so no request for this page carries it.
 */
export function SetPasswordScreen() {
  const token = tokenOf(useLocation().hash);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [done, setDone] = useState<string>();
  const { busy, refusal, submit, refuse } = useDeskSubmit(async () => {
    const answer = await deskCall(deskPaths.setPassword, messageResponseSchema, {
      method: "POST",
      body: { token, password },
    });
    setDone(answer.message);
  });
  if (done) {
    return (
      // A screen of its own (keyed): its heading takes focus as a new screen's does.
      <div key="done" className="card shadow-sm mx-auto px-0 col-md-8 col-lg-6 col-xl-5">
        <div className="card-body p-4">
          <ScreenHeading>Password set</ScreenHeading>
          <p role="status">{done}</p>
          <Link to="/desk/sign-in" className="btn btn-primary">
            Sign in
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="card shadow-sm mx-auto px-0 col-md-8 col-lg-6 col-xl-5">
      <div className="card-body p-4">
        <ScreenHeading>Choose your password</ScreenHeading>
        {refusal && <ErrorSummary key={refusal.attempt} message={refusal.message} />}
        <form
          noValidate
          aria-label="Choose your password"
          onSubmit={(event) => {
            event.preventDefault();
            if (password !== confirm) refuse(MISMATCH);
            else void submit();
          }}
        >
          <LabelledInput
            id="desk-new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={setPassword}
          />
          <LabelledInput
            id="desk-confirm-password"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={setConfirm}
          />
          <button type="submit" className="btn btn-primary w-100" disabled={busy}>
            {busy ? "Saving..." : "Set password"}
          </button>
        </form>
      </div>
    </div>
  );
}
