// The routes of the signed-in practitioner's development plan (contract: cpd-plan.ts), and the
// CPD form's option list of their goals, which is answered here rather than among the public
// lists: it is theirs alone. Thin: session, parse, delegate, answer; the person comes from the
// session's link to the register (plan.ts), never from the request.
import {
  cpdPlanPaths,
  cpdPlanSchema,
  messageResponseSchema,
  optionListSchema,
  planAnswerSchema,
  planGoalBodySchema,
  planGoalChangeSchema,
  planGoalParamsSchema,
  planMessages,
  planReviewBodySchema,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ClientError } from "../../http/client-error.ts";
import { idOf } from "../../http/desk-wire.ts";
import type { PlanDesk } from "./plan.ts";

const portalRoute = { tags: ["recertification"] } as const;
const refusals = {
  400: messageResponseSchema,
  401: messageResponseSchema,
  404: messageResponseSchema,
  409: messageResponseSchema,
};
const CYCLE_ONLY = "404 for a cycle the practitioner is not in today.";
const GOAL_RULES = `400 for a target date outside the cycle, with the contract's message. ${CYCLE_ONLY}`;
const GOAL_PATH = cpdPlanPaths.goal(":goalId").replace("%3A", ":");

/** The goal id of the path; any id not a goal of the caller's is not found. */
function goalIdOf(text: string): number {
  const id = idOf(text);
  if (Number.isNaN(id)) throw new ClientError(404, planMessages.goalNotFound);
  return id;
}

export function registerPlanRoutes(root: FastifyInstance, plans: PlanDesk): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const onRequest = root.requireSession;

  app.get(
    cpdPlanPaths.plan,
    {
      onRequest,
      schema: {
        ...portalRoute,
        summary: "The signed-in practitioner's development plan in each cycle they are in",
        description:
          "Goals with their linked CPD activities and the review with the peer, for the cycle " +
          "in force today of each profession held; the peer of the latest peer relationship form.",
        response: { 200: cpdPlanSchema, 401: messageResponseSchema },
      },
    },
    async (request) => plans.plan(request.session.userId),
  );

  app.get(
    cpdPlanPaths.goalOptions,
    {
      onRequest,
      schema: {
        ...portalRoute,
        summary: "The signed-in practitioner's goals as the CPD activity form's options",
        description: "Answered from the session alone; the form's context parameters are ignored.",
        querystring: z.object({}).catchall(z.string().max(1000)),
        response: { 200: optionListSchema, 401: messageResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return plans.goalOptions(request.session.userId);
    },
  );

  app.post(
    cpdPlanPaths.goals,
    {
      onRequest,
      schema: {
        ...portalRoute,
        summary: "Add a goal to the plan",
        description: GOAL_RULES,
        body: planGoalBodySchema,
        response: { 200: planAnswerSchema, ...refusals },
      },
    },
    async (request) => plans.addGoal(request.session.userId, request.body),
  );

  app.put(
    GOAL_PATH,
    {
      onRequest,
      schema: {
        ...portalRoute,
        summary: "Change a goal of the plan",
        description: `404 for a goal not the caller's. ${GOAL_RULES}`,
        params: planGoalParamsSchema,
        body: planGoalChangeSchema,
        response: { 200: planAnswerSchema, ...refusals },
      },
    },
    async (request) =>
      plans.changeGoal(request.session.userId, goalIdOf(request.params.goalId), request.body),
  );

  app.delete(
    GOAL_PATH,
    {
      onRequest,
      schema: {
        ...portalRoute,
        summary: "Remove a goal from the plan",
        description:
          "404 for a goal not the caller's; 409 while completed CPD activities are linked to it.",
        params: planGoalParamsSchema,
        response: { 200: planAnswerSchema, ...refusals },
      },
    },
    async (request) => plans.removeGoal(request.session.userId, goalIdOf(request.params.goalId)),
  );

  app.put(
    cpdPlanPaths.review,
    {
      onRequest,
      schema: {
        ...portalRoute,
        summary: "Record the plan's review with the professional peer",
        description:
          "The peer is the latest peer relationship form's, else the name typed. 400 for a " +
          `date in the future or outside the cycle, or no peer; 409 for a plan without goals. ${CYCLE_ONLY}`,
        body: planReviewBodySchema,
        response: { 200: planAnswerSchema, ...refusals },
      },
    },
    async (request) => plans.recordReview(request.session.userId, request.body),
  );
}
