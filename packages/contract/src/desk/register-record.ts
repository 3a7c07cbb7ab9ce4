// A practitioner's register record as the desk reads and edits it: the registrar changes their
// names, practices and statuses, and sets the practising certificate of a year; the
// peer and volunteer searches, the public register and the certificate's check answer the
// change at once.
import { z } from "zod";
import { practiceTypeNames } from "../register-lists.ts";

/** Registration statuses: the register's own ("Registered") and those a registrar may set. */
export const registrationStatusNames = ["Registered", "Suspended", "Cancelled"] as const;
/** What a registrar may set of a certificate: in force for its period, or ended early. */
export const certificateEditStatuses = ["Current", "Expired"] as const;

/** "01/04/2026 - 31/03/2027", as the register writes a certificate period; "" for none. */
export const APC_PERIOD_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4}) - (\d{2})\/(\d{2})\/(\d{4})$/;

export const registerPracticeSchema = z.object({
  practice: z.enum(practiceTypeNames).describe("One of the register's practice types"),
  qualifications: z.string().max(1000).describe("As the register lists them"),
  registrationDate: z
    .union([z.iso.date(), z.literal("")])
    .describe("Scope-of-practice registration date, YYYY-MM-DD"),
  hpiNumber: z.string().max(20).describe("Health Provider Index number (CPN)"),
  status: z.enum(registrationStatusNames).describe("Registration status"),
});
export type RegisterPractice = z.infer<typeof registerPracticeSchema>;

/** The certificate a registrar sets: the practising year is the one its period starts in. */
export const certificateEditSchema = z.object({
  period: z
    .string()
    .max(40)
    .refine((v) => APC_PERIOD_PATTERN.test(v), {
      message: 'A certificate period reads "DD/MM/YYYY - DD/MM/YYYY".',
    })
    .describe('Certificate period "DD/MM/YYYY - DD/MM/YYYY"'),
  status: z.enum(certificateEditStatuses).describe("In force for its period, or ended early"),
});
export type CertificateEdit = z.infer<typeof certificateEditSchema>;

export const personIdParamsSchema = z.object({
  personId: z.string().max(20).describe("The register's Person ID"),
});

export const registerRecordSchema = z.object({
  personId: z.string().describe("The register's Person ID"),
  firstNames: z.string(),
  surname: z.string(),
  eligible: z.boolean().describe("May be chosen as a professional peer"),
  volunteer: z.boolean().describe("Offers to be a peer (their own choice)"),
  /** As held: read back as written, whatever an older import wrote. */
  practices: z.array(
    z.object({
      practice: z.string(),
      qualifications: z.string(),
      registrationDate: z.string(),
      hpiNumber: z.string(),
      status: z.string(),
    }),
  ),
  certificate: z
    .object({
      year: z.string().describe("The practising year, e.g. 2026/2027"),
      period: z.string().describe('"DD/MM/YYYY - DD/MM/YYYY"'),
      status: z.string().describe("Where it stands today: Current, Not current or Expired"),
    })
    .nullable()
    .describe("The certificate the register shows today; null when they hold none"),
});
export type RegisterRecord = z.infer<typeof registerRecordSchema>;

/** A name (no trimming here: the portal runs zod/mini, decision 012; the service trims). */
const registerName = (what: string) =>
  z.string().min(1).max(200).optional().describe(`${what}; unchanged when absent`);

/** The edit replaces the person's practices, in this order. */
export const registerEditBodySchema = z.object({
  firstNames: registerName("The names the register shows before the surname"),
  surname: registerName("The surname the register shows"),
  practices: z
    .array(registerPracticeSchema)
    .min(1)
    .max(21)
    .describe("Every practice the person holds, each practice type once"),
  eligible: z.boolean().optional().describe("May be chosen as a peer; unchanged when absent"),
  certificate: certificateEditSchema
    .optional()
    .describe("Sets the certificate of its period's practising year; unchanged when absent"),
});
export type RegisterEditBody = z.infer<typeof registerEditBodySchema>;

/** The service's refusals of an edit: what the schema above cannot see. */
export const registerRefusals = {
  personNotFound: "No practitioner with this Person ID is on the register.",
  practiceTwice: (practice: string) =>
    `"${practice}" is listed more than once: list each practice once.`,
  badPeriod: (period: string) =>
    `The certificate period "${period}" must be two real dates, the first before the second.`,
  blankName: "A name on the register cannot be blank.",
} as const;
