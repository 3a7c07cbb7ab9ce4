// The stages a case moves through, as the admins configure them at the desk (docs/decisions/059):
// data in the service, not a list here, so a regulator can add "Awaiting the practitioner" or
// rename "Referred" without a release. Two stages are fixed because the service itself moves
// cases into them: intake opens every case in `received`, and only an outcome reaches `closed`.
import { z } from "zod";
import { deskApiPrefix } from "./paths.ts";

/** Where intake opens every case: always the first stage; renamed, never moved or retired. */
export const RECEIVED_STAGE = "received";
/** Where only an outcome takes a case: always the last stage; renamed, never moved or retired. */
export const CLOSED_STAGE = "closed";
export const fixedCaseStages: readonly string[] = [RECEIVED_STAGE, CLOSED_STAGE];

/** A stage's code: lower-case, a letter first, then letters, digits and `_`. */
export const CASE_STAGE_CODE_PATTERN = /^[a-z][a-z0-9_]*$/;
export const MAX_CASE_STAGE_CODE_LENGTH = 40;
export const MAX_CASE_STAGE_NAME_LENGTH = 60;
/** Enough for any regulator's process; a bound so one request cannot hold an unbounded list. */
export const MAX_CASE_STAGES = 30;

/**
 * A stage's code on the wire (the queue's filter, a move, a case's stage). Only its shape is
 * checked here: which codes exist is the service's table, so it answers an unknown one.
 */
export const caseStageSchema = z
  .string()
  .max(MAX_CASE_STAGE_CODE_LENGTH)
  .refine((code: string) => CASE_STAGE_CODE_PATTERN.test(code), {
    message: "A stage's code is lower-case letters, digits and _, starting with a letter",
  })
  .describe("A stage's code, e.g. investigation");
export type CaseStage = string;

export const caseStagePaths = {
  /** GET: the stages in order (anyone with case access); PUT: the whole list (admins). */
  stages: `${deskApiPrefix}/case-stages`,
} as const;

export const caseStageEntrySchema = z.object({
  code: caseStageSchema,
  /** Checked by the service (1 to 60 characters once trimmed), which says so in its refusal. */
  name: z.string().max(200),
  recordsReferredTo: z
    .boolean()
    .describe('A move into it asks where the case went ("Referred to"), e.g. the HDC'),
  retired: z
    .boolean()
    .describe("Cases in it stay and may move out; none may move in. Restored by false"),
});
export type CaseStageEntry = z.infer<typeof caseStageEntrySchema>;

/** The stages in order, received first and closed last: the GET's answer and the PUT's body. */
export const caseStageListSchema = z.object({
  stages: z.array(caseStageEntrySchema).max(MAX_CASE_STAGES),
});
export type CaseStageList = z.infer<typeof caseStageListSchema>;

/** Why the service refuses a change of the list; every refusal changes nothing. */
export const caseStageRefusals = {
  fixedEnds:
    "Received stays the first stage and Closed the last: intake opens cases in the one and " +
    "only an outcome reaches the other.",
  fixedRetired: "The first and the last stage cannot be retired.",
  closedRecordsNothing: "Closed cannot record where a case went: only an outcome reaches it.",
  nameLength: `Give each stage a name of 1 to ${MAX_CASE_STAGE_NAME_LENGTH} characters.`,
  codeTwice: (code: string) => `Two stages have the code "${code}": each code is used once.`,
  nameTwice: (name: string) => `Two stages are called "${name}": give each its own name.`,
  removed: (name: string) =>
    `The stage "${name}" is missing from the list: a stage is never removed, only retired.`,
} as const;

/** What the admin's screen says once the list is saved. */
export const caseStagesSaved = "The case stages are saved.";
