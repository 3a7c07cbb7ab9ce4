// Practising certificates: issued by an accepted APC, read by the dashboard (status and PDF) and
// checked by anyone through their code, all through their routes. Their renewal, reminders and
// lapse are the renewal season's (modules/renewal).
export { registerCertificateRoutes } from "./routes.ts";
export { type CertificatesService, createCertificatesService, issueFor } from "./service.ts";
