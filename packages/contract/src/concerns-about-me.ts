// The concerns raised about the signed-in practitioner, as the portal's dashboard shows them
// (docs/decisions/058): only what the desk released to them. The raiser is never named unless
// they agreed to it, and nothing of the concern's answers, the desk's own notes, its triage or
// who works the case ever travels here. A file of its own, so that only the dashboard's lazily
// loaded section carries it.
import { z } from "zod";
import { apiPaths } from "./paths.ts";

/** GET: the signed-in practitioner's cases (a portal session; 401 without one). */
export const concernsAboutMePath = `${apiPaths.search.replace(/\/search$/, "")}/concerns-about-me`;

export const releasedUpdateSchema = z.object({
  at: z.iso.datetime().describe("When the desk wrote it, ISO 8601 in UTC"),
  text: z.string().describe("What the desk released to the practitioner"),
});
export type ReleasedUpdate = z.infer<typeof releasedUpdateSchema>;

export const concernAboutMeSchema = z.object({
  reference: z.string().describe("The case's reference, C-YYYY-NNNNNN"),
  receivedOn: z.iso
    .date()
    .describe("The day the concern was received, on the regulator's calendar"),
  stage: z.string().describe("The name of the stage the case is in"),
  outcome: z.string().optional().describe("The name of the outcome, once the case is closed"),
  raisedBy: z
    .string()
    .optional()
    .describe("The raiser's name, only when they agreed to it being shared with the practitioner"),
  updates: z.array(releasedUpdateSchema).describe("What the desk released, oldest first"),
});
export type ConcernAboutMe = z.infer<typeof concernAboutMeSchema>;

export const concernsAboutMeSchema = z.object({
  cases: z.array(concernAboutMeSchema).describe("The most recently received first"),
});
export type ConcernsAboutMe = z.infer<typeof concernsAboutMeSchema>;
