// What other modules may use of the mail module.
export {
  letterMail,
  passwordChangedMail,
  passwordResetMail,
  registrarSignOff,
} from "./account-mails.ts";
export type { Mailer, MailMessage } from "./mailer.ts";
export { MAIL_JOB, type Outbox } from "./outbox.ts";
export {
  type StrangerMailLimits,
  type StrangerMailOutcome,
  takeStrangerMail,
} from "./stranger-mail.ts";
export { lockMailbox } from "./stranger-mail-store.ts";
