import { z } from "zod";
import { SEARCH_PAGE_SIZE } from "./constants.ts";

const flag = z
  .union([z.literal("0"), z.literal("1"), z.literal(0), z.literal(1)])
  .transform((v) => Number(v) === 1);
const text = z.string().max(200).optional();

/** Peer search payload (SPEC §3), sent as the query string of the search call. */
export const searchQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(SEARCH_PAGE_SIZE),
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  EligibleOnly: flag.optional(),
  Volunteer: flag.optional(),
  Practice: text,
  Surname: text,
  Name: text,
  Address: text,
  PersonID: text,
  City: text,
  Suburb: text,
  TA: text,
  DHB: text,
  sessionId: z.string().optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

export const practiceSchema = z.object({
  Practice: z.string(),
  Qualifications: z.string(),
  RegistrationDate: z.string(),
  HPINumber: z.string(),
  Status: z.string(),
  APCStatus: z.string(),
  APCPeriod: z.string(),
});

export const peerMatchSchema = z.object({
  FirstName: z.string(),
  Surname: z.string(),
  "Person ID": z.string(),
  FullName: z.string(),
  Contact: z.string(),
  City: z.string(),
  Suburb: z.string(),
  TerritorialAuthority: z.string(),
  DHB: z.string(),
  Practices: z.array(practiceSchema),
});
export type PeerMatch = z.infer<typeof peerMatchSchema>;

export const searchResultSchema = z.object({
  totalItems: z.number().int().nonnegative(),
  matches: z.array(peerMatchSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
