// The form calls of SPEC §7 at their exact paths: apply (anonymous registration), form (a
// session's own forms), form_add and DELETE form. Thin: parse, authorise, delegate to the
// form page service. A refused save is still 200 – the page comes back in state "error" with
// its fields' state and message (docs/decisions: validation failures answer 200) – while a
// request that could not come from the portal is a 4xx { message }.
import { formResponseSchema, messageResponseSchema } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rateLimitFor } from "../../http/rate-limits.ts";
import {
  errorResponses,
  FORM_POST_BODY_LIMIT,
  pageBody,
  plainJson,
  formSegment as segment,
} from "./form-route-parts.ts";
import type { AnonymousForm } from "./pages/anonymous-form.ts";
import type { LoadPage } from "./pages/load-page.ts";
import type { SavePage } from "./pages/save-page.ts";
import type { FormsService } from "./service.ts";

const registry = "/registry/api/v1";
export interface FormRouteDeps {
  pages: { load: LoadPage; save: SavePage };
  forms: Pick<FormsService, "add" | "remove">;
  /** The registration application, reached by its token alone. */
  application: AnonymousForm;
}

export function registerFormRoutes(root: FastifyInstance, deps: FormRouteDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { pages, forms, application } = deps;
  const tags = ["forms"];
  const security = [{ session: [] }];
  /** A signed-in user's call: the session required, documented with `summary`. */
  const signedIn = <Params extends z.ZodType, Response extends Record<number, z.ZodType>>(
    summary: string,
    params: Params,
    response: Response,
  ) => ({
    onRequest: app.requireSession,
    ...plainJson,
    schema: { tags, security, summary, params, response },
  });

  // ── Anonymous registration ───────────────────────────────────────────────────────────────
  app.get(
    `${registry}/apply`,
    {
      config: rateLimitFor("startRegistration"),
      ...plainJson,
      schema: {
        tags,
        summary: "Start a registration application (the configured registrationFormType)",
        description:
          "Creates a new anonymous instance; its formToken is the formId of later calls.",
        response: { 200: formResponseSchema },
      },
    },
    async (request) => {
      return application.start(request.ip);
    },
  );
  app.get(
    `${registry}/apply/:formId`,
    {
      ...plainJson,
      schema: {
        tags,
        summary: "A registration application at its first open page",
        params: z.object({ formId: segment }),
        response: { 200: formResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      return application.load(request.params.formId);
    },
  );
  app.get(
    `${registry}/apply/:formId/:page`,
    {
      ...plainJson,
      schema: {
        tags,
        summary: "One page of a registration application",
        params: z.object({ formId: segment, page: segment }),
        response: { 200: formResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { formId, page } = request.params;
      return application.load(formId, page);
    },
  );
  app.post(
    `${registry}/apply/:formId/:page`,
    {
      bodyLimit: FORM_POST_BODY_LIMIT,
      ...plainJson,
      schema: {
        tags,
        summary: "Save a page of a registration application (its last page creates the account)",
        consumes: ["application/x-www-form-urlencoded", "application/json"],
        params: z.object({ formId: segment, page: segment }),
        body: pageBody,
        response: { 200: formResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { formId, page } = request.params;
      return application.save(formId, page, request.body?.page, request.ip);
    },
  );

  // ── A signed-in user's forms ─────────────────────────────────────────────────────────────
  const formParams = z.object({ formType: segment, formId: segment });
  app.get(
    `${registry}/form/:formType/:formId`,
    signedIn("A form at its first enabled page not yet done", formParams, {
      200: formResponseSchema,
      ...errorResponses,
    }),
    async (request) => {
      const { formType, formId } = request.params;
      return pages.load(owner(request.session.userId), formType, formId);
    },
  );
  app.get(
    `${registry}/form/:formType/:formId/:page`,
    signedIn(
      "One page of a form; refused (400) unless its pageState is enabled",
      formParams.extend({ page: segment }),
      { 200: formResponseSchema, ...errorResponses },
    ),
    async (request) => {
      const { formType, formId, page } = request.params;
      return pages.load(owner(request.session.userId), formType, formId, page);
    },
  );
  app.post(
    `${registry}/form/:formType/:formId/:formPage`,
    {
      onRequest: app.requireSession,
      bodyLimit: FORM_POST_BODY_LIMIT,
      ...plainJson,
      schema: {
        tags,
        security,
        summary: "Save a page (form-encoded: one field `page` holding the JSON of the values)",
        description:
          "200 with page.state 'done' and a message when saved; 200 with page.state 'error', " +
          "the fields' state/message (per row in repeating groups) and a message when refused; " +
          "400 {message} for malformed JSON, unknown fields or values of the wrong type.",
        consumes: ["application/x-www-form-urlencoded", "application/json"],
        params: formParams.extend({ formPage: segment }),
        body: pageBody,
        response: { 200: formResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { formType, formId, formPage } = request.params;
      return pages.save(
        owner(request.session.userId),
        formType,
        formId,
        formPage,
        request.body?.page,
        request.ip,
      );
    },
  );
  app.get(
    `${registry}/form_add/:formType`,
    signedIn(
      "Start a new form of an addable type on one of the user's tiles",
      z.object({ formType: segment }),
      { 200: formResponseSchema, 400: messageResponseSchema },
    ),
    async (request) => {
      return forms.add(request.session.userId, request.params.formType, request.ip);
    },
  );
  app.delete(
    `${registry}/form/:formType/:formId`,
    signedIn("Delete one of the user's in-progress forms of a deletable type", formParams, {
      200: messageResponseSchema,
      ...errorResponses,
    }),
    async (request) => {
      const { formType, formId } = request.params;
      return forms.remove(request.session.userId, formType, formId, request.ip);
    },
  );
}

const owner = (userId: number) => ({ kind: "owner", userId }) as const;
