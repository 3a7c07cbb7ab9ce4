// The review queue, oldest first, with counts by status and form type. Each submission is
// shown with its form's name, its applicant and who claimed it, read from the forms, users and
// staff modules for the page's rows at once.
import type { Executor } from "../../../db/client.ts";
import { ClientError } from "../../../http/client-error.ts";
import { findFormsForReview } from "../../forms/index.ts";
import { findStaffEmails } from "../../staff/index.ts";
import { findUsersByIds } from "../../users/index.ts";
import { reviewRefusals } from "../review-texts.ts";
import {
  countByStatusAndType,
  countQueue,
  findQueuePage,
  type QueueFilter,
  type ReviewStatus,
} from "./store.ts";

export interface QueueRequest extends QueueFilter {
  /** From 1. */
  page: number;
  pageSize: number;
}

const MAX_PAGE_SIZE = 200;

/** Rows of submissions with their form's name beside each. */
export async function withFormNames<T extends { formId: number }>(ex: Executor, rows: T[]) {
  const names = new Map(
    (
      await findFormsForReview(
        ex,
        rows.map((r) => r.formId),
      )
    ).map((f) => [f.id, f.name]),
  );
  return rows.map((r) => ({ ...r, formName: names.get(r.formId) ?? "" }));
}

const noneByStatus = (): Record<ReviewStatus, number> => ({
  awaiting: 0,
  returned: 0,
  accepted: 0,
  declined: 0,
});

export async function listQueue(ex: Executor, request: QueueRequest) {
  const { page, pageSize, ...filter } = request;
  if (!Number.isSafeInteger(page) || page < 1 || !Number.isSafeInteger(pageSize)) {
    throw new ClientError(400, reviewRefusals.badPage);
  }
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw new ClientError(400, reviewRefusals.badPage);
  const rows = await withFormNames(
    ex,
    await findQueuePage(ex, filter, (page - 1) * pageSize, pageSize),
  );
  const applicants = new Map(
    (
      await findUsersByIds(
        ex,
        rows.map((r) => r.userId),
      )
    ).map((u) => [u.id, u]),
  );
  const claimants = await findStaffEmails(
    ex,
    rows.flatMap((r) => (r.claimedBy === null ? [] : [r.claimedBy])),
  );
  const items = rows.map((r) => {
    const applicant = applicants.get(r.userId);
    return {
      ...r,
      claimedByEmail: r.claimedBy === null ? null : (claimants.get(r.claimedBy) ?? null),
      applicant: applicant?.displayName ?? applicant?.email ?? "",
      email: applicant?.email ?? "",
    };
  });
  const [total, counted] = [await countQueue(ex, filter), await countByStatusAndType(ex, filter)];
  const byStatus = noneByStatus();
  const byFormType: Record<string, Record<ReviewStatus, number>> = {};
  for (const c of counted) {
    byStatus[c.status] += c.n;
    byFormType[c.formType] ??= noneByStatus();
    byFormType[c.formType]![c.status] += c.n;
  }
  return { total, page, pageSize, items, counts: { byStatus, byFormType } };
}
