import { type FormEvent, useRef, useState } from "react";
import { useDispatch, useSelector } from "react-redux";
import { Link } from "react-router";
import { Dialog } from "../../../components/dialog.tsx";
import { sessionStarted } from "../../../lib/session-events.ts";
import { clearBanner, MessageBanner, useErrorHandler, useNotices } from "../../messages/index.ts";
import { setPassword } from "../account-api.ts";
import { fetchUser } from "../auth-api.ts";
import { selectAuth, setPasswordModalClosed } from "../auth-slice.ts";
import { passwordResetDone, selectSessionId, selectUserDetails } from "../user-slice.ts";
import {
  passwordBoxes as boxes,
  type PasswordErrors as FieldErrors,
  NewPasswordBoxes,
  setPasswordErrors,
} from "./new-password.tsx";

/** The banner inside the dialog: its errors would be hidden behind the backdrop elsewhere. */
const BANNER = "modal";

const boxIds = { password: "set-password-new", confirm: "set-password-confirm" };
const emptyValues = { password: "", confirm: "" };

/**
 * SPEC §2, §4, §5 set-password modal: "Change your password", or "Set your password" when a
 * reset is pending (then it cannot be dismissed: no close button, no Escape, no backdrop
 * click). Saving posts the new password, shows the service's message, clears the pending
 * reset, closes the dialog and refreshes the user.
 */
export function SetPasswordModal({ show }: { show: boolean }) {
  const dispatch = useDispatch();
  const sessionId = useSelector(selectSessionId);
  const details = useSelector(selectUserDetails);
  const { showSetPasswordCloseButton: closable } = useSelector(selectAuth);
  const notices = useNotices();
  const handleError = useErrorHandler();
  // Kept while the dialog fades out, after a successful save has cleared the pending reset.
  const forcedWhenShown = useRef(false);
  if (show) forcedWhenShown.current = Boolean(details?.passwordResetPending);
  const forced = forcedWhenShown.current;
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const inputs = {
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  const labels = forced
    ? { password: "Password", confirm: "Confirm password" }
    : { password: "New password", confirm: "Confirm new password" };

  const close = () => {
    if (closable && !saving) dispatch(setPasswordModalClosed());
  };
  const reset = () => {
    setValues(emptyValues);
    setErrors({});
    dispatch(clearBanner(BANNER));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !sessionId) return;
    const found = setPasswordErrors(values.password, values.confirm);
    setErrors(found);
    const invalid = boxes.find((box) => found[box]);
    if (invalid) return inputs[invalid].current?.focus();
    setSaving(true);
    dispatch(clearBanner(BANNER));
    try {
      const answer = await setPassword(sessionId, values.password);
      notices.clear();
      notices.showSuccess(answer.message);
      dispatch(passwordResetDone());
      dispatch(setPasswordModalClosed());
      fetchUser(sessionId).then((user) => dispatch(sessionStarted(user)), handleError);
    } catch (error) {
      handleError(error, { banner: BANNER });
    } finally {
      setSaving(false);
    }
  };

  const title = forced ? "Set your password" : "Change your password";
  return (
    <Dialog
      show={show}
      onHide={close}
      // Once it is in view the first field takes the focus, so the user can type at once.
      onEntered={() => inputs.password.current?.focus()}
      onExited={reset}
      backdrop={closable ? true : "static"}
      keyboard={closable}
      titleId="set-password-title"
      title={title}
      closeButton={closable}
      onSubmit={submit}
      footer={
        <>
          {!closable && (
            <Link to="/logout" className="btn btn-link me-auto">
              Log out
            </Link>
          )}
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? "Saving..." : "Save password"}
          </button>
        </>
      }
    >
      <MessageBanner prefix={BANNER} />
      {/* Tells password managers whose password this is. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={details?.email ?? ""}
        readOnly
        hidden
      />
      <NewPasswordBoxes
        ids={boxIds}
        labels={labels}
        values={values}
        errors={errors}
        onChange={(box, value) => setValues((current) => ({ ...current, [box]: value }))}
        refs={inputs}
      />
    </Dialog>
  );
}
