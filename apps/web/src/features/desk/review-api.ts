import {
  acceptResponseSchema,
  claimResponseSchema,
  decisionResponseSchema,
  deskPaths,
  type FieldMessageBody,
  releaseResponseSchema,
  reviewQueueSchema,
  submissionViewSchema,
} from "@portal/contract";
import { deskCall } from "./desk-api.ts";

export interface QueueFilter {
  formType?: string | undefined;
  status?: string | undefined;
  /** YYYY-MM-DD. */
  from?: string | undefined;
  /** YYYY-MM-DD, inclusive here: the service's `to` is exclusive, so the next day is sent. */
  to?: string | undefined;
  /** From 1. */
  page: number;
}

export const QUEUE_PAGE_SIZE = 20;

function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export function fetchQueue(filter: QueueFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(filter.page),
    pageSize: String(QUEUE_PAGE_SIZE),
  });
  if (filter.formType) query.set("formType", filter.formType);
  if (filter.status) query.set("status", filter.status);
  if (filter.from) query.set("from", filter.from);
  if (filter.to) query.set("to", dayAfter(filter.to));
  return deskCall(`${deskPaths.submissions}?${query}`, reviewQueueSchema, { signal });
}

export const fetchSubmission = (id: string, signal?: AbortSignal) =>
  deskCall(deskPaths.submission(id), submissionViewSchema, { signal });

export const claimSubmission = (id: number | string) =>
  deskCall(deskPaths.claim(id), claimResponseSchema, { method: "POST" });

export const releaseSubmission = (id: number | string) =>
  deskCall(deskPaths.release(id), releaseResponseSchema, { method: "POST" });

export const returnSubmission = (
  id: number | string,
  body: { note: string; messages: FieldMessageBody[] },
) => deskCall(deskPaths.returnForChanges(id), decisionResponseSchema, { method: "POST", body });

export const acceptSubmission = (id: number | string) =>
  deskCall(deskPaths.accept(id), acceptResponseSchema, { method: "POST" });

export const declineSubmission = (id: number | string, reason: string) =>
  deskCall(deskPaths.decline(id), decisionResponseSchema, { method: "POST", body: { reason } });
