import {
  NOT_FILED_PAGE_SIZE,
  notFiledPageSchema,
  roundSummarySchema,
  roundViewPaths,
  sentReminderSchema,
} from "@portal/contract";
import { deskCall } from "../desk-api.ts";

export const fetchRoundSummary = (yearCode: string) =>
  deskCall(roundViewPaths.summary(yearCode), roundSummarySchema);

export function fetchNotFiled(yearCode: string, page: number) {
  const query = new URLSearchParams({
    page: String(page),
    pageSize: String(NOT_FILED_PAGE_SIZE),
  });
  return deskCall(`${roundViewPaths.notFiled(yearCode)}?${query}`, notFiledPageSchema);
}

export const sendReminderNow = (yearCode: string, practitionerId: number) =>
  deskCall(roundViewPaths.reminders(yearCode), sentReminderSchema, {
    method: "POST",
    body: { practitionerId },
  });
