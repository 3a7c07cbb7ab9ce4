import { concernPaths } from "@portal/contract";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { LoadingBanner } from "../../components/loading-banner.tsx";
import { SafeHtml } from "../../components/safe-html.tsx";
import { useConfig } from "../config/index.ts";
import {
  AnonymousPage,
  FormChanges,
  PageNotAvailable,
  queryValuesOf,
  useFormLoad,
} from "../forms/index.ts";
import { fetchConcern } from "./concern-api.ts";
import { concernPath } from "./concern-path.ts";
import { ConcernSubmitted } from "./concern-submitted.tsx";
import { ResumeLinkForm } from "./resume-link-form.tsx";

/**
 * The CONCERN form's pages, by its token alone: each page saved as it is left; the last page's
 * save submits it and answers the reference. The register's "Choose" comes back with the
 * practitioner's fields in the address, which start the page's values (as the peer search's do).
 */
export function ConcernForm({ formId, formPage }: { formId: string; formPage?: string }) {
  const [params] = useSearchParams();
  const { appLinkPrefix, notFoundContent } = useConfig();
  const [reloads, setReloads] = useState(0);
  const [submitted, setSubmitted] = useState<string>();
  const { state, loading, unavailable } = useFormLoad(
    { formType: "concern", formId, formPage: formPage ?? null },
    (signal) => fetchConcern(formId, formPage, signal),
    reloads,
  );
  const initialValues = useMemo(() => queryValuesOf(params), [params]);

  if (submitted !== undefined) return <ConcernSubmitted message={submitted} />;
  if (loading) return <LoadingBanner />;
  if (unavailable) return <PageNotAvailable message={unavailable} formPath={concernPath(formId)} />;
  const summary = state.form?.form;
  const page = state.form?.page;
  if (!summary) {
    return <SafeHtml html={notFoundContent} appLinkPrefix={appLinkPrefix} className="not-found" />;
  }
  // A concern opened again after it was submitted answers no page, only that it was.
  if (!page) return <ConcernSubmitted message={state.form?.message} />;

  return (
    <div className="concern-screen">
      <h2 className="h3 mb-3">{summary.name}</h2>
      <FormChanges changes={summary.changes} />
      <AnonymousPage
        summary={summary}
        page={page}
        initialValues={initialValues}
        postPath={concernPaths.page(summary.formToken, page.code)}
        pathOf={concernPath}
        reloads={reloads}
        reload={() => setReloads((n) => n + 1)}
        onSavedFirst={(saved) => {
          // The last page's save submits the concern; its message holds the reference.
          const last = summary.pageCodes.at(-1)?.code === page.code;
          if (last) setSubmitted(saved.message ?? "");
          return last;
        }}
      />
      <ResumeLinkForm formId={summary.formToken} />
    </div>
  );
}
