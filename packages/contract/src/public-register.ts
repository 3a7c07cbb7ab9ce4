// The public register (no sign-in): anyone checks a practitioner's registration and practising
// certificate. Its answers carry ONLY the fields below (docs/decisions/040): no contact,
// address, suburb, e-mail, phone or date of birth; a test walks every answer for other keys.
// (The portal runs these on zod/mini, decision 012: no strict objects or trimming here; the
// service trims the texts and builds each answer field by field.)
import { z } from "zod";
import { professionNames } from "./professions.ts";
import { publicConditionSchema, publicEventSchema } from "./register-history.ts";

/** The public register's API (no sign-in). */
const publicApi = "/public/api/v1";
export const publicRegisterPaths = {
  search: `${publicApi}/practitioners`,
  practitioner: (registrationNumber: string) =>
    `${publicApi}/practitioners/${encodeURIComponent(registrationNumber)}`,
} as const;

/** Results a page: the page size is capped here so the register cannot be copied in a few calls. */
export const PUBLIC_REGISTER_PAGE_SIZE = 20;
/** The deepest page a search may ask for: 500 × 20 = the first 10,000 matches. */
export const PUBLIC_REGISTER_MAX_PAGE = 500;

const searchText = (what: string) => z.string().max(100).optional().describe(what);

export const publicRegisterQuerySchema = z.object({
  q: searchText("Part of the name, any case, macrons optional (pomare finds Pōmare)"),
  registrationNumber: z
    .string()
    .max(20)
    .optional()
    .describe("The registration number (the register's Person ID), matched exactly"),
  profession: z.enum(professionNames).optional().describe("Only practitioners of this profession"),
  city: searchText("Part of the city of practice"),
  page: z.coerce.number().int().min(1).max(PUBLIC_REGISTER_MAX_PAGE).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(PUBLIC_REGISTER_PAGE_SIZE)
    .default(PUBLIC_REGISTER_PAGE_SIZE),
});
export type PublicRegisterQuery = z.infer<typeof publicRegisterQuerySchema>;
export type PublicRegisterQueryInput = z.input<typeof publicRegisterQuerySchema>;

export const registrationNumberParamsSchema = z.object({
  registrationNumber: z.string().max(20).describe("The registration number (Person ID)"),
});

export const publicScopeSchema = z.object({
  scope: z.string().describe("Scope of practice"),
  profession: z.string().describe("The profession the scope belongs to"),
  status: z.string().describe("Registration status in this scope, e.g. Registered"),
  registeredOn: z.string().describe("Date registered in this scope, YYYY-MM-DD, or empty"),
});

export const practisingCertificateSchema = z.object({
  status: z.string().describe("Practising status, e.g. Current"),
  period: z.string().describe('Certificate period "DD/MM/YYYY - DD/MM/YYYY", or empty'),
});
export type PractisingCertificate = z.infer<typeof practisingCertificateSchema>;

export const publicPractitionerSchema = z.object({
  registrationNumber: z.string(),
  name: z.string(),
  professions: z.array(z.string()),
  scopes: z.array(publicScopeSchema),
  practisingCertificate: practisingCertificateSchema
    .nullable()
    .describe("null when the register holds no certificate"),
  firstRegisteredOn: z.string().describe("Date first registered, YYYY-MM-DD, or empty"),
  conditions: z
    .array(publicConditionSchema)
    .describe("The conditions on their practice in force today (docs/decisions/049)"),
});
export type PublicPractitioner = z.infer<typeof publicPractitionerSchema>;

/** One practitioner's page: also the public part of their history, the latest first. */
export const publicPractitionerPageSchema = publicPractitionerSchema.extend({
  history: z.array(publicEventSchema).describe("Suspensions and conditions, with their dates"),
});
export type PublicPractitionerPage = z.infer<typeof publicPractitionerPageSchema>;

export const publicRegisterPageSchema = z.object({
  totalItems: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  practitioners: z.array(publicPractitionerSchema),
});
export type PublicRegisterPage = z.infer<typeof publicRegisterPageSchema>;

export const publicRegisterMessages = {
  notFound: "No practitioner on the register has that registration number.",
} as const;
