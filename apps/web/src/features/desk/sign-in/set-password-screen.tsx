import { deskPaths, messageResponseSchema } from "@portal/contract";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { useAction } from "../../../lib/loading.tsx";
import { deskCall } from "../desk-api.ts";
import { SignInCard, SignInForm } from "./sign-in-card.tsx";

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
  const step = useAction(async () => {
    const answer = await deskCall(deskPaths.setPassword, messageResponseSchema, {
      method: "POST",
      body: { token, password },
    });
    setDone(answer.message);
  });
  if (done) {
    return (
      // A screen of its own (keyed): its heading takes focus as a new screen's does.
      <SignInCard key="done" heading="Password set">
        <p role="status">{done}</p>
        <Link to="/desk/sign-in" className="btn btn-primary">
          Sign in
        </Link>
      </SignInCard>
    );
  }
  return (
    <SignInCard heading="Choose your password">
      <SignInForm
        label="Choose your password"
        step={step}
        onSubmit={(event) => {
          event.preventDefault();
          if (password !== confirm) step.refuse(MISMATCH);
          else void step.submit();
        }}
        busyText="Saving..."
        submitText="Set password"
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
      </SignInForm>
    </SignInCard>
  );
}
