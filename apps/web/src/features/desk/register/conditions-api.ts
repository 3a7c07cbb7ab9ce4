import {
  type ConditionBody,
  deskPaths,
  type LiftConditionBody,
  registerHistorySchema,
} from "@portal/contract";
import { deskCall } from "../desk-api.ts";

/** A practitioner's history, newest first, and every condition on their practice. */
export const fetchRegisterHistory = (personId: string, signal?: AbortSignal) =>
  deskCall(deskPaths.registerHistory(personId), registerHistorySchema, { signal });

/** Imposes a condition, or with `conditionId` varies that one's terms; answers the new history. */
export const saveCondition = (personId: string, body: ConditionBody, conditionId?: number) =>
  conditionId === undefined
    ? deskCall(deskPaths.conditions(personId), registerHistorySchema, { method: "POST", body })
    : deskCall(deskPaths.condition(personId, conditionId), registerHistorySchema, {
        method: "PUT",
        body,
      });

/** Lifts a condition from a day; answers the new history. */
export const liftCondition = (personId: string, conditionId: number, body: LiftConditionBody) =>
  deskCall(deskPaths.liftCondition(personId, conditionId), registerHistorySchema, {
    method: "POST",
    body,
  });
