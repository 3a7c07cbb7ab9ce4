import { z } from "zod";

/** A seconds-since-epoch timestamp; the portal shows it as `D Mon YYYY`. */
export const secondsTimestamp = z.number().int().nonnegative().describe("Seconds since the epoch");

export const userDetailsSchema = z
  .object({
    id: z.number().int().optional(),
    email: z.string().describe("Sign-in e-mail"),
    firstName: z.string().optional(),
    displayName: z.string().optional(),
    passwordResetPending: z.boolean().default(false),
  })
  .describe("User details (SPEC §3 User state)");
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const attachmentTypeSchema = z.enum(["form", "invoice", "other"]);
export const attachmentSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  type: attachmentTypeSchema,
  fileSize: z.number().int().nonnegative().describe("Bytes"),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const inProgressFormSchema = z
  .object({
    formId: z.string().describe("The form token"),
    name: z.string(),
    writeDate: secondsTimestamp,
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    practitioner: z.string().optional(),
  })
  .describe("In-progress form (SPEC §3 Tile)");
export type InProgressForm = z.infer<typeof inProgressFormSchema>;

export const completedFormSchema = inProgressFormSchema
  .extend({
    attachments: z.array(attachmentSchema),
    APCYear: z.string().optional(),
    dueDate: secondsTimestamp.optional(),
    confirmationStatus: z.string().optional(),
    confirmationDate: secondsTimestamp.optional(),
    declarationDate: secondsTimestamp.optional(),
  })
  .describe("Completed form (SPEC §3 Tile)");
export type CompletedForm = z.infer<typeof completedFormSchema>;

export const formTypeSchema = z.object({
  id: z.string().describe("Form type id, also the form code"),
  name: z.string(),
  formDisplay: z.boolean().optional(),
  canAdd: z.boolean(),
  forms: z.array(inProgressFormSchema),
  completedForms: z.array(completedFormSchema),
});
export type FormType = z.infer<typeof formTypeSchema>;

/** Tile types the spec names; other types are allowed. */
export const namedTileTypes = [
  "manage_relationship",
  "manage_other_relationships",
  "view_confirmation_forms",
  "view_annual_declarations",
  "volunteer_search",
] as const;

export interface Tile {
  type: string;
  name: string;
  subTiles: Tile[];
  formTypes: FormType[];
}
export const tileSchema: z.ZodType<Tile> = z.lazy(() =>
  z.object({
    type: z.string(),
    name: z.string(),
    subTiles: z.array(tileSchema),
    formTypes: z.array(formTypeSchema),
  }),
);

/** Login payload as the portal holds it; sent form-encoded as login, password, recaptchaToken. */
export const loginPayloadSchema = z.object({
  login: z.string().describe("E-mail"),
  password: z.string(),
  recaptchaToken: z.string().optional().default(""),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** Response of login, validate and user (SPEC §7). */
export const authResponseSchema = z.object({
  userDetails: userDetailsSchema,
  tiles: z.array(tileSchema),
  // Never empty: the portal reads an answer's empty values as empty, but not a session.
  odooSessionId: z.string().min(1),
  message: z.string().optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * Response of validate (SPEC §7): the auth response, plus the form an e-mail confirmation link
 * belongs to, so /confirm/{tileType}/{token} can go on to /form/{formType}/{formToken}.
 */
export const validateResponseSchema = authResponseSchema.extend({
  formType: z.string().optional().describe("The form type of the confirmed form, if any"),
  formToken: z.string().optional().describe("The form token of the confirmed form, if any"),
});
export type ValidateResponse = z.infer<typeof validateResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const setPasswordPayloadSchema = z.object({ password: z.string() });
export const resetPasswordPayloadSchema = z.object({ email: z.string() });
