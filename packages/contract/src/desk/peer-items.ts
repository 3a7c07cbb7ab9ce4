// The peer relationships the registrar looks at (docs/decisions/063): the ones a peer disputed,
// and the ones their peer left undecided for PEER_CONFIRMATION_DAYS after the form was completed.
// Resolving one records the registrar's note in the staff audit and takes it off the list.
import { z } from "zod";
import { deskApiPrefix } from "./paths.ts";

/** A relationship's item at the desk: what made it one. */
export const peerItemKinds = ["disputed", "unconfirmed"] as const;
export type PeerItemKind = (typeof peerItemKinds)[number];

export const MAX_PEER_RESOLUTION_NOTE_LENGTH = 2_000;

export const peerItemSchema = z.object({
  id: z.number().int().describe("The relationship's id (its form's)"),
  kind: z.enum(peerItemKinds),
  practitioner: z.string().describe("The practitioner who named the peer"),
  practitionerPersonId: z.string().nullable().describe("Their Person ID; null off the register"),
  peer: z.string().describe("The peer named, as the register names them"),
  peerPersonId: z.string(),
  startDate: z.string().describe("The relationship's start date as answered"),
  namedOn: z.iso.date().describe("The day the relationship form was completed"),
  decidedOn: z.iso.date().nullable().describe("The day of the peer's dispute; null undecided"),
  reason: z.string().nullable().describe("The peer's reason for a dispute"),
  ageDays: z.number().int().describe("Days since the relationship form was completed"),
});
export type PeerItem = z.infer<typeof peerItemSchema>;

export const peerItemListSchema = z.object({
  items: z.array(peerItemSchema).describe("Open items, the oldest first"),
});

export const peerItemParamsSchema = z.object({
  itemId: z.string().max(12).describe("The id of a peer relationship"),
});

export const peerResolutionBodySchema = z.object({
  note: z
    .string()
    .max(MAX_PEER_RESOLUTION_NOTE_LENGTH, {
      error: `A note is at most ${MAX_PEER_RESOLUTION_NOTE_LENGTH} characters.`,
    })
    .describe("What the registrar found or did"),
});
export type PeerResolutionBody = z.infer<typeof peerResolutionBodySchema>;

export const peerItemPaths = {
  /** GET: the open items (registrars and admins). */
  items: `${deskApiPrefix}/recertification/peer-items`,
  /** POST: resolves the item of this id with a note. */
  resolution: (itemId: number | string) =>
    `${deskApiPrefix}/recertification/peer-items/${encodeURIComponent(String(itemId))}/resolution`,
} as const;

export const peerItemMessages = {
  noNote: "Write a note of what you found or did before resolving.",
  notFound: "There is no peer relationship to look at with this id.",
  notOpen: "This peer relationship is not one to look at: it is confirmed, or still in time.",
  resolved: "This peer relationship was resolved already.",
  done: (practitioner: string, peer: string) =>
    `Resolved the relationship of ${practitioner} with ${peer}.`,
  kinds: {
    disputed: "Disputed by the peer",
    unconfirmed: "Not confirmed in time",
  } satisfies Record<PeerItemKind, string>,
} as const;
