// The registrar's review over the desk API (docs/decisions/028): the queue, a
// submission read as the applicant answered it, claims and the three decisions. Shapes follow
// the registry's review service (apps/registry/src/modules/review); instants travel as ISO 8601
// strings (UTC).
import { z } from "zod";
import { peerMatchSchema } from "../search.ts";
import { provenIdentitySchema } from "../verified-identity.ts";

const instant = z.iso.datetime().describe("An instant, ISO 8601 in UTC");
const staffId = z.number().int().describe("A staff account's id");

export const reviewStatusSchema = z
  .enum(["awaiting", "returned", "accepted", "declined"])
  .describe("Where a submission stands: awaiting a decision, or the decision made on it");
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** The largest page of the queue or the audit trail. */
export const DESK_MAX_PAGE_SIZE = 200;
export const DESK_DEFAULT_PAGE_SIZE = 50;

const pageQuery = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1).describe("From 1"),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(DESK_MAX_PAGE_SIZE)
    .default(DESK_DEFAULT_PAGE_SIZE)
    .describe(`1 to ${DESK_MAX_PAGE_SIZE}`),
};
export const deskPageQuery = pageQuery;

/** A page of a desk list: how many match, which page and its size, its items in `order`. */
export const deskPageOf = <T extends z.ZodType>(item: T, order: string) =>
  z.object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    items: z.array(item).describe(order),
  });

/** A day (YYYY-MM-DD, from its start on the regulator's calendar) or an instant. */
export const deskInstantQuery = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .describe(
    "YYYY-MM-DD (the day's start in the regulator's time zone) or an ISO 8601 instant with its offset",
  );

export const queueQuerySchema = z.object({
  formType: z.string().max(100).optional().describe("Only submissions of this form type code"),
  status: reviewStatusSchema.optional().describe("Only submissions in this status"),
  from: deskInstantQuery.optional().describe("Submitted at or after this"),
  to: deskInstantQuery.optional().describe("Submitted before this (exclusive)"),
  ...pageQuery,
});
export type QueueQuery = z.infer<typeof queueQuerySchema>;

export const queueItemSchema = z.object({
  id: z.number().int().describe("The submission's id"),
  formId: z.number().int(),
  formType: z.string().describe("The form type code"),
  formName: z.string(),
  round: z.number().int().describe("1, and one more per resubmission after a return"),
  submittedAt: instant,
  status: reviewStatusSchema,
  claimedBy: staffId.nullable().describe("The registrar reviewing it, if claimed"),
  claimedByEmail: z.string().nullable().describe("That registrar's e-mail, if claimed"),
  claimedAt: instant.nullable(),
  userId: z.number().int().describe("The applicant's account"),
  applicant: z.string().describe("The applicant's display name, else e-mail"),
  email: z.string(),
  flagged: z.boolean().describe("The service flagged something on it for the registrar to check"),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

const countsByStatus = z.object({
  awaiting: z.number().int(),
  returned: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
});

export const reviewQueueSchema = z.object({
  total: z.number().int().describe("Submissions matching every filter"),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(queueItemSchema).describe("Oldest first"),
  counts: z
    .object({
      byStatus: countsByStatus,
      byFormType: z.record(z.string(), countsByStatus),
    })
    .describe("Counts with the date filters only (not form type or status)"),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

export const submissionIdParamsSchema = z.object({
  submissionId: z.string().max(12).describe("The submission's id"),
});
export const submissionFileParamsSchema = submissionIdParamsSchema.extend({
  fileId: z.string().max(12).describe("The id of a file of the submission's form"),
});

export const answeredFileSchema = z.object({
  fileId: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
});

export const answerSchema = z.object({
  fieldName: z.string(),
  label: z.string(),
  value: z.string().describe('As the applicant saw it; "" when not answered'),
  files: z.array(answeredFileSchema).optional().describe("Of a file field"),
  changed: z.boolean().describe("Differs from the returned round's answer (round 2 on)"),
});
export type Answer = z.infer<typeof answerSchema>;

export const answeredGroupSchema = z.discriminatedUnion("repeating", [
  z.object({
    groupId: z.string(),
    title: z.string(),
    repeating: z.literal(false),
    answers: z.array(answerSchema),
  }),
  z.object({
    groupId: z.string(),
    title: z.string(),
    repeating: z.literal(true),
    rows: z.array(
      z.object({ row: z.number().int().describe("From 0"), answers: z.array(answerSchema) }),
    ),
  }),
]);
export type AnsweredGroup = z.infer<typeof answeredGroupSchema>;

export const answeredPageSchema = z.object({
  code: z.string(),
  name: z.string(),
  sections: z.array(z.object({ title: z.string(), groups: z.array(answeredGroupSchema) })),
  changed: z.boolean().describe("Some answer on the page changed since the returned round"),
});
export type AnsweredPage = z.infer<typeof answeredPageSchema>;

export const formFileSchema = z.object({
  id: z.number().int().describe("For the submission's file download"),
  name: z.string(),
  type: z.enum(["form", "invoice", "other"]).describe("The form's PDF, a receipt, an upload"),
  mimeType: z.string(),
  size: z.number().int(),
});
export type FormFile = z.infer<typeof formFileSchema>;

export const returnMessageSchema = z.object({
  id: z.number().int(),
  submissionId: z.number().int(),
  formId: z.number().int(),
  pageCode: z.string(),
  fieldName: z.string(),
  rowIndex: z.number().int().nullable().describe("The row of a repeating group, from 0"),
  message: z.string(),
  clearedAt: instant.nullable().describe("When the applicant saved the page again"),
});

export const submissionSummarySchema = z.object({
  id: z.number().int(),
  formId: z.number().int(),
  formType: z.string(),
  formName: z.string(),
  round: z.number().int(),
  submittedAt: instant,
  status: reviewStatusSchema,
});

export const earlierVersionAnswerSchema = z.object({
  page: z.string().describe("The page's name on the version it was answered on"),
  label: z.string(),
  value: z.string().describe("As the applicant saw it"),
  version: z.number().int().describe("The definition version it was answered on"),
});
export type EarlierVersionAnswer = z.infer<typeof earlierVersionAnswerSchema>;

export const submissionFlagSchema = z.object({
  kind: z.enum(["recertification_declaration"]).describe("What was checked"),
  text: z
    .string()
    .describe("What was found, with the figures compared at submission (submissionFlagTexts)"),
  raisedAt: instant,
});
export type SubmissionFlag = z.infer<typeof submissionFlagSchema>;

export const submissionViewSchema = z.object({
  submission: submissionSummarySchema.extend({
    claimedBy: staffId.nullable(),
    claimedByEmail: z.string().nullable().describe("The claimant's e-mail, if claimed"),
    claimedAt: instant.nullable(),
    definitionVersion: z
      .number()
      .int()
      .nullable()
      .describe("The version of the form's definition it was answered on"),
  }),
  flags: z
    .array(submissionFlagSchema)
    .describe("What the service found on submission for the registrar to check, oldest first"),
  pages: z.array(answeredPageSchema).describe("The pages the applicant went through, in order"),
  earlierVersionAnswers: z
    .array(earlierVersionAnswerSchema)
    .describe(
      "Answers to questions a later version of the form no longer asks, kept when the draft " +
        "moved to that version",
    ),
  files: z.array(formFileSchema).describe("Every file of the form"),
  payments: z.array(
    z.object({
      reference: z.string(),
      amountCents: z.number().int(),
      status: z.enum(["pending", "approved", "declined"]),
      decidedAt: instant.nullable(),
      receipt: formFileSchema.optional().describe("The payment's receipt, if rendered"),
    }),
  ),
  decision: z
    .object({
      id: z.number().int(),
      submissionId: z.number().int(),
      staffId,
      at: instant,
      kind: z.enum(["returned", "accepted", "declined"]),
      note: z.string().describe("A return's note, a decline's reason"),
    })
    .nullable(),
  returnMessages: z.array(returnMessageSchema).describe("Of this submission's return"),
  answeredMessages: z
    .array(returnMessageSchema)
    .describe("Of the return this round answers (round 2 on)"),
  applicant: z
    .object({
      userId: z.number().int(),
      email: z.string(),
      firstName: z.string().nullable(),
      displayName: z.string().nullable(),
      register: peerMatchSchema.nullable().describe("Their register record, if any"),
    })
    .nullable(),
  earlierSubmissions: z.array(submissionSummarySchema).describe("The applicant's others"),
  verifiedIdentity: provenIdentitySchema
    .nullable()
    .describe("The identity the applicant proved at the verified-identity provider to apply"),
});
export type SubmissionView = z.infer<typeof submissionViewSchema>;

/** What every answer to a step on one submission starts with. */
const stepOn = { submissionId: z.number().int() };

export const claimResponseSchema = z.object({ ...stepOn, claimedBy: staffId, claimedAt: instant });
export type ClaimResponse = z.infer<typeof claimResponseSchema>;

export const releaseResponseSchema = z.object({ ...stepOn, claimedBy: z.null() });
export type ReleaseResponse = z.infer<typeof releaseResponseSchema>;

// Generous bounds on the payload only: the service names the real limits in its refusals.
const registrarText = z.string().max(20_000);

export const fieldMessageSchema = z.object({
  page: z.string().max(200).describe("The page code"),
  field: z.string().max(200).describe("The field name"),
  row: z.number().int().nullable().optional().describe("Its row in a repeating group, from 0"),
  message: registrarText.describe("Shown to the applicant on that field"),
});
export type FieldMessageBody = z.infer<typeof fieldMessageSchema>;

export const returnBodySchema = z.object({
  note: registrarText.optional().describe("Shown as a banner on the form"),
  messages: z.array(fieldMessageSchema).max(500).optional(),
});
export type ReturnBody = z.infer<typeof returnBodySchema>;

export const declineBodySchema = z.object({
  reason: registrarText.optional().describe("Told to the applicant; required"),
});
export type DeclineBody = z.infer<typeof declineBodySchema>;

export const decisionResponseSchema = z.object({
  ...stepOn,
  status: reviewStatusSchema,
  at: instant,
});
export type DecisionResponse = z.infer<typeof decisionResponseSchema>;

export const acceptResponseSchema = decisionResponseSchema.extend({
  personId: z.string().optional().describe("A registration's new Person ID"),
  apcPeriod: z.string().optional().describe("A practising certificate's period"),
  registerUnchanged: z.string().optional().describe("Why the register was not changed"),
  told: z.string().optional().describe("The sentence the applicant was told"),
});
export type AcceptResponse = z.infer<typeof acceptResponseSchema>;
