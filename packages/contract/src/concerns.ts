// Raising a concern about a practitioner (docs/decisions/058): anyone, with no account, fills in
// the server-defined CONCERN form at /raise-a-concern, comes back to it by an e-mailed link, and
// on submitting is given a reference and an acknowledgement by e-mail. The form's token, as an
// application's, is the only key to it.
import { z } from "zod";
import { captchaTokenSchema } from "./config.ts";
import { emailAddressSchema, followMessages } from "./follows.ts";

/** The form type of a concern (apps/registry/forms/concern.yaml). */
export const CONCERN_FORM_TYPE = "CONCERN";

const concernsPrefix = "/public/api/v1/concerns";
const formPath = (formId: string) => `${concernsPrefix}/${encodeURIComponent(formId)}`;

export const concernPaths = {
  /** POST starts a new concern (captcha): answers its first page, whose formToken is the key. */
  start: concernsPrefix,
  /** GET: the concern at its first open page. */
  form: formPath,
  /** GET loads, POST saves one page (the form calls' body of SPEC §7). */
  page: (formId: string, pageCode: string) =>
    `${formPath(formId)}/pages/${encodeURIComponent(pageCode)}`,
  /** POST e-mails a link back to the form (captcha, the follow's limits per mailbox). */
  resumeLink: (formId: string) => `${formPath(formId)}/resume-link`,
} as const;

/** The portal's screen; an e-mailed link opens `${portal}/raise-a-concern/{formToken}`. */
export const concernPage = "raise-a-concern";

export const concernStartSchema = z.object({ captchaToken: captchaTokenSchema });
export type ConcernStart = z.infer<typeof concernStartSchema>;

export const concernResumeLinkSchema = z.object({
  email: emailAddressSchema.describe("Where the link back to the form goes"),
  captchaToken: captchaTokenSchema,
});
export type ConcernResumeLink = z.infer<typeof concernResumeLinkSchema>;

export {
  type ConcernSource,
  concernSourceNames,
  concernSources,
} from "./concern-sources.ts";

/** Working days the regulator takes to tell the raiser what it will do. */
export const CONCERN_FIRST_RESPONSE_WORKING_DAYS = 10;

/** `C-2026-000123`: the year received and its number that year. */
export const concernReference = (year: number, number: number) =>
  `C-${year}-${String(number).padStart(6, "0")}`;
export const CONCERN_REFERENCE_PATTERN = /^C-\d{4}-\d{6}$/;

export const concernMessages = {
  submitted: (reference: string) =>
    `Thank you. We have received your concern. Its reference is ${reference}. ` +
    "We have e-mailed you an acknowledgement that says what happens next.",
  /** A concern's form opened again after it was submitted. */
  submittedAlready: "This concern has been submitted. Its reference is in the e-mail we sent you.",
  linkSent:
    "If that address can receive it, we have e-mailed a link back to this form. " +
    "Anyone with the link can open the form, so keep the e-mail to yourself.",
  crossSite: "Raise a concern from its page on the portal.",
  jsonOnly: followMessages.jsonOnly,
} as const;
