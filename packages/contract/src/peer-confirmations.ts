// Professional peers confirming, in one batch, the practitioners who named them (docs/decisions/
// 063): each completed PEER-RELATIONSHIP form (apps/registry/forms/peer-relationship.yaml) whose
// peer_person_id is the signed-in practitioner's Person ID. The peer sees only what they are asked
// to confirm – who named them, since when and how often they meet – never the naming
// practitioner's other answers, uploads, forms or CPD log. A file of its own, so that only the
// lazily loaded peers screen and the dashboard's notice carry it.
import { z } from "zod";
import { apiPaths } from "./paths.ts";

/** The form type of a professional peer relationship. */
export const PEER_RELATIONSHIP_FORM_TYPE = "PEER-RELATIONSHIP";

/**
 * Days after a relationship form was completed within which its peer is to decide: still
 * undecided after them, the relationship goes to the desk (desk/peer-items.ts).
 */
export const PEER_CONFIRMATION_DAYS = 28;

/** The longest reason for a dispute the service keeps. */
export const MAX_DISPUTE_REASON_LENGTH = 2_000;
/** More than any peer is named by; a bound so one request cannot hold an unbounded list. */
export const MAX_PEER_DECISIONS = 200;

/** GET: the relationships naming the signed-in practitioner; POST: their decisions, at once. */
export const peerRequestsPath = `${apiPaths.search.replace(/\/search$/, "")}/recertification/peer-requests`;

export const peerDecisions = ["confirmed", "disputed"] as const;
export type PeerDecision = (typeof peerDecisions)[number];

/** The meeting frequencies the relationship form offers, by option id, as it names them. */
export const peerMeetingFrequencies: Readonly<Record<string, string>> = {
  monthly: "Monthly",
  quarterly: "Quarterly",
  twice_yearly: "Twice a year",
};

export const peerRequestSchema = z.object({
  id: z.string().describe("The relationship's opaque id, for this peer's decisions"),
  practitionerName: z.string().describe("The practitioner who named the peer"),
  startDate: z.string().describe("The relationship's start date as answered, YYYY-MM-DD"),
  meetingFrequency: z.string().describe('How often they will meet, e.g. "Quarterly"'),
  namedOn: z.iso.date().describe("The day the relationship form was completed"),
  decision: z.enum(peerDecisions).nullable().describe("The peer's decision so far; null for none"),
  reason: z.string().nullable().describe("The reason given for a dispute"),
  resolved: z.boolean().describe("The registrar resolved it: its decision can no longer change"),
});
export type PeerRequest = z.infer<typeof peerRequestSchema>;

export const peerRequestsSchema = z.object({
  requests: z.array(peerRequestSchema).describe("The relationships naming the peer, oldest first"),
});
export type PeerRequests = z.infer<typeof peerRequestsSchema>;

export const peerRequestMessages = {
  noDecision: "Choose Confirm or Dispute for at least one practitioner before submitting.",
  reasonNeeded: (name: string) => `Give your reason for disputing ${name}'s relationship.`,
  reasonTooLong: `A reason is at most ${MAX_DISPUTE_REASON_LENGTH} characters.`,
  unknown:
    "One of the decisions is about no practitioner who named you as their peer. Nothing was saved.",
  twice: "A practitioner was decided twice in one submission. Nothing was saved.",
  resolved: (name: string) =>
    `The registrar has resolved ${name}'s relationship, so its decision can no longer change. ` +
    "Nothing was saved.",
  saved: (count: number) =>
    `Your ${count === 1 ? "decision was" : `${count} decisions were`} saved.`,
  undecided: (count: number) =>
    `${count === 1 ? "A practitioner has" : `${count} practitioners have`} named you as their ` +
    "professional peer. Confirm or dispute each.",
} as const;

export const peerDecisionSchema = z.object({
  id: z.string().max(64).describe("A relationship's id, as the list gave it"),
  decision: z.enum(peerDecisions).describe("confirmed or disputed"),
  reason: z
    .string()
    .max(MAX_DISPUTE_REASON_LENGTH, { error: peerRequestMessages.reasonTooLong })
    .optional()
    .describe("Why the peer disputes it: required for a dispute"),
});
export type PeerDecisionEntry = z.infer<typeof peerDecisionSchema>;

export const peerDecisionsBodySchema = z.object({
  decisions: z
    .array(peerDecisionSchema)
    .min(1, { error: peerRequestMessages.noDecision })
    .max(MAX_PEER_DECISIONS)
    .describe("Every decision of the submission: all are saved, or none"),
});
export type PeerDecisionsBody = z.infer<typeof peerDecisionsBodySchema>;
