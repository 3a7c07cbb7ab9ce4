import { loadingTexts } from "@portal/contract";
import { useDispatch, useSelector } from "react-redux";
import { useNavigate, useParams } from "react-router";
import { LoadingBanner } from "../../components/loading-banner.tsx";
import { resolveError } from "../../lib/error-message.ts";
import { useOncePerVisit } from "../../lib/use-once-per-visit.ts";
import { selectSessionId } from "../auth/index.ts";
import { selectTiles } from "../dashboard/index.ts";
import { addMessage, clearMessages, useErrorHandler } from "../messages/index.ts";
import { addForm } from "./lists-api.ts";
import { findTile } from "./tile-tree.ts";

const segment = encodeURIComponent;

/**
 * SPEC §2 Create form: shows 'Creating form...' while form_add runs, then opens the new form
 * at /form/{type}/{id}; without a form it goes to the list /forms/{type}, or to / when that
 * list is not the user's. The service's message is shown where the user lands.
 */
export function CreateFormScreen() {
  const { type = "", formType = "" } = useParams();
  const sessionId = useSelector(selectSessionId);
  const tiles = useSelector(selectTiles);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  // form_add creates a form each time it is called: once per visit, even where effects run twice.
  useOncePerVisit(async () => {
    const fallback = findTile(tiles, type) ? `/forms/${segment(type)}` : "/";
    const land = (path: string, message: string | undefined, messageType: string) => {
      dispatch(clearMessages());
      if (message) dispatch(addMessage({ message, messageType, renderedUrl: path }));
      navigate(path, { replace: true });
    };
    try {
      const answer = await addForm(formType, sessionId ?? "");
      const form = answer.form;
      const path = form ? `/form/${segment(form.code)}/${segment(form.formToken)}` : fallback;
      land(path, answer.message, "success");
    } catch (error) {
      const { message, sessionExpired } = resolveError(error);
      if (sessionExpired) handleError(error);
      else land(fallback, message, "danger");
    }
  });

  return <LoadingBanner text={loadingTexts.creatingForm} />;
}
