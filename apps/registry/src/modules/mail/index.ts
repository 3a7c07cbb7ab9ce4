// What other modules may use of the mail module.
export { passwordChangedMail, passwordResetMail } from "./account-mails.ts";
export type { Mailer } from "./mailer.ts";
