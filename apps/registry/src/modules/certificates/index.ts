// Practising certificates: issued by an accepted APC, expired by the daily lapse, read by the
// dashboard (status and PDF) and checked by anyone through their code, all through their routes.
export { LAPSE_JOB, type LapseDeps, lapseCertificates, scheduleLapse } from "./lapse.ts";
export { REMINDERS_JOB, scheduleReminders, sendReminders } from "./reminders.ts";
export { registerCertificateRoutes } from "./routes.ts";
export {
  APC_FORM_TYPE,
  type CertificatesService,
  createCertificatesService,
  issueFor,
} from "./service.ts";
