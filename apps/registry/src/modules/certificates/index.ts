// Practising certificates: issued by an accepted APC, expired by the daily lapse, read by the
// dashboard (status and PDF) and checked by anyone through their code, all through their routes;
// who must renew for a round and the renewal reminders, which the desk's round view sends too.

export { LAPSE_JOB, type LapseDeps, lapseCertificates, scheduleLapse } from "./lapse.ts";
export { dueStep } from "./reminder-steps.ts";
export {
  REMINDERS_JOB,
  type RemindersSent,
  reminderFor,
  scheduleReminders,
  sendReminders,
} from "./reminders.ts";
export { accountOfPractitioner, mustRenewFor, recordReminder } from "./reminders-store.ts";
export { registerCertificateRoutes } from "./routes.ts";
export {
  APC_FORM_TYPE,
  type CertificatesService,
  createCertificatesService,
  issueFor,
} from "./service.ts";
