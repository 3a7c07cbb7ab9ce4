// Following a practitioner's public record by e-mail (docs/decisions/045): anyone asks with
// an address, confirms from the e-mail (double opt-in), is told of each public change, and
// leaves with one click. Every request answers the same whoever follows what, so the answers
// never tell who follows whom.
import { z } from "zod";
import { captchaTokenSchema } from "./config.ts";
import { publicRegisterPaths } from "./public-register.ts";

export const followPaths = {
  follow: (registrationNumber: string) =>
    `${publicRegisterPaths.practitioner(registrationNumber)}/follow`,
  confirm: "/public/api/v1/follows/confirm",
  /** Takes the token in the query string: a mail client's one-click POST (RFC 8058) has no other. */
  unsubscribe: "/public/api/v1/follows/unsubscribe",
} as const;

/** The portal's pages an e-mailed link opens; the token rides in the fragment. */
export const followPages = {
  confirm: "public-register/follow/confirm",
  unsubscribe: "public-register/follow/unsubscribe",
} as const;

/** One "@" between a name and a dotted domain, no spaces: the mail server judges the rest. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An address a public page asks for, to e-mail a stranger's own link to. */
export const emailAddressSchema = z
  .string()
  .max(254)
  .refine((value: string) => EMAIL_PATTERN.test(value), {
    message: "Enter an e-mail address, like name@example.com.",
  });

export const followRequestSchema = z.object({
  email: emailAddressSchema.describe("Where the confirmation and the change e-mails go"),
  captchaToken: captchaTokenSchema,
});
export type FollowRequest = z.infer<typeof followRequestSchema>;

export const followTokenSchema = z.object({
  token: z.string().max(100).describe("The token of the e-mailed link"),
});
export type FollowToken = z.infer<typeof followTokenSchema>;

/** How long a confirmation link works; an unconfirmed request is forgotten after it. */
export const FOLLOW_CONFIRM_HOURS = 48;
/** Records one address may follow (confirmed or waiting). */
export const MAX_FOLLOWS_PER_ADDRESS = 20;
/**
 * Confirmation e-mails one mailbox receives a day, by any spelling of its address (case,
 * `+tags`, Gmail's dots); over it, requests send nothing.
 */
export const MAX_FOLLOW_MAILS_PER_DAY = 5;
/**
 * Confirmation e-mails the whole service sends an hour: a ceiling on what requests from many
 * addresses can make it send to strangers; over it, requests send nothing.
 */
export const MAX_FOLLOW_CONFIRMATIONS_PER_HOUR = 300;

export const followMessages = {
  requested:
    "Thank you. If this address is not already following the record, we have sent it an " +
    "e-mail with a link to confirm.",
  confirmed: "You are now following this record. Each e-mail about it has a link to stop.",
  linkInvalid: "This link has expired or was already used. Ask again from the record's page.",
  unsubscribed: "You no longer follow this record. We will not e-mail you about it again.",
  crossSite: "Follow a record from its page on the public register.",
  jsonOnly: "Send this request as JSON.",
} as const;
