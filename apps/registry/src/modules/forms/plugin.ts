// The forms module as the app loads it: the definitions' versions, the form instances (and
// their cache), serving and saving pages, and the calls of SPEC §7 over them. What others do
// when a form moves (the registrar's review, a registration's account, a payment) or shows on a
// page (a practitioner's recertification cycles) is given through the seams this module
// declares (review-seam.ts, saving/form-completion.ts, pages/page-inserts.ts), so this module
// imports none of them.
import fp from "fastify-plugin";
import type { Clock } from "../../core/clock.ts";
import {
  createPaymentIntents,
  PAYMENT_INTENT_KEY_FILE,
  type PaymentIntents,
} from "../../core/payment-intents.ts";
import { persistentSecret } from "../../core/persistent-secret.ts";
import type { Db, Executor } from "../../db/client.ts";
import { registrationFormTypeOf } from "../portal-config/index.ts";
import type { FormCatalogue } from "./definitions/load/form-catalogue.ts";
import { roundReader } from "./definitions/load/round-definitions.ts";
import { createFormCache, type FormCache } from "./form-cache.ts";
import { formMessages } from "./form-errors.ts";
import type { AnonymousForm } from "./pages/anonymous-form.ts";
import { createPageLoader } from "./pages/load-page.ts";
import { createOwnerOptions, type OwnerOptions } from "./pages/owner-options.ts";
import { createPageInserts, type PageInserts } from "./pages/page-inserts.ts";
import { createPageSaver } from "./pages/save-page.ts";
import type { FormReview } from "./review-seam.ts";
import { registerFormRoutes } from "./routes.ts";
import { createFormCompletions, type FormCompletions } from "./saving/form-completion.ts";
import { createFormsService, type FormsService } from "./service.ts";
import { registerFormVersions } from "./versions/form-versions.ts";

/** What the app's other modules read of the forms module. */
export interface FormsModule {
  service: FormsService;
  catalogue: FormCatalogue;
  /** Only when this process is the database's only client (PGlite). */
  cache: FormCache | undefined;
  review: FormReview;
  /** The signed payment intents invoice pages carry. */
  intents: PaymentIntents;
  /** Where a module says what it computes into a page's placeholder as the page is served. */
  inserts: PageInserts;
  /** Where a module owning a form type says what completing it also does. */
  completions: FormCompletions;
  /** Where a module answers an option list of an owner's own things (its save check). */
  ownerOptions: OwnerOptions;
  /** An anonymous form type (no owner, its token the key), told `submitted` once it is. */
  anonymous(formType: string, submitted: string): AnonymousForm;
}

declare module "fastify" {
  interface FastifyInstance {
    forms: FormsModule;
  }
}

export interface FormsOptions {
  /** The registrar's review of submitted forms, as this module sees it. */
  review: (deps: { db: Db; clock: Clock; catalogue: FormCatalogue }) => FormReview;
  /** Whether a form's payment is approved already (a paid form returned for changes). */
  paid: (ex: Executor, formId: number) => Promise<boolean>;
  /** PGlite gets one unless given (tests inspect it); PostgreSQL none. */
  cache?: FormCache | undefined;
}

export const formsPlugin = fp<FormsOptions>(
  async (app, options) => {
    const { db, clock, config, audit, passwords, metrics, singleProcess, today } = app.core;
    // Each form is read with the definition version it was created on (decision 037).
    // A form filed for a practising round reads its year, dates and fee from its round.
    const catalogue = await registerFormVersions(db, config.forms, roundReader(db, today));
    const cache = options.cache ?? (singleProcess ? createFormCache() : undefined);
    const review = options.review({ db, clock, catalogue });
    // Served invoice pages carry a signed payment intent; the payment endpoint checks it.
    const intents = createPaymentIntents({
      key: config.paymentIntentKey ?? persistentSecret(config.dataDir, PAYMENT_INTENT_KEY_FILE),
      clock,
    });
    const inserts = createPageInserts();
    const instances = { db, cache, catalogue, paymentIntents: intents, review, inserts };
    const completions = createFormCompletions();
    const ownerOptions = createOwnerOptions();
    const loadPage = createPageLoader(instances);
    const savePage = createPageSaver({
      ...instances,
      clock,
      passwordMinLength: config.passwordMinLength,
      passwords,
      completions,
      ownerOptions,
      paid: (formId) => options.paid(db, formId),
      audit,
      metrics: metrics.pageSaves,
    });
    const service = createFormsService({
      ...instances,
      clock,
      loadPage,
      audit,
      timeZone: config.portal.timeZone,
    });
    const anonymous = (formType: string, submitted: string): AnonymousForm => {
      const access = { kind: "anonymous", formType, submitted } as const;
      return {
        start: (ip) => service.startAnonymous(access, ip),
        load: (token, pageCode) => loadPage(access, formType, token, pageCode),
        save: (token, pageCode, page, ip) => savePage(access, formType, token, pageCode, page, ip),
      };
    };
    app.decorate("forms", {
      service,
      catalogue,
      cache,
      review,
      intents,
      inserts,
      completions,
      ownerOptions,
      anonymous,
    });
    const registration = registrationFormTypeOf(config.portal);
    registerFormRoutes(app, {
      pages: { load: loadPage, save: savePage },
      forms: service,
      application: anonymous(registration, formMessages.applicationSubmitted),
    });
  },
  { name: "forms", dependencies: ["core"] },
);
