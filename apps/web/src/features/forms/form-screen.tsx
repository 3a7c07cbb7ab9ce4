import { apiPaths, type FormResponse } from "@portal/contract";
import { isPageReachable, nextPageCode } from "@portal/forms";
import { useMemo, useState } from "react";
import { useDispatch, useSelector } from "react-redux";
import { useHref, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { LoadingBanner } from "../../components/loading-banner.tsx";
import { SafeHtml } from "../../components/safe-html.tsx";
import { selectSessionId } from "../auth/index.ts";
import { useConfig } from "../config/index.ts";
import { useErrorHandler, useNotices } from "../messages/index.ts";
import { paymentRedirectUrl } from "../payments/index.ts";
import { browser } from "./browser.ts";
import { fetchForm } from "./form-api.ts";
import { FormChanges } from "./form-changes.tsx";
import { takePrefetchedForm } from "./form-prefetch.ts";
import { BreadcrumbNav } from "./navigation/breadcrumb-nav.tsx";
import { breadcrumbTrail } from "./navigation/breadcrumbs.ts";
import { PageTabs } from "./navigation/page-tabs.tsx";
import { PageForm } from "./page/page-form.tsx";
import { preloadPageParts } from "./page/page-parts.ts";
import { PageNotAvailable } from "./page-not-available.tsx";
import { postPage } from "./post-page-on-save.ts";
import { renderBeforeSave } from "./process-pdf/render-before-save.ts";
import { RenderProgress } from "./process-pdf/render-progress.tsx";
import { queryValuesOf } from "./query-values.ts";
import { submitLabels } from "./submit-labels.ts";
import { useFormLoad } from "./use-form-load.ts";
import { usePageOpening } from "./use-page-opening.ts";

const pathOfForm = (formType: string, formId: string, page?: string) =>
  `/${["form", formType, formId, ...(page ? [page] : [])].map(encodeURIComponent).join("/")}`;

/**
 * SPEC §2 Form screen (/form/{formType}/{formId}/{pageCode?}): the form's page tabs, its
 * breadcrumb trail, and the page itself; after a save, the payment provider or the next page.
 */
export function FormScreen() {
  const { formType = "", formId = "", pageCode } = useParams();
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notices = useNotices();
  const handleError = useErrorHandler();
  const sessionId = useSelector(selectSessionId);
  const { notFoundContent, appLinkPrefix, renderPdfEndpoint, countryList } = useConfig();
  const dispatch = useDispatch();
  const portalRoot = useHref("/");
  const [reloads, setReloads] = useState(0);
  const openPage = usePageOpening(formType, formId, sessionId);

  const { state, loading, unavailable } = useFormLoad(
    { formType, formId, formPage: pageCode ?? null },
    async (signal) => {
      const address = { formType, formId, page: pageCode };
      const answer = await (takePrefetchedForm(address, sessionId) ??
        fetchForm(address, sessionId, signal));
      // What the page loads before it renders (its rows' code, a rarer field) is asked for
      // with the answer, not once the screen has rendered around it; a failure shows when
      // the page form asks again.
      if (answer.page) preloadPageParts(answer.page).catch(() => undefined);
      return answer;
    },
    reloads,
  );
  const response = state.form;
  const summary = response?.form;
  const page = response?.page;

  const trail = useMemo(
    () =>
      summary
        ? breadcrumbTrail(location.state, { label: summary.name, path: location.pathname })
        : [],
    [summary, location.state, location.pathname],
  );
  const initialValues = useMemo(() => queryValuesOf(params), [params]);

  if (loading) return <LoadingBanner />;
  if (unavailable) {
    return <PageNotAvailable message={unavailable} formPath={`/form/${formType}/${formId}`} />;
  }
  if (!summary) {
    return <SafeHtml html={notFoundContent} appLinkPrefix={appLinkPrefix} className="not-found" />;
  }

  const onSaved = (saved: FormResponse): "leaving" | undefined => {
    if (!page) return undefined;
    // The saved page's payment when it has one: the service signs a fresh payment intent
    // into each page it serves, and the one just served is the least likely to have expired.
    const payment = saved.page?.payment ?? page.payment;
    if (payment) {
      const portalUrl = new URL(portalRoot, window.location.origin).href;
      const context = { formType, formId, portalUrl, now: Date.now() };
      paymentRedirectUrl(payment, context).then((url) => browser.assign(url), handleError);
      return "leaving";
    }
    const codes = saved.form?.pageCodes ?? summary.pageCodes;
    const next = nextPageCode(codes, page.code);
    // A form whose pages are all done has no page left to open: the service then shows it
    // as submitted when asked without a page.
    const nextPage = next && isPageReachable(codes, next) ? next : undefined;
    const target = pathOfForm(formType, formId, nextPage);
    notices.showSuccess(saved.message, { renderedUrl: target });
    if (target === location.pathname) setReloads((n) => n + 1);
    else {
      openPage(nextPage);
      navigate(target, { state: location.state });
    }
    return undefined;
  };

  return (
    <div className="form-screen">
      <BreadcrumbNav trail={trail} />
      <h2 className="h3 mb-3">{summary.name}</h2>
      <FormChanges changes={summary.changes} />
      <RenderProgress state={state} />
      <PageTabs
        pageCodes={summary.pageCodes}
        currentCode={page?.code}
        pathOf={(code) => pathOfForm(formType, formId, code)}
        onOpen={openPage}
      />
      {page && (
        <PageForm
          key={`${formId}:${page.code}:${reloads}`}
          page={page}
          form={summary}
          sessionId={sessionId}
          initialValues={initialValues}
          labels={submitLabels(page)}
          rememberEdits
          save={(values, onFilesSent) =>
            postPage(apiPaths.form(formType, formId, page.code), values, sessionId, onFilesSent)
          }
          beforeSave={renderBeforeSave({
            address: { formType, formId },
            summary,
            page,
            sessionId,
            endpoint: renderPdfEndpoint,
            countryList,
            dispatch,
          })}
          onSaved={onSaved}
          breadcrumbs={trail}
        />
      )}
    </div>
  );
}
