import { z } from "zod";
import { longDay } from "./long-day.ts";
import { apiPaths } from "./paths.ts";
import { publicConditionSchema } from "./register-history.ts";

const day = z.iso.date().describe("A calendar date, YYYY-MM-DD");

/**
 * Where the signed-in practitioner's practising certificate stands, for the dashboard
 * (GET practisingCertificate): none, current until a day, due for renewal by the round's
 * deadline (with its grace), renewal submitted, or expired on a day – from the day after its
 * period, with the round still to renew in while it is open. A submitted renewal whose
 * certificate's period has ended says so with `expiredOn` instead of `currentUntil`.
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

/** The signed-in practitioner's latest certificate as a PDF. */
export const certificatePdfPath = `${certificatePaths.status}/pdf`;

/** The public check of a certificate (no sign-in), by the code its link and QR code carry. */
export const publicCertificatePaths = {
  certificates: "/public/api/v1/certificates",
  verify: (code: string) => `/public/api/v1/certificates/${encodeURIComponent(code)}`,
  /** The portal page the certificate's link and QR code open, under the portal's base. */
  page: (code: string) => `/verify/${encodeURIComponent(code)}`,
} as const;

export const verificationCodeParamsSchema = z.object({
  code: z.string().max(100).describe("The verification code printed on the certificate"),
});

/**
 * Where a certificate stands today: current; issued for a period not begun yet (upcoming);
 * superseded (the practitioner holds a later one); or expired (its period over, or lapsed).
 */
export const certificateStandings = ["current", "upcoming", "superseded", "expired"] as const;
export type CertificateStanding = (typeof certificateStandings)[number];

/**
 * A genuine certificate as anyone may check it (GET verify): whose it is and its period, and
 * nothing else of the practitioner (docs/decisions/040's allowed list).
 */
export const certificateVerificationSchema = z.object({
  registrationNumber: z.string(),
  name: z.string(),
  year: z.string().describe("The practising year, e.g. 2026/2027"),
  startsOn: day,
  endsOn: day,
  standing: z.enum(certificateStandings),
  conditions: z
    .array(publicConditionSchema)
    .describe("The conditions on the holder's practice in force today"),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** The invoice page of an APC paid after its round's deadline: the late fee beside the fee. */
export const lateFeeTexts = {
  title: "Late fee",
  statement: (deadline: string, lateFee: string, total: string) =>
    `<p>Renewed after the deadline of ${deadline}: a late fee of <strong>NZD ${lateFee}</strong> is added to the fee. Total to pay: <strong>NZD ${total}</strong> including GST.</p>`,
} as const;

export const certificateMessages = {
  noCertificate: "You do not hold a practising certificate yet.",
  notFound: "We could not find a practising certificate with this code.",
  download: "Download your practising certificate (PDF)",
} as const;

/** The verification page's verdict on a genuine certificate, by its standing. */
export const verdictTexts: Record<CertificateStanding, string> = {
  current: "This is a genuine practising certificate, and it is current today.",
  upcoming: "This is a genuine practising certificate. Its period has not begun yet.",
  superseded:
    "This is a genuine practising certificate, but it has been superseded: a later " +
    "certificate has been issued to this practitioner.",
  expired: "This is a genuine practising certificate, but it has expired.",
};

/** The standing of a certificate in plain words (the PDF and the verification page). */
export const standingTexts: Record<
  CertificateStanding,
  (period: { startsOn: string; endsOn: string }) => string
> = {
  current: ({ endsOn }) => `Current until ${longDay(endsOn)}`,
  upcoming: ({ startsOn }) => `Not current yet: it starts on ${longDay(startsOn)}`,
  superseded: () => "Superseded: a later certificate has been issued",
  expired: ({ endsOn }) => `Expired: its period ended on ${longDay(endsOn)}`,
};

/** "1 April 2026 to 31 March 2027". */
export const periodText = (period: { startsOn: string; endsOn: string }) =>
  `${longDay(period.startsOn)} to ${longDay(period.endsOn)}`;
