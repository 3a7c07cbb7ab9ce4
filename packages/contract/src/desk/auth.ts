import { z } from "zod";
import { captchaTokenSchema } from "../config.ts";

export const staffRoleSchema = z.enum(["registrar", "admin", "investigator"]);
export type StaffRoleName = z.infer<typeof staffRoleSchema>;

/**
 * Who may use a part of the desk: any staff member (their own session), the registry's desk
 * (applications, the register, renewal rounds), the concerns' cases, or admins alone. An
 * investigator works cases and nothing else; a registrar never sees a case. The service's guard
 * and the desk's screens and navigation read the same map.
 */
export const deskAccessRoles = {
  anyStaff: ["registrar", "admin", "investigator"],
  registry: ["registrar", "admin"],
  cases: ["investigator", "admin"],
  admin: ["admin"],
} as const satisfies Record<string, readonly StaffRoleName[]>;
export type DeskAccess = keyof typeof deskAccessRoles;

export const mayUseDesk = (role: StaffRoleName, access: DeskAccess): boolean =>
  (deskAccessRoles[access] as readonly StaffRoleName[]).includes(role);

/** Lengths are capped so a huge password cannot make argon2 work on megabytes. */
export const deskSetPasswordBodySchema = z.object({
  token: z.string().max(100).describe("The token of the one-time link"),
  password: z.string().max(4096).describe("The new password"),
});
export type DeskSetPasswordBody = z.infer<typeof deskSetPasswordBodySchema>;

export const deskSignInBodySchema = z.object({
  email: z.string().max(320),
  password: z.string().max(1024),
  captchaToken: captchaTokenSchema,
});
export type DeskSignInBody = z.infer<typeof deskSignInBodySchema>;

/** After the password: enrol a TOTP authenticator (first sign-in) or verify a code. */
export const deskSignInResponseSchema = z.object({
  next: z.enum(["enrol", "verify"]),
  message: z.string(),
});
export type DeskSignInResponse = z.infer<typeof deskSignInResponseSchema>;

export const deskEnrolStartResponseSchema = z.object({
  /** Base32, for typing into an authenticator. */
  secret: z.string(),
  /** otpauth://totp/… for a QR code. */
  otpauthUri: z.string(),
});
export type DeskEnrolStartResponse = z.infer<typeof deskEnrolStartResponseSchema>;

export const deskCodeBodySchema = z.object({
  code: z.string().max(20).describe("The 6-digit code of the authenticator"),
});
export type DeskCodeBody = z.infer<typeof deskCodeBodySchema>;

/** Exactly one of the two. */
export const deskVerifyBodySchema = z.object({
  code: z.string().max(20).optional().describe("The 6-digit code of the authenticator"),
  recoveryCode: z.string().max(40).optional().describe("One of the recovery codes"),
});
export type DeskVerifyBody = z.infer<typeof deskVerifyBodySchema>;

export const staffMeSchema = z.object({
  email: z.string(),
  role: staffRoleSchema,
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const deskEnrolConfirmResponseSchema = z.object({
  staff: staffMeSchema,
  /** Shown once: each signs in once in place of a code. */
  recoveryCodes: z.array(z.string()),
});
export type DeskEnrolConfirmResponse = z.infer<typeof deskEnrolConfirmResponseSchema>;

export const staffAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  /** Whether a TOTP authenticator is enrolled. */
  enrolled: z.boolean(),
  /** Whether the password has been set. */
  passwordSet: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffListSchema = z.object({ staff: z.array(staffAccountSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

export const staffIdParamsSchema = z.object({
  staffId: z.string().max(12).describe("The staff account's id"),
});

/** Messages of the desk's authentication (JSON `message`). */
export const deskMessages = {
  signInRequired: "Please sign in to the desk.",
  forbidden: "Your role does not allow this.",
  crossSite: "This request must come from the desk itself.",
  signInFailed: "The e-mail or password is not right.",
  accountDisabled: "This account is disabled. Ask an administrator.",
  tooManyFailedSignIns: (minutes: number) =>
    `Too many failed sign-in attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  secondFactorNeeded: "Enter the code of your authenticator app.",
  enrolNeeded: "Set up an authenticator app to finish signing in.",
  alreadyEnrolled: "An authenticator is already set up for this account.",
  /** The service's TOTP key opens no stored secret (restored without it): not the staff's doing. */
  secretsUnreadable:
    "Two-step sign-in is unavailable: this service cannot read the stored authenticator secrets. Ask an administrator to restore the key.",
  enrolNotStarted: "Start setting up the authenticator first.",
  codeWrong: "That code is not right. Enter the current code of your authenticator app.",
  codeOrRecoveryCode: "Enter either a code or a recovery code.",
  recoveryCodeWrong: "That recovery code is not right, or has been used.",
  linkInvalid: "This link is not valid any more. Ask an administrator for a new one.",
  passwordSet: "Your password is set. You can sign in now.",
  passwordTooGuessable:
    "This password would be too easy to guess: it follows a keyboard pattern, a common word or " +
    "a name. A desk account opens every application; use four or more unrelated words.",
  signedOut: "You have signed out.",
  staffNotFound: "No such staff account.",
  notYourself: "You cannot disable your own account.",
  updated: "Done.",
  // The desk's own texts for a call that got no usable answer (its client, not the service).
  noAnswer: "The desk could not reach the registry service. Please try again.",
  noAnswerInTime: "The registry service did not answer in time. Please try again.",
  answeredStatus: (status: number) => `The registry service answered ${status}.`,
} as const;
