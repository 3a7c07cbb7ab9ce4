// Raising a concern, with no account (contract: concerns.ts): start a CONCERN form (captcha),
// read and save its pages by its token as the portal's form engine does, and have a link back
// to it e-mailed. Writes come only from the portal's own pages; the start and the link, which
// cost the service a form or an e-mail, as JSON only and each with a solved captcha.
import {
  concernMessages,
  concernPaths,
  concernResumeLinkSchema,
  concernStartSchema,
  type FormResponse,
  formResponseSchema,
  messageResponseSchema,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { jsonFromOwnPages, onlyFromOwnPages } from "../../http/own-pages.ts";
import { rateLimitFor } from "../../http/rate-limits.ts";
import {
  type AnonymousForm,
  FORM_POST_BODY_LIMIT,
  formErrorResponses,
  formSegment,
  pageBody,
  plainJson,
} from "../forms/index.ts";

const tags = ["concerns"];
const notFromThePortal = { 403: messageResponseSchema, 415: messageResponseSchema };
const refusals = { ...formErrorResponses, 429: messageResponseSchema };
// Spelled out where the path has parameters: the contract's functions would encode the ":".
const formPath = `${concernPaths.start}/:formId`;
const pagePath = `${formPath}/pages/:page`;
const formParams = z.object({ formId: formSegment });
const pageParams = formParams.extend({ page: formSegment });

export interface ConcernRouteDeps {
  concerns: AnonymousForm;
  /** Starts a concern once the captcha is solved. */
  start: (captchaToken: string | undefined, ip: string) => Promise<FormResponse>;
  sendResumeLink: (
    formId: string,
    body: z.infer<typeof concernResumeLinkSchema>,
    ip: string,
  ) => Promise<void>;
}

export function registerConcernRoutes(
  root: FastifyInstance,
  deps: ConcernRouteDeps,
  publicOrigin: string,
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const json = jsonFromOwnPages(publicOrigin, concernMessages);
  const { concerns } = deps;

  app.post(
    concernPaths.start,
    {
      config: rateLimitFor("concernStart"),
      preValidation: json,
      ...plainJson,
      schema: {
        tags,
        summary: "Start raising a concern: a new CONCERN form at its first page",
        description: "Its formToken is the only key to it. A solved captcha is required.",
        body: concernStartSchema,
        response: { 200: formResponseSchema, ...refusals, ...notFromThePortal },
      },
    },
    async (request) => deps.start(request.body.captchaToken, request.ip),
  );
  app.get(
    formPath,
    {
      ...plainJson,
      schema: {
        tags,
        summary: "A concern at its first open page (or that it was submitted)",
        params: formParams,
        response: { 200: formResponseSchema, ...refusals },
      },
    },
    async (request) => concerns.load(request.params.formId),
  );
  app.get(
    pagePath,
    {
      ...plainJson,
      schema: {
        tags,
        summary: "One page of a concern",
        params: pageParams,
        response: { 200: formResponseSchema, ...refusals },
      },
    },
    async (request) => concerns.load(request.params.formId, request.params.page),
  );
  app.post(
    pagePath,
    {
      bodyLimit: FORM_POST_BODY_LIMIT,
      preValidation: onlyFromOwnPages(publicOrigin, concernMessages),
      ...plainJson,
      schema: {
        tags,
        summary: "Save a page of a concern (its last page submits it and answers its reference)",
        consumes: ["application/x-www-form-urlencoded", "application/json"],
        params: pageParams,
        body: pageBody,
        response: { 200: formResponseSchema, ...refusals, 403: messageResponseSchema },
      },
    },
    async (request) => {
      const { formId, page } = request.params;
      return concerns.save(formId, page, request.body?.page, request.ip);
    },
  );
  app.post(
    `${formPath}/resume-link`,
    {
      config: rateLimitFor("concernLink"),
      preValidation: json,
      schema: {
        tags,
        summary: "E-mail a link back to a concern not yet submitted",
        description:
          "Answers 202 with the same message whether or not a link was sent (the limits per " +
          "mailbox and the service's an hour may stop it). A solved captcha is required.",
        params: formParams,
        body: concernResumeLinkSchema,
        response: { 202: messageResponseSchema, ...refusals, ...notFromThePortal },
      },
    },
    async (request, reply) => {
      await deps.sendResumeLink(request.params.formId, request.body, request.ip);
      return reply.code(202).send({ message: concernMessages.linkSent });
    },
  );
}
