import { z } from "zod";
import { formResponseSchema } from "./form.ts";
import { peerMatchSchema } from "./search.ts";
import { attachmentSchema, userDetailsSchema } from "./user.ts";

/** Client-side entities of SPEC §3: shapes the portal keeps in its store. */
export const messageSchema = z.object({
  id: z.number().describe("A timestamp"),
  message: z.string(),
  messageType: z.string().describe("success, danger, info, warning; optionally 'prefix:type'"),
  renderedUrl: z.string().describe("The page URL it was rendered on; dropped when that changes"),
  dismissAfterMs: z.number().int().positive().optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const userStateSchema = z.object({
  details: userDetailsSchema.nullable(),
  sessionId: z.string().nullable(),
  lastUpdated: z.number().nullable(),
});
export type UserState = z.infer<typeof userStateSchema>;

export const authStateSchema = z.object({
  isResettingPassword: z.boolean(),
  isValidating: z.boolean(),
  showSetPasswordModal: z.boolean(),
  showSetPasswordCloseButton: z.boolean(),
});
export type AuthState = z.infer<typeof authStateSchema>;

export const formTypeStateSchema = z.object({
  showFilesPopup: z.boolean(),
  files: z.array(attachmentSchema),
  showAddPopup: z.boolean(),
  isCreating: z.string().nullable().describe("A form id"),
  isDeleting: z.boolean(),
});
export type FormTypeState = z.infer<typeof formTypeStateSchema>;

export const formStateSchema = z.object({
  formType: z.string().nullable(),
  formId: z.string().nullable(),
  formPage: z.string().nullable(),
  form: formResponseSchema.nullable(),
  isFetching: z.boolean(),
  isSaving: z.boolean(),
  isRendering: z.boolean(),
  isSavingRender: z.boolean(),
  hasRendered: z.boolean(),
  renderPages: z.number().int(),
  renderCurrentPage: z.number().int(),
  peers: z.array(peerMatchSchema).nullable(),
  searching: z.boolean(),
});
export type FormState = z.infer<typeof formStateSchema>;
