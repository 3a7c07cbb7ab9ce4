import { z } from "zod";
import { apiPaths } from "./paths.ts";

const day = z.iso.date().describe("A calendar date, YYYY-MM-DD");

/**
 * Where the signed-in practitioner's practising certificate stands, for the dashboard
 * (GET practisingCertificate): none, current until a day, due for renewal by the round's
 * deadline (with its grace), renewal submitted, or expired on a day.
 */
export const certificateStatusSchema = z.object({
  state: z.enum(["none", "current", "renew", "submitted", "expired"]),
  /** The practising year of the certificate held (or last held). */
  year: z.string().optional(),
  currentUntil: day.optional(),
  expiredOn: day.optional(),
  /** The round to renew for: its year, deadline and the end of its grace. */
  renewal: z
    .object({
      year: z.string(),
      renewBy: day,
      graceEnds: day,
      /** The renewal form already started, if any. */
      formToken: z.string().optional(),
    })
    .optional(),
});
export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

export const certificatePaths = {
  status: `${apiPaths.search.replace(/\/search$/, "")}/practising-certificate`,
} as const;
