import { deskPaths, deskSignInResponseSchema } from "@portal/contract";
import { useState } from "react";
import { useNavigate } from "react-router";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { deskCall } from "../desk-api.ts";
import { DeskErrorSummary } from "../desk-error-summary.tsx";
import { ScreenHeading } from "../screen-heading.tsx";
import { useDeskSubmit } from "../use-desk-submit.ts";

/** The desk's first step: e-mail and password; the service says which second step follows. */
export function SignInScreen() {
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, refusal, submit } = useDeskSubmit(async () => {
    const answer = await deskCall(deskPaths.signIn, deskSignInResponseSchema, {
      method: "POST",
      body: { email: email.trim(), password },
    });
    navigate(answer.next === "enrol" ? "/desk/enrol" : "/desk/verify");
  });
  return (
    <div className="card shadow-sm mx-auto px-0 col-md-8 col-lg-6 col-xl-5">
      <div className="card-body p-4">
        <ScreenHeading>Sign in</ScreenHeading>
        {refusal && <DeskErrorSummary key={refusal.attempt} message={refusal.message} />}
        <form noValidate onSubmit={submit} aria-label="Sign in">
          <LabelledInput
            id="desk-email"
            label="E-mail"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={setEmail}
          />
          <LabelledInput
            id="desk-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
          />
          <button type="submit" className="btn btn-primary w-100" disabled={busy}>
            {busy ? "Signing in..." : "Sign in"}
          </button>
        </form>
      </div>
    </div>
  );
}
