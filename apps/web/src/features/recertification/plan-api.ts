// The development plan's calls (contract: cpd-plan.ts), each with the session: the plan, and
// the writes, which answer the plan as it is after them with what they did.
import {
  cpdPlanPaths,
  cpdPlanSchema,
  type PlanGoalBody,
  type PlanGoalChange,
  type PlanReviewBody,
  planAnswerSchema,
} from "@portal/contract";
import { requestJson } from "../../lib/http-client.ts";

export const loadPlan = (sessionId: string, signal: AbortSignal) =>
  requestJson(cpdPlanPaths.plan, cpdPlanSchema, { sessionId, signal });

const write = (
  sessionId: string,
  method: "POST" | "PUT" | "DELETE",
  path: string,
  json?: unknown,
) =>
  requestJson(path, planAnswerSchema, {
    method,
    sessionId,
    ...(json === undefined ? {} : { json }),
    timeouts: "save",
  });

export const addGoal = (sessionId: string, body: PlanGoalBody) =>
  write(sessionId, "POST", cpdPlanPaths.goals, body);

export const changeGoal = (sessionId: string, goalId: number, body: PlanGoalChange) =>
  write(sessionId, "PUT", cpdPlanPaths.goal(goalId), body);

export const removeGoal = (sessionId: string, goalId: number) =>
  write(sessionId, "DELETE", cpdPlanPaths.goal(goalId));

export const recordReview = (sessionId: string, body: PlanReviewBody) =>
  write(sessionId, "PUT", cpdPlanPaths.review, body);
