import type { FormResponse, FormSummary, Page } from "@portal/contract";
import { nextPageCode, type QueryValues } from "@portal/forms";
import { type ReactNode, Suspense } from "react";
import { useLocation, useNavigate } from "react-router";
import { LoadingBanner } from "../../components/loading-banner.tsx";
import { useNotices } from "../messages/index.ts";
import { LazyPageForm } from "./lazy-page-form.ts";
import { postPage } from "./post-page-on-save.ts";
import { registrationSubmitLabels } from "./submit-labels.ts";

/**
 * A page of a form reached by its token alone (a registration application, a concern): saved
 * with no session to `postPath`, then on to the next page at `pathOf(token, code)` with the
 * answer's message as a notice, or the same page again when it is the last.
 */
export function AnonymousPage(props: {
  summary: FormSummary;
  page: Page;
  initialValues: QueryValues;
  postPath: string;
  pathOf: (formToken: string, pageCode: string) => string;
  /** Loads of the page so far; `reload` asks for the page again (a save that stays on it). */
  reloads: number;
  reload: () => void;
  /** A save the screen handles itself (a concern's submit): true when it did. */
  onSavedFirst?: (saved: FormResponse) => boolean;
  children?: ReactNode;
}) {
  const { summary, page, pathOf } = props;
  const navigate = useNavigate();
  const location = useLocation();
  const notices = useNotices();

  const onSaved = (saved: FormResponse): "leaving" | undefined => {
    if (props.onSavedFirst?.(saved)) return undefined;
    // The last page stays on the last code (nextPageCode answers it).
    const next = nextPageCode(saved.form?.pageCodes ?? summary.pageCodes, page.code) ?? page.code;
    const target = pathOf(summary.formToken, next);
    notices.showSuccess(saved.message, { renderedUrl: target });
    if (target === location.pathname) {
      props.reload();
      return undefined;
    }
    // The router shows the next page in a transition, after the address has changed: until
    // then this page stays on screen, busy, rather than offering its saved answers again.
    navigate(target);
    return "leaving";
  };

  return (
    <Suspense fallback={<LoadingBanner />}>
      <LazyPageForm
        key={`${summary.formToken}:${page.code}:${props.reloads}`}
        page={page}
        form={summary}
        sessionId={null}
        initialValues={props.initialValues}
        labels={registrationSubmitLabels(page)}
        save={(values, onFilesSent) => postPage(props.postPath, values, null, onFilesSent)}
        onSaved={onSaved}
      >
        {props.children}
      </LazyPageForm>
    </Suspense>
  );
}
