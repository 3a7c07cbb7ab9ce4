import { type FormEvent, useState } from "react";
import { useDispatch, useSelector } from "react-redux";
import { Link } from "react-router";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { useErrorHandler, useNotices } from "../../messages/index.ts";
import { requestPasswordReset } from "../account-api.ts";
import { resetPasswordEnded, resetPasswordStarted, selectAuth } from "../auth-slice.ts";

/**
 * SPEC §2 Forgot password: an e-mail field and a way back to login. The service answers the
 * same whether or not the address has an account; its message is shown as a success notice.
 */
export function ResetPasswordScreen() {
  const dispatch = useDispatch();
  const { isResettingPassword } = useSelector(selectAuth);
  const notices = useNotices();
  const handleError = useErrorHandler();
  const [email, setEmail] = useState("");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isResettingPassword) return;
    dispatch(resetPasswordStarted());
    try {
      const answer = await requestPasswordReset(email.trim());
      notices.clear();
      notices.showSuccess(answer.message);
    } catch (error) {
      handleError(error);
    } finally {
      dispatch(resetPasswordEnded());
    }
  };

  return (
    <div className="card login-card mx-auto shadow-sm">
      <div className="card-body p-4">
        <h2 id="reset-password-heading" className="h4 mb-3">
          Forgot your password?
        </h2>
        <p id="reset-password-intro">
          Enter the e-mail address you log in with and we will send you a link to set a new
          password.
        </p>
        <form
          noValidate
          onSubmit={submit}
          aria-labelledby="reset-password-heading"
          aria-describedby="reset-password-intro"
        >
          <LabelledInput
            id="reset-email"
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={setEmail}
          />
          <button
            type="submit"
            className="btn btn-primary w-100 mb-3"
            disabled={isResettingPassword}
          >
            {isResettingPassword ? "Sending..." : "Send reset link"}
          </button>
          <p className="mb-0">
            <Link to="/login">Back to log in</Link>
          </p>
        </form>
      </div>
    </div>
  );
}
