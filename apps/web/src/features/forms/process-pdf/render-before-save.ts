import type { FormSummary, Page } from "@portal/contract";
import type { PageValues } from "@portal/forms";
import type { Dispatch } from "@reduxjs/toolkit";
import { fetchForm, fetchOptions } from "../form-api.ts";
import {
  renderCompleted,
  renderFailed,
  renderPageStarted,
  renderStarted,
  renderSubmitStarted,
} from "../form-slice.ts";
import type { Country } from "../page/fields/countries.ts";
import { postRender } from "./render-api.ts";
import { renderProcessPdf } from "./render-pdf.ts";
import { loadShownOptions } from "./shown-options.ts";

/**
 * SPEC §4 Process page: the PDF of every page so far is made before the page is sent, its
 * progress kept in the form state (render-progress.tsx shows it). Nothing to run on any other
 * page, or when the portal is configured without a render endpoint.
 */
export function renderBeforeSave(context: {
  address: { formType: string; formId: string };
  summary: FormSummary;
  page: Page | undefined;
  sessionId: string | null;
  endpoint: string | undefined;
  /** config.countryList, for the names of chosen countries. */
  countryList: readonly Country[];
  dispatch: Dispatch;
}): ((values: PageValues) => Promise<void>) | undefined {
  const { address, summary, page, sessionId, endpoint, countryList, dispatch } = context;
  if (!page?.formProcessPage || !endpoint) return undefined;
  return async (values) => {
    try {
      await renderProcessPdf(summary, { page, values }, sessionId ?? "", {
        fetchPage: async (code) => (await fetchForm({ ...address, page: code }, sessionId)).page,
        shownOptions: (shown, values) =>
          loadShownOptions(shown, values, {
            countryList,
            load: (optionsEndpoint, pageCode, dependencies) =>
              fetchOptions(
                optionsEndpoint,
                {
                  formToken: summary.formToken,
                  formCode: summary.code,
                  page: pageCode,
                  values: dependencies,
                },
                sessionId,
              ),
          }),
        submit: async (payload) => {
          await postRender(endpoint, payload, sessionId);
        },
        start: (pages) => dispatch(renderStarted(pages)),
        page: (n) => dispatch(renderPageStarted(n)),
        submitting: () => dispatch(renderSubmitStarted()),
        complete: () => dispatch(renderCompleted()),
      });
    } catch (error) {
      dispatch(renderFailed());
      throw error;
    }
  };
}
