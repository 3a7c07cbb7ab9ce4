import { loadingTexts } from "@portal/contract";
import { useDispatch, useSelector } from "react-redux";
import { useNavigate } from "react-router";
import { LoadingBanner } from "../../../components/loading-banner.tsx";
import { sessionEnded } from "../../../lib/session-events.ts";
import { useOncePerVisit } from "../../../lib/use-once-per-visit.ts";
import { useNotices } from "../../messages/index.ts";
import { logout } from "../auth-api.ts";
import { selectSessionId } from "../user-slice.ts";

/** SPEC §2 Logout: tells the service, then resets the session whatever it answers. */
export function LogoutScreen() {
  const sessionId = useSelector(selectSessionId);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const notices = useNotices();
  // Strict mode runs effects twice in development; the service must hear it once.
  useOncePerVisit(() => {
    const finish = (message?: string) => {
      notices.clear();
      dispatch(sessionEnded());
      notices.showSuccess(message, { renderedUrl: "/login" });
      navigate("/login", { replace: true });
    };
    if (!sessionId) {
      finish();
      return;
    }
    // An expired or unknown session is as logged out as it gets: failures end it too.
    logout(sessionId).then(
      (answer) => finish(answer.message),
      () => finish(),
    );
  });

  return <LoadingBanner text={loadingTexts.loggingOut} />;
}
