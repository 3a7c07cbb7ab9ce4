// The desk's view of one renewal round (registrars and admins): who must renew for it and where
// each stands, who has not filed with the last reminder they were sent, a reminder sent now
// from the desk, and the not-filed list as CSV. A round is named in paths by its year code:
// "2027-2028" for the practising year "2027/2028".
import { z } from "zod";
import { MAX_ROW_ID } from "../constants.ts";
import { professionNames } from "../professions.ts";
import { deskPageOf, deskPageQuery } from "./review.ts";
import { roundPaths } from "./rounds.ts";

export const YEAR_CODE_PATTERN = /^\d{4}-\d{4}$/;

const roundPath = roundPaths.round;

export const roundViewPaths = {
  summary: (yearCode: string) => `${roundPath(yearCode)}/summary`,
  notFiled: (yearCode: string) => `${roundPath(yearCode)}/not-filed`,
  notFiledCsv: (yearCode: string) => `${roundPath(yearCode)}/not-filed.csv`,
  reminders: (yearCode: string) => `${roundPath(yearCode)}/reminders`,
  /** The desk's screen of a round. */
  screen: (yearCode: string) => `/desk/rounds/${encodeURIComponent(yearCode)}`,
} as const;

export const renewalStatusNames = [
  "not_started",
  "in_progress",
  "submitted",
  "returned",
  "accepted",
  "expired",
] as const;
export const renewalStatusSchema = z
  .enum(renewalStatusNames)
  .describe(
    "not_started (no APC for the round, or no portal account), in_progress, submitted " +
      "(awaiting a decision), returned (sent back for changes), accepted (the year's " +
      "certificate issued), expired (lapsed at the end of grace)",
  );
export type RenewalStatus = z.infer<typeof renewalStatusSchema>;

/** The statuses of those who have not filed: the reminders' and the not-filed list's. */
/** Who has not filed: those who still may, and those whose certificate lapsed without it. */
export const notFiledStatuses = ["not_started", "in_progress", "returned", "expired"] as const;

export const renewalStatusLabels: Record<RenewalStatus, string> = {
  not_started: "Not started",
  in_progress: "In progress",
  submitted: "Submitted",
  returned: "Returned",
  accepted: "Accepted",
  expired: "Expired",
};

/** A profession of the register, or "" for a practitioner without a scope the lists name. */
const professionSchema = z.union([z.enum(professionNames), z.literal("")]);

export const roundParamsSchema = z.object({
  yearCode: z
    .string()
    .refine((code: string) => YEAR_CODE_PATTERN.test(code), {
      message: 'A round is named by its year code, e.g. "2027-2028".',
    })
    .describe('The round\'s year code, e.g. "2027-2028"'),
});

/** A count for each status: `some` given, the others 0. */
export const renewalCounts = (some: Partial<Record<RenewalStatus, number>> = {}) =>
  Object.fromEntries(renewalStatusNames.map((s) => [s, some[s] ?? 0])) as Record<
    RenewalStatus,
    number
  >;

const countsSchema = z.record(renewalStatusSchema, z.number().int());

export const roundSummarySchema = z.object({
  year: z.string().describe('e.g. "2027/2028"'),
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  opensOn: z.iso.date(),
  deadline: z.iso.date(),
  graceEndsOn: z.iso
    .date()
    .describe("The last day of grace: certificates not renewed lapse after it"),
  feeCents: z.number().int(),
  total: z.number().int().describe("Everyone who must renew for the round"),
  counts: countsSchema.describe("How many stand in each status"),
  byProfession: z
    .array(
      z.object({ profession: professionSchema, total: z.number().int(), counts: countsSchema }),
    )
    .describe(
      "The same by profession (of the practitioner's first scope), in the register's order",
    ),
});
export type RoundSummary = z.infer<typeof roundSummarySchema>;

export const notFiledQuerySchema = z.object(deskPageQuery);

/** How many the desk's screen lists a page of who has not filed. */
export const NOT_FILED_PAGE_SIZE = 25;

export const lastReminderSchema = z.object({
  step: z
    .string()
    .describe(
      'The schedule\'s step ("opens", "42-days" … "grace-ending"), or "desk" for one sent from the desk',
    ),
  sentAt: z.iso.datetime(),
});

export const notFiledItemSchema = z.object({
  practitionerId: z.number().int(),
  name: z.string(),
  registrationNumber: z.string().describe("The register's Person ID"),
  profession: professionSchema,
  status: z.enum(notFiledStatuses),
  email: z
    .string()
    .nullable()
    .describe(
      "Where a reminder goes: the portal account's e-mail, else the register's; null for neither",
    ),
  hasAccount: z
    .boolean()
    .describe("Whether they have a portal account: without, a reminder carries an activation link"),
  lastReminder: lastReminderSchema.nullable(),
});
export type NotFiledItem = z.infer<typeof notFiledItemSchema>;

export const notFiledPageSchema = deskPageOf(notFiledItemSchema, "By surname, first names");
export type NotFiledPage = z.infer<typeof notFiledPageSchema>;

export const sendReminderBodySchema = z.object({
  practitionerId: z.number().int().min(1).max(MAX_ROW_ID).describe("Who to remind"),
});
export type SendReminderBody = z.infer<typeof sendReminderBodySchema>;

export const sentReminderSchema = z.object({
  practitionerId: z.number().int(),
  email: z.string(),
  sentAt: z.iso.datetime(),
  message: z.string().describe("What the desk shows"),
});
export type SentReminder = z.infer<typeof sentReminderSchema>;

export const roundViewMessages = {
  roundNotFound: "No renewal round has this year.",
  notDue: "This practitioner does not have to renew for this round.",
  filed: (status: string) =>
    `This practitioner has filed for this round (${status.toLowerCase()}): no reminder is sent.`,
  lapsed: "This practitioner's certificate has expired: no renewal reminder is sent.",
  noAccount:
    "This practitioner has neither a portal account nor an e-mail address on the register to send a reminder to.",
  sentToday: "A reminder was sent to this practitioner from the desk today already.",
  sent: (name: string, email: string) => `Reminder sent to ${name} (${email}).`,
} as const;
