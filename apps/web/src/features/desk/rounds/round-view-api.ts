import {
  NOT_FILED_PAGE_SIZE,
  notFiledPageSchema,
  roundSummarySchema,
  roundViewPaths,
  sentReminderSchema,
} from "@portal/contract";
import { deskCall } from "../desk-api.ts";

export const fetchRoundSummary = (yearCode: string, signal?: AbortSignal) =>
  deskCall(roundViewPaths.summary(yearCode), roundSummarySchema, { signal });

export function fetchNotFiled(yearCode: string, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(page),
    pageSize: String(NOT_FILED_PAGE_SIZE),
  });
  return deskCall(`${roundViewPaths.notFiled(yearCode)}?${query}`, notFiledPageSchema, { signal });
}

export const sendReminderNow = (yearCode: string, practitionerId: number) =>
  deskCall(roundViewPaths.reminders(yearCode), sentReminderSchema, {
    method: "POST",
    body: { practitionerId },
  });
