// Saving a form page (SPEC §4 Save response), as orchestration: the instance and page the
// caller may save, the post read and checked (page-post.ts), then either refused – a 200 with
// the page in state "error" and nothing changed (docs/decisions 005) – or written
// (saving/commit-save.ts), the form completing when its last page is saved.
import type { FormResponse } from "@portal/contract";
import type { PageValues } from "@portal/forms";
import type { Clock } from "../../../core/clock.ts";
import { ClientError } from "../../../http/client-error.ts";
import type { AuditTrail } from "../../audit/index.ts";
import type { PasswordHasher } from "../../auth/index.ts";
import type { PageSaveMetrics } from "../../metrics/index.ts";
import type { CompiledForm, CompiledPage } from "../definitions/load/catalogue.ts";
import { formAfterSave } from "../form-cache.ts";
import { formMessages } from "../form-errors.ts";
import type { FormReview } from "../review-seam.ts";
import { type Committed, createSaveCommitter } from "../saving/commit-save.ts";
import { CompletionRefused, type FormCompletions } from "../saving/form-completion.ts";
import type { FoundForm } from "../store.ts";
import { enabledPage, type FormAccess, findInstance } from "./form-instance.ts";
import type { PageLoadDeps } from "./load-page.ts";
import { type OwnerOptions, ownerOptionErrors } from "./owner-options.ts";
import { formSummary, servedPayment } from "./page-answer.ts";
import { readPagePost } from "./page-post.ts";
import { isComplete, pageCodesOf, type SavedValues, savedPageValues } from "./page-states.ts";
import {
  dropEmptyExtraRows,
  normaliseDates,
  secretFieldsOf,
  secretsToSave,
} from "./page-values-io.ts";
import { pageView } from "./page-view.ts";
import { fileRefsOf, type UploadPlan } from "./uploads.ts";

export interface PageSaveDeps extends PageLoadDeps {
  clock: Clock;
  passwordMinLength: number;
  passwords: Pick<PasswordHasher, "hash">;
  /** The option lists of an owner's own things, answered by the modules that own them. */
  ownerOptions?: OwnerOptions | undefined;
  /** What completing a form also does (a registration's account). */
  completions?: FormCompletions | undefined;
  /** The registrar's review: submissions recorded, a returned page's messages answered. */
  review?: FormReview | undefined;
  /** Whether the form's payment is approved already (a paid form returned for changes). */
  paid?: ((formId: number) => Promise<boolean>) | undefined;
  audit: AuditTrail;
  metrics: PageSaveMetrics;
}

export type SavePage = (
  access: FormAccess,
  formType: string,
  token: string,
  pageCode: string,
  page: unknown,
  /** The client's address, for the audit trail of a completion. */
  ip: string,
) => Promise<FormResponse>;

export function createPageSaver(deps: PageSaveDeps): SavePage {
  const commit = createSaveCommitter(deps.db, deps.completions, deps.review);

  return async (access, formType, token, pageCode, raw, ip) => {
    const { row, form, saved, changes } = await findInstance(
      deps,
      access,
      formType,
      token,
      pageCode,
    );
    if (row.state === "completed") throw new ClientError(400, formMessages.formCompleted);
    const pageCodes = pageCodesOf(form, saved, false, row.undone);
    const page = enabledPage(form, pageCodes, pageCode);
    if (page.definition.formEndPage === true) {
      throw new ClientError(400, formMessages.formCompleted);
    }
    const previous = savedPageValues(saved, page.code);
    const secrets = secretFieldsOf(form, page);
    const { posted, plan, errors, message } = readPagePost(
      form,
      page,
      raw,
      previous,
      deps.passwordMinLength,
    );
    // An owned form's completion has happened (a registration returned for changes).
    if (row.ownerId === null) {
      const completion = deps.completions?.of(row.formTypeCode);
      Object.assign(errors, await completion?.pageErrors(form, page, posted, errors));
    } else if (deps.ownerOptions) {
      Object.assign(errors, await ownerOptionErrors(deps.ownerOptions, page, posted, row.ownerId));
    }
    const inserts = await deps.inserts?.fill(deps.db, page, row.ownerId);
    const refuse = (message: string) => {
      deps.metrics.save("refused");
      return {
        message,
        form: formSummary(row, form, pageCodes, changes),
        page: pageView(page, {
          state: "error",
          values: posted,
          errors,
          secretFields: secrets,
          formToken: row.token,
          inserts,
        }),
      };
    };
    if (Object.keys(errors).length > 0) return refuse(message ?? formMessages.pageHasErrors);

    await prepareForStorage(form, page, posted, previous, deps.passwords);
    const nextSaved: SavedValues = { ...saved, [page.code]: posted };
    const nextUndone = row.undone.filter((code) => code !== page.code);
    const nextCodes = pageCodesOf(form, nextSaved, false, nextUndone);
    // A form with a payment completes when its payment is approved (modules/payments), or on
    // its last save when it was paid already (returned for changes and resubmitted).
    const completes =
      isComplete(form, nextCodes) &&
      (!form.pages.some((p) => p.definition.payment) || ((await deps.paid?.(row.id)) ?? false));
    const writeDate = deps.clock();
    const write = {
      row,
      page,
      posted,
      plan,
      removed: removedFiles(page, plan, previous),
      writeDate,
    };
    let committed: Committed;
    try {
      committed = await commit(write, completes ? { form } : undefined);
    } catch (error) {
      // A refused write (a concurrent save won) may mean the cached form is behind.
      if (error instanceof ClientError) deps.cache?.forget(token);
      if (error instanceof CompletionRefused) return refuse(error.message);
      throw error;
    }
    deps.cache?.set(token, afterSave(row, page, writeDate, committed, completes));
    deps.metrics.save("saved");
    await deps.review?.pageSaved(row, page.code);
    if (completes) {
      await deps.audit.record({
        event: "form.completed",
        outcome: "success",
        // A registration's owner is the account its completion made.
        userId: committed.ownerId,
        ip,
        detail: { formId: row.id, formType: row.formTypeCode },
      });
    }
    return {
      message: !completes
        ? formMessages.pageSaved
        : (committed.message ?? formMessages.formSubmitted),
      form: completes
        ? formSummary(row, form, pageCodesOf(form, nextSaved, true))
        : formSummary(row, form, nextCodes, changes),
      page: pageView(page, {
        state: "done",
        values: committed.values,
        secretFields: secrets,
        formToken: row.token,
        inserts,
        payment: servedPayment(deps.paymentIntents, row, page),
      }),
    };
  };
}

/**
 * The posted values as they are stored: empty extra rows dropped, dates normalised, a new
 * password as its hash.
 */
async function prepareForStorage(
  form: CompiledForm,
  page: CompiledPage,
  posted: PageValues,
  previous: PageValues | undefined,
  passwords: Pick<PasswordHasher, "hash">,
): Promise<void> {
  dropEmptyExtraRows(page, posted);
  normaliseDates(page, posted);
  const account = form.account?.page === page.code ? form.account : undefined;
  if (!account) return;
  const password = posted[account.password];
  const newHash =
    typeof password === "string" && password !== "" ? await passwords.hash(password) : undefined;
  secretsToSave(form, posted, previous, newHash);
}

/** The files the page held before that the post no longer keeps. */
function removedFiles(page: CompiledPage, plan: UploadPlan, previous: PageValues | undefined) {
  const kept = new Set([...plan.values()].flatMap((how) => ("ref" in how ? [how.ref.fileId] : [])));
  return fileRefsOf(page, previous).filter((r) => !kept.has(r.fileId));
}

/** The cached form as the committed save left it. */
function afterSave(
  row: FoundForm,
  page: CompiledPage,
  writeDate: Date,
  committed: Committed,
  completes: boolean,
) {
  return formAfterSave(row, {
    pageCode: page.code,
    values: committed.values,
    writeDate,
    ...(completes ? { completedBy: { ownerId: committed.ownerId } } : {}),
  });
}
