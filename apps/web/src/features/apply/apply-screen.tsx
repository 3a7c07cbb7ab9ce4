import { apiPaths, loadingTexts } from "@portal/contract";
import { useEffect, useMemo, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { LoadingBanner } from "../../components/loading-banner.tsx";
import { SafeHtml } from "../../components/safe-html.tsx";
import { ApplicationIdentity } from "../auth/identity/index.ts";
import { useConfig } from "../config/index.ts";
import {
  AnonymousPage,
  browser,
  FormChanges,
  PageNotAvailable,
  useFormLoad,
} from "../forms/index.ts";
import { fetchApplication } from "./apply-api.ts";

/** The hidden field the register link's `form` code is kept in (SPEC §2 Register). */
export const APPLICATION_FORM_CODE = "application_form_code";

/** Where the applicant goes after saving a page: /register/{formToken}/{page code}. */
export function applicationPath(formToken: string, pageCode: string): string {
  return `/register/${encodeURIComponent(formToken)}/${encodeURIComponent(pageCode)}`;
}

/**
 * SPEC §2 Register (/register/{formId?}/{formPage?}, signed out). Without a `form` code and a
 * form id, a configured registerRedirect sends the browser there instead.
 */
export function ApplyScreen() {
  const { formId, formPage } = useParams();
  const [params] = useSearchParams();
  const formCode = params.get("form");
  const { registerRedirect } = useConfig();
  const redirect = !formId && !formCode && registerRedirect ? registerRedirect : null;

  useEffect(() => {
    if (redirect) browser.assign(redirect);
  }, [redirect]);

  if (redirect) return <LoadingBanner text={loadingTexts.redirecting} />;
  return <Registration formId={formId} formPage={formPage} formCode={formCode} />;
}

interface RegistrationProps {
  formId: string | undefined;
  formPage: string | undefined;
  formCode: string | null;
}

function Registration({ formId, formPage, formCode }: RegistrationProps) {
  const { content, appLinkPrefix, notFoundContent } = useConfig();
  const [reloads, setReloads] = useState(0);
  const { state, loading, unavailable } = useFormLoad(
    { formType: "apply", formId: formId ?? null, formPage: (formId && formPage) || null },
    (signal) => fetchApplication(formId, formPage, signal),
    reloads,
  );
  const initialValues = useMemo(
    () => (formCode ? { [APPLICATION_FORM_CODE]: formCode } : {}),
    [formCode],
  );

  if (loading) return <LoadingBanner />;
  if (unavailable && formId) {
    return <PageNotAvailable message={unavailable} formPath={`/register/${formId}`} />;
  }
  const summary = state.form?.form;
  const page = state.form?.page;
  if (!summary) {
    return <SafeHtml html={notFoundContent} appLinkPrefix={appLinkPrefix} className="not-found" />;
  }
  const codes = summary.pageCodes;
  const onFirstPage = page !== undefined && codes[0]?.code === page.code;
  const onLastPage = page === undefined || codes.at(-1)?.code === page.code;

  return (
    <div className="register-screen">
      <h2 className="h3 mb-3">{summary.name}</h2>
      <FormChanges changes={summary.changes} />
      {onFirstPage && content.intro && (
        <SafeHtml
          html={content.intro}
          appLinkPrefix={appLinkPrefix}
          className="register-intro mb-3"
        />
      )}
      {!onLastPage && (
        <p>
          Already have an account? Please <Link to="/login">log in</Link>.
        </p>
      )}
      {!onLastPage && <ApplicationIdentity application={summary.formToken} offer={onFirstPage} />}
      {page && (
        <AnonymousPage
          summary={summary}
          page={page}
          initialValues={initialValues}
          postPath={apiPaths.apply(summary.formToken, page.code)}
          pathOf={applicationPath}
          reloads={reloads}
          reload={() => setReloads((n) => n + 1)}
        >
          {/*
            SPEC §2's hidden fields. They describe the post (the service reads the same from
            the URL) and are not part of the page's values: the service refuses keys that are
            no field of the page.
          */}
          <input type="hidden" name="sessionId" value="" />
          <input type="hidden" name="formType" value={summary.code} />
          <input type="hidden" name="formId" value={summary.formToken} />
          <input type="hidden" name="formPage" value={page.code} />
        </AnonymousPage>
      )}
      {onLastPage && page?.formEndPage === true && (
        <p className="mt-3">
          <Link to="/login" className="btn btn-primary">
            Continue to the login screen
          </Link>
        </p>
      )}
    </div>
  );
}
