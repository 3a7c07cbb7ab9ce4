import { loadingTexts } from "@portal/contract";
import { useDispatch, useSelector } from "react-redux";
import { useNavigate, useParams } from "react-router";
import { LoadingBanner } from "../../../components/loading-banner.tsx";
import { resolveError } from "../../../lib/error-message.ts";
import { sessionStarted } from "../../../lib/session-events.ts";
import { useOncePerVisit } from "../../../lib/use-once-per-visit.ts";
import { addMessage, clearMessages } from "../../messages/index.ts";
import { validateLink } from "../account-api.ts";
import { validationEnded, validationStarted } from "../auth-slice.ts";
import { selectSessionId } from "../user-slice.ts";
import { formTypeOfForm } from "./find-form.ts";

/**
 * SPEC §2 Emailed-link confirmation, /confirm/{tileType}/{formToken}: validates the link,
 * which signs the user in like a login, then opens the form the link is about when it is in
 * the user's tiles, else the dashboard. A failed validation shows a danger message that stays
 * until dismissed (SPEC §8), on the login screen.
 */
export function ConfirmScreen() {
  const { formToken = "" } = useParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const signedIn = Boolean(useSelector(selectSessionId));
  // A link works once: strict mode's second effect run must not spend it again.
  useOncePerVisit(async () => {
    dispatch(validationStarted());
    try {
      const answer = await validateLink(formToken);
      // The service names the confirmed form when the link token is not the form's own.
      const token = answer.formToken ?? formToken;
      const formType = formTypeOfForm(answer.tiles, token);
      const target = formType
        ? `/form/${encodeURIComponent(formType)}/${encodeURIComponent(token)}`
        : "/";
      dispatch(clearMessages());
      dispatch(sessionStarted(answer));
      if (answer.message) {
        dispatch(
          addMessage({ message: answer.message, messageType: "success", renderedUrl: target }),
        );
      }
      navigate(target, { replace: true });
    } catch (error) {
      // No session from the link; someone already signed in stays so, on the dashboard.
      const target = signedIn ? "/" : "/login";
      const { message } = resolveError(error);
      dispatch(clearMessages());
      dispatch(addMessage({ message, messageType: "danger", renderedUrl: target }));
      navigate(target, { replace: true });
    } finally {
      dispatch(validationEnded());
    }
  });

  return <LoadingBanner text={loadingTexts.validatingUser} />;
}
