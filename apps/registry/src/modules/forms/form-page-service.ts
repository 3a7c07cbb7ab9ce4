// Form instances page by page (SPEC §4 Form loading, Save response): loading a page, saving
// one, starting a form, deleting one, and the anonymous registration. Access is decided first
// (a session's own forms; an application only by its token); then page states; then the post
// is read, checked by the engine's validatePage and the server's rules, and either refused
// (page state "error", nothing changed) or saved in one transaction.
import type { FormResponse, PageCode, Payment } from "@portal/contract";
import { type FieldErrors, type PageValues, validatePage } from "@portal/forms";
import type { Db } from "../../db/client.ts";
import type { PasswordHasher } from "../auth/password.ts";
import { insertFile } from "../files/index.ts";
import { centsOf, INTENT_PARAMETER, type PaymentIntents } from "../payments/intent.ts";
import type { Clock } from "../sessions/service.ts";
import { assignTilesOfType, NEW_ACCOUNT_TILE_TYPE } from "../tiles/index.ts";
import { findUserByEmail, insertUser, type NewUser, normaliseEmail } from "../users/index.ts";
import type { CompiledForm, CompiledPage, FormCatalogue } from "./definitions/catalogue.ts";
import { type FormCache, formAfterSave } from "./form-cache.ts";
import { FormRequestError, formMessages } from "./form-errors.ts";
import { newFormToken } from "./form-token.ts";
import { parsePageValues } from "./pages/page-input.ts";
import { noAnswerErrors, optionErrors, passwordErrors } from "./pages/page-rules.ts";
import {
  isComplete,
  openingPage,
  pageCodesOf,
  type SavedValues,
  savedPageValues,
} from "./pages/page-states.ts";
import {
  keepServerValues,
  mapFiles,
  normaliseDates,
  secretFieldsOf,
  secretsToSave,
  withSavedSecrets,
} from "./pages/page-values-io.ts";
import { pageView } from "./pages/page-view.ts";
import { type FileRef, fileRefsOf, planUploads, type UploadPlan } from "./pages/uploads.ts";
import { createPageSaveQueue } from "./saving/page-save-queue.ts";
import { formPermissions } from "./service.ts";
import {
  completeForm,
  deleteFilesOfForm,
  deleteFormOfOwner,
  type FormRow,
  type FoundForm,
  findAddableFormType,
  findForm,
  findFormType,
  insertForm,
  saveFormPage,
  type ValuesSlice,
} from "./store.ts";

/** Who asks: a signed-in user (their own forms), or an applicant holding a registration token. */
export type FormAccess = { kind: "owner"; userId: number } | { kind: "applicant" };

export interface FormPageService {
  load(
    access: FormAccess,
    formType: string,
    token: string,
    pageCode?: string,
  ): Promise<FormResponse>;
  save(
    access: FormAccess,
    formType: string,
    token: string,
    pageCode: string,
    page: unknown,
  ): Promise<FormResponse>;
  /** A new anonymous registration (GET apply without a form id). */
  startApplication(): Promise<FormResponse>;
  add(userId: number, formType: string): Promise<FormResponse>;
  remove(userId: number, formType: string, token: string): Promise<{ message: string }>;
}

export interface FormPageDeps {
  db: Db;
  /** Read-through cache of form instances: only when this process is the database's only client. */
  cache?: FormCache;
  catalogue: FormCatalogue;
  clock: Clock;
  registrationFormType: string;
  passwordMinLength: number;
  passwords: Pick<PasswordHasher, "hash">;
  /** Signs the intent an invoice page's payment carries; without it, the definition's as is. */
  paymentIntents?: Pick<PaymentIntents, "issue">;
}

interface Instance {
  row: FoundForm;
  form: CompiledForm;
  saved: SavedValues;
}

class EmailTaken extends Error {}

export function createFormPageService(deps: FormPageDeps): FormPageService {
  const { db, catalogue } = deps;
  const saves = createPageSaveQueue(db);

  /**
   * The instance with the saved values a request on `pageCode` needs (every page's when no
   * page is named): that page's, the account page's, and what page conditions read.
   */
  async function instance(
    access: FormAccess,
    formType: string,
    token: string,
    pageCode?: string,
  ): Promise<Instance> {
    const code = access.kind === "owner" ? formType : deps.registrationFormType;
    const row = deps.cache
      ? await cachedForm(deps.cache, token)
      : await findForm(
          db,
          {
            token,
            formTypeCode: code,
            ...(access.kind === "owner" ? { ownerId: access.userId } : {}),
          },
          sliceFor(catalogue.get(code), pageCode),
        );
    // The query above already asked this; a cached form has not been asked yet.
    const mine =
      row?.formTypeCode === code && (access.kind !== "owner" || row.ownerId === access.userId);
    const form = row && catalogue.get(row.formTypeCode);
    // An application is anonymous until submitted; then only its "submitted" answer remains.
    const reachable =
      row && mine && (access.kind === "owner" || row.ownerId === null || row.state === "completed");
    if (!row || !form || !reachable) throw new FormRequestError(404, formMessages.formNotFound);
    return { row, form, saved: row.values as SavedValues };
  }

  /** What a database read of a request on `pageCode` needs (a cached form holds every page). */
  function sliceFor(definition: CompiledForm | undefined, pageCode?: string) {
    if (!definition || pageCode === undefined) return undefined;
    const pages = [pageCode, ...(definition.account ? [definition.account.page] : [])];
    return { pages, fields: definition.conditionFields } satisfies ValuesSlice;
  }

  /**
   * Whether a save is one page's values and nothing else – no new file, no file to delete, not
   * the save that completes the form – and so one statement, committed with whatever other
   * saves arrive with it (page-save-queue.ts). Everything else is a transaction of its own.
   */
  const valuesOnly = (plan: UploadPlan, removed: FileRef[], completes: boolean) =>
    !completes && removed.length === 0 && [...plan.values()].every((how) => "ref" in how);

  async function savePageValues(
    row: FoundForm,
    page: CompiledPage,
    posted: PageValues,
    plan: UploadPlan,
    writeDate: Date,
  ): Promise<PageValues> {
    // Every file of the post is one already saved (see `valuesOnly`).
    const values = mapFiles(page, posted, (file) => (plan.get(file) as { ref: FileRef }).ref);
    if (!(await saves.save({ form: row, pageCode: page.code, values, writeDate }))) {
      throw new FormRequestError(409, formMessages.savedMeanwhile);
    }
    return values;
  }

  /**
   * A save with new files, files to delete, or that completes the form (and, for a
   * registration, makes its account): one transaction. Answers the values stored and the
   * form's owner after it.
   */
  async function savePageInTransaction(
    row: FoundForm,
    page: CompiledPage,
    save: { posted: PageValues; plan: UploadPlan; removed: FileRef[]; writeDate: Date },
    completion: { newUser: NewUser | undefined } | undefined,
  ): Promise<{ values: PageValues; ownerId: number | null }> {
    return db.transaction(async (tx) => {
      const refs = new Map<object, FileRef>();
      for (const [file, how] of save.plan) {
        if ("ref" in how) {
          refs.set(file, how.ref);
          continue;
        }
        const { fileName, mimeType, bytes } = how.upload;
        const fileId = await insertFile(tx, {
          formId: row.id,
          ownerId: row.ownerId,
          name: fileName,
          type: "other",
          mimeType,
          size: bytes.length,
          bytes,
        });
        refs.set(file, { fileId, fileName, fileSize: bytes.length, mimeType });
      }
      const values = mapFiles(page, save.posted, (file) => refs.get(file)!);
      if (!(await saveFormPage(tx, row, page.code, values, save.writeDate))) {
        throw new FormRequestError(409, formMessages.savedMeanwhile);
      }
      await deleteFilesOfForm(
        tx,
        row.id,
        save.removed.map((r) => r.fileId),
      );
      let ownerId = row.ownerId;
      if (completion) {
        if (completion.newUser) {
          const userId = await insertUser(tx, completion.newUser);
          if (userId === undefined) throw new EmailTaken();
          await assignTilesOfType(tx, userId, NEW_ACCOUNT_TILE_TYPE);
          ownerId = userId;
        }
        await completeForm(tx, row.id, ownerId);
      }
      return { values, ownerId };
    });
  }

  /** Every saved page of the form, from the cache or read into it. */
  async function cachedForm(cache: FormCache, token: string) {
    const hit = cache.get(token);
    if (hit) return hit;
    const since = cache.generation();
    const row = await findForm(db, { token });
    if (row) cache.fill(token, row, since);
    return row;
  }

  /**
   * The page's payment as served to the form's owner: a transaction of its own in
   * place of the definition's placeholder, and the signed intent that lets the browser's
   * navigation to the payment endpoint pay exactly this, in `details` (SPEC §7 passes them on).
   */
  function servedPayment(row: FormRow, page: CompiledPage): Payment | undefined {
    const payment = page.definition.payment;
    if (!payment || !deps.paymentIntents || row.ownerId === null) return undefined;
    const { transactionId, intent } = deps.paymentIntents.issue({
      formId: row.id,
      ownerId: row.ownerId,
      amountCents: centsOf(payment.amount),
    });
    return {
      ...payment,
      transactionId,
      details: { ...payment.details, [INTENT_PARAMETER]: intent },
    };
  }

  // SPEC §3's form response: `id` beside `code` and `formToken`. The id names the form in
  // the registry; only the token, never the id, gives access to it.
  const summary = (row: FormRow, form: CompiledForm, pageCodes: PageCode[]) => ({
    id: row.id,
    code: form.code,
    formToken: row.token,
    name: row.name,
    pageCodes,
  });

  function enabledPage(form: CompiledForm, pageCodes: PageCode[], code: string): CompiledPage {
    const page = form.pagesByCode.get(code);
    if (!page) throw new FormRequestError(404, formMessages.pageNotFound(code));
    const state = pageCodes[page.index]!.pageState;
    if (state === "enabled") return page;
    if (state === "done") throw new FormRequestError(400, formMessages.formCompleted);
    if (state === "disabled") throw new FormRequestError(400, formMessages.pageDisabled(page.name));
    throw new FormRequestError(400, formMessages.pageNotEnabled(page.name));
  }

  async function load(access: FormAccess, formType: string, token: string, pageCode?: string) {
    const { row, form, saved } = await instance(access, formType, token, pageCode);
    const pageCodes = pageCodesOf(form, saved, row.state === "completed");
    const code = pageCode ?? openingPage(pageCodes);
    if (code === undefined) {
      const message =
        access.kind === "applicant"
          ? formMessages.applicationSubmitted
          : formMessages.formCompleted;
      return { form: summary(row, form, pageCodes), message };
    }
    const page = enabledPage(form, pageCodes, code);
    return {
      form: summary(row, form, pageCodes),
      page: pageView(page, {
        state: "enabled",
        values: savedPageValues(saved, page.code),
        secretFields: secretFieldsOf(form, page),
        formToken: row.token,
        payment: servedPayment(row, page),
      }),
    };
  }

  async function save(
    access: FormAccess,
    formType: string,
    token: string,
    pageCode: string,
    raw: unknown,
  ): Promise<FormResponse> {
    const { row, form, saved } = await instance(access, formType, token, pageCode);
    if (row.state === "completed") throw new FormRequestError(400, formMessages.formCompleted);
    const pageCodes = pageCodesOf(form, saved, false);
    const page = enabledPage(form, pageCodes, pageCode);
    if (page.definition.formEndPage === true)
      throw new FormRequestError(400, formMessages.formCompleted);
    const previous = savedPageValues(saved, page.code);
    const secrets = secretFieldsOf(form, page);

    const posted = parsePageValues(raw, page);
    keepServerValues(page, posted, previous);
    const { plan, errors: fileErrors } = planUploads(page, posted, previous);
    const checked = withSavedSecrets(form, posted, previous, secrets);
    const noAnswer = noAnswerErrors(page, checked);
    const errors: FieldErrors = {
      ...validatePage(page, checked),
      ...optionErrors(page, checked),
      ...fileErrors,
      ...passwordErrors(form, page, posted, deps.passwordMinLength),
      ...noAnswer.errors,
    };
    const account = form.account?.page === page.code ? form.account : undefined;
    if (account && errors[account.email] === undefined) {
      const email = posted[account.email];
      if (typeof email === "string" && (await findUserByEmail(db, email))) {
        errors[account.email] = formMessages.emailTaken;
      }
    }
    const refuse = (message: string) => ({
      message,
      form: summary(row, form, pageCodes),
      page: pageView(page, {
        state: "error",
        values: posted,
        errors,
        secretFields: secrets,
        formToken: row.token,
      }),
    });
    if (Object.keys(errors).length > 0) {
      return refuse(noAnswer.message ?? formMessages.pageHasErrors);
    }

    normaliseDates(page, posted);
    if (account) {
      const password = posted[account.password];
      const newHash =
        typeof password === "string" && password !== ""
          ? await deps.passwords.hash(password)
          : undefined;
      secretsToSave(form, posted, previous, newHash);
    }
    const nextSaved: SavedValues = { ...saved, [page.code]: posted };
    const nextCodes = pageCodesOf(form, nextSaved, false);
    // A form with a payment completes when its payment is approved (modules/payments).
    const completes = isComplete(form, nextCodes) && !form.pages.some((p) => p.definition.payment);
    const newUser = completes && form.account ? accountOf(form, nextSaved) : undefined;

    const writeDate = deps.clock();
    const kept = new Set(
      [...plan.values()].flatMap((how) => ("ref" in how ? [how.ref.fileId] : [])),
    );
    const removed = fileRefsOf(page, previous).filter((r) => !kept.has(r.fileId));
    let ownerId = row.ownerId;
    let stored: PageValues;
    try {
      if (valuesOnly(plan, removed, completes)) {
        stored = await savePageValues(row, page, posted, plan, writeDate);
      } else {
        ({ values: stored, ownerId } = await savePageInTransaction(
          row,
          page,
          { posted, plan, removed, writeDate },
          completes ? { newUser } : undefined,
        ));
      }
    } catch (error) {
      // A refused write (a concurrent save won) may mean the cached form is behind.
      if (error instanceof FormRequestError) deps.cache?.forget(token);
      if (error instanceof EmailTaken) return refuse(formMessages.emailTaken);
      throw error;
    }
    deps.cache?.set(
      token,
      formAfterSave(row, {
        pageCode: page.code,
        values: stored,
        writeDate,
        ...(completes ? { completedBy: { ownerId } } : {}),
      }),
    );
    const message = !completes
      ? formMessages.pageSaved
      : newUser
        ? formMessages.registrationSubmitted
        : formMessages.formSubmitted;
    return {
      message,
      form: summary(row, form, completes ? pageCodesOf(form, nextSaved, true) : nextCodes),
      page: pageView(page, {
        state: "done",
        values: stored,
        secretFields: secrets,
        formToken: row.token,
        payment: servedPayment(row, page),
      }),
    };
  }

  async function create(form: CompiledForm, ownerId: number | null, name: string) {
    const token = newFormToken();
    const id = await insertForm(db, {
      token,
      ownerId,
      formTypeCode: form.code,
      name,
      writeDate: deps.clock(),
    });
    return { id, token };
  }

  return {
    load,
    save,

    async startApplication() {
      const form = catalogue.get(deps.registrationFormType)!;
      const { token } = await create(form, null, form.name);
      return load({ kind: "applicant" }, form.code, token);
    },

    async add(userId, formType) {
      const type = await findAddableFormType(db, userId, formType);
      const form = catalogue.get(formType);
      if (!type || !form) {
        throw new FormRequestError(
          400,
          formMessages.cannotAdd(type?.name ?? form?.name ?? formType),
        );
      }
      const { token } = await create(form, userId, type.name);
      const opened = await load({ kind: "owner", userId }, formType, token);
      return { message: formMessages.formCreated(type.name), ...opened };
    },

    async remove(userId, formType, token) {
      const row = await findForm(
        db,
        { token, formTypeCode: formType, ownerId: userId },
        { pages: [], fields: [] },
      );
      if (!row) throw new FormRequestError(404, formMessages.formNotFound);
      const type = await findFormType(db, row.formTypeCode);
      const { canDelete } = formPermissions(row, userId, {
        code: row.formTypeCode,
        deletable: type?.deletable ?? false,
      });
      if (!canDelete) throw new FormRequestError(400, formMessages.cannotDelete);
      await deleteFormOfOwner(db, row.id, userId);
      deps.cache?.forget(token);
      return { message: formMessages.formDeleted(row.name) };
    },
  };
}

/** The account a submitted registration creates, from its saved account page. */
function accountOf(form: CompiledForm, saved: SavedValues) {
  const account = form.account!;
  const values = savedPageValues(saved, account.page) ?? {};
  const text = (name: string | undefined) => {
    const value = name === undefined ? undefined : values[name];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  const firstName = text(account.firstName);
  const displayName = [firstName, text(account.surname)].filter(Boolean).join(" ") || undefined;
  return {
    email: normaliseEmail(text(account.email) ?? ""),
    passwordHash: text(account.password) ?? "",
    firstName: firstName ?? null,
    displayName: displayName ?? null,
  };
}
