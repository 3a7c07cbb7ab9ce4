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

/** What the process page's PDF is made with: its form, its page and where to send it. */
export interface RenderContext {
  address: { formType: string; formId: string };
  summary: FormSummary;
  page: Page | undefined;
  sessionId: string | null;
  endpoint: string | undefined;
  /** config.countryList, for the names of chosen countries. */
  countryList: readonly Country[];
  dispatch: Dispatch;
}

/**
 * SPEC §4 Process page: the PDF of every page so far, made from `values` and the pages before,
 * sent to `endpoint`, its progress kept in the form state (render-progress.tsx shows it).
 */
export async function renderProcessPage(
  context: RenderContext & { page: Page; endpoint: string },
  values: PageValues,
): Promise<void> {
  const { address, summary, page, sessionId, endpoint, countryList, dispatch } = context;
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
}
