// Loading a form page (SPEC §4 Form loading): the instance the caller may reach, at the page
// asked for or at its first open one; a form with no page left to open answers its message.
import type { FormResponse } from "@portal/contract";
import { formMessages } from "../form-errors.ts";
import type { FormReview } from "../review-seam.ts";
import { enabledPage, type FormAccess, findInstance, type InstanceDeps } from "./form-instance.ts";
import { formSummary, type PaymentSigner, servedPayment } from "./page-answer.ts";
import type { PageInserts } from "./page-inserts.ts";
import { openingPage, pageCodesOf, savedPageValues } from "./page-states.ts";
import { secretFieldsOf } from "./page-values-io.ts";
import { pageView } from "./page-view.ts";

export interface PageLoadDeps extends InstanceDeps {
  paymentIntents?: PaymentSigner | undefined;
  /** What other modules compute into a page as it is served. */
  inserts?: PageInserts | undefined;
  /** A page of a form returned for changes answers the registrar's messages. */
  review?: Pick<FormReview, "returnedPage"> | undefined;
}

export type LoadPage = (
  access: FormAccess,
  formType: string,
  token: string,
  pageCode?: string,
) => Promise<FormResponse>;

export function createPageLoader(deps: PageLoadDeps): LoadPage {
  return async (access, formType, token, pageCode) => {
    const { row, form, saved, changes } = await findInstance(
      deps,
      access,
      formType,
      token,
      pageCode,
    );
    const pageCodes = pageCodesOf(form, saved, row.state === "completed", row.undone);
    const summary = formSummary(row, form, pageCodes, changes);
    const code = pageCode ?? openingPage(pageCodes);
    if (code === undefined) {
      const message = access.kind === "anonymous" ? access.submitted : formMessages.formCompleted;
      return { form: summary, message };
    }
    const page = enabledPage(form, pageCodes, code);
    // The registrar's messages show like a refused save's (SPEC §4), the note as the message.
    const returned =
      row.state === "in_progress" && row.ownerId !== null
        ? await deps.review?.returnedPage(row, page.code)
        : undefined;
    return {
      form: summary,
      ...(returned?.note ? { message: returned.note, messageType: "warning" as const } : {}),
      page: pageView(page, {
        state: returned && Object.keys(returned.errors).length > 0 ? "error" : "enabled",
        ...(returned ? { errors: returned.errors } : {}),
        values: savedPageValues(saved, page.code),
        secretFields: secretFieldsOf(form, page),
        formToken: row.token,
        inserts: await deps.inserts?.fill(deps.db, page, row.ownerId),
        payment: servedPayment(deps.paymentIntents, row, page),
      }),
    };
  };
}
