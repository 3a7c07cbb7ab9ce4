import { activationMessages, apiPaths, authResponseSchema } from "@portal/contract";
import { type FormEvent, useRef, useState } from "react";
import { useDispatch } from "react-redux";
import { Link, useLocation, useNavigate } from "react-router";
import { ErrorSummary, type FieldProblem } from "../../../components/error-summary.tsx";
import { resolveError } from "../../../lib/error-message.ts";
import { requestJson } from "../../../lib/http-client.ts";
import { sessionStarted } from "../../../lib/session-events.ts";
import { addMessage, clearMessages } from "../../messages/index.ts";
import {
  passwordBoxes as boxes,
  NewPasswordBoxes,
  type PasswordErrors,
  setPasswordErrors,
} from "./new-password.tsx";

const ids = { password: "activate-password", confirm: "activate-confirm" };
const labels = { password: "Password", confirm: "Confirm password" };

/** The link's token, from its fragment ("" without one: the service refuses that link). */
function tokenOf(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return "";
  }
}

/**
 * A renewal reminder's activation link, `/activate#{token}` (docs/decisions/051): someone on
 * the register without an account chooses a password; the service makes the account tied to
 * their registration and answers as a login does, so they land on the dashboard signed in. The
 * token travels in the fragment: no request for this page carries it.
 */
export function ActivateScreen() {
  const token = tokenOf(useLocation().hash);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: "", confirm: "" });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [refusal, setRefusal] = useState<string>();
  // Each attempt's summary is a new one, so a second refusal takes the focus again.
  const attempt = useRef(0);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    attempt.current += 1;
    const found = setPasswordErrors(values.password, values.confirm);
    setErrors(found);
    setRefusal(undefined);
    if (boxes.some((box) => found[box])) return;
    setSaving(true);
    try {
      const answer = await requestJson(apiPaths.activate, authResponseSchema, {
        method: "POST",
        json: { token, password: values.password },
      });
      dispatch(clearMessages());
      dispatch(sessionStarted(answer));
      const message = answer.message ?? activationMessages.activated;
      dispatch(addMessage({ message, messageType: "success", renderedUrl: "/" }));
      navigate("/", { replace: true });
    } catch (error) {
      setRefusal(resolveError(error).message);
      setSaving(false);
    }
  };

  const problems: FieldProblem[] = boxes.flatMap((box) =>
    errors[box] ? [{ id: ids[box], label: labels[box], message: errors[box] }] : [],
  );
  return (
    <div className="card login-card mx-auto shadow-sm">
      <div className="card-body p-4">
        <h2 id="activate-heading" className="h4 mb-3">
          Activate your account
        </h2>
        {(refusal || problems.length > 0) && (
          <ErrorSummary key={attempt.current} message={refusal} fields={problems} />
        )}
        <p id="activate-intro">
          Choose a password for your portal account. It is tied to your registration, and you sign
          in with the e-mail address the link was sent to.
        </p>
        <form
          noValidate
          onSubmit={submit}
          aria-labelledby="activate-heading"
          aria-describedby="activate-intro"
        >
          <NewPasswordBoxes
            ids={ids}
            labels={labels}
            values={values}
            errors={errors}
            onChange={(box, value) => setValues((current) => ({ ...current, [box]: value }))}
          />
          <button type="submit" className="btn btn-primary w-100 mb-3" disabled={saving}>
            {saving ? "Activating..." : "Activate account"}
          </button>
          <p className="mb-0">
            Have an account already? <Link to="/login">Log in</Link>
          </p>
        </form>
      </div>
    </div>
  );
}
