// The staff audit trail over the desk API (admins only): every view, claim, release, decision,
// file download and register edit, newest first, and as CSV for the regulator's own records.
import { z } from "zod";
import { MAX_ROW_ID } from "../constants.ts";
import { deskInstantQuery, deskPageOf, deskPageQuery } from "./review.ts";

/** An id to filter by: a larger one is refused at the edge, not sent to the database. */
const idFilter = z.coerce.number().int().min(1).max(MAX_ROW_ID);

export const staffAuditQuerySchema = z.object({
  from: deskInstantQuery.optional().describe("At or after this"),
  to: deskInstantQuery.optional().describe("Before this (exclusive)"),
  staffId: idFilter.optional().describe("Only this staff member's"),
  action: z.string().max(60).optional().describe("Only this action, e.g. submission.accepted"),
  submissionId: idFilter.optional().describe("Only about this one"),
  ...deskPageQuery,
});
export type StaffAuditQuery = z.infer<typeof staffAuditQuerySchema>;

export const staffAuditCsvQuerySchema = staffAuditQuerySchema.pick({ from: true, to: true });

export const staffAuditEventSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  staffId: z.number().int(),
  staffEmail: z.string(),
  action: z.string(),
  submissionId: z.number().int().nullable(),
  before: z.record(z.string(), z.unknown()).nullable().describe("What it changed, before"),
  after: z.record(z.string(), z.unknown()).nullable().describe("What it changed, after"),
});
export type StaffAuditEvent = z.infer<typeof staffAuditEventSchema>;

export const staffAuditPageSchema = deskPageOf(staffAuditEventSchema, "Newest first");
export type StaffAuditPage = z.infer<typeof staffAuditPageSchema>;
