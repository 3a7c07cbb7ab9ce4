// The registry's tables (drizzle pg-core), one file per capability under ./schema/. One schema
// for PGlite and PostgreSQL; migrations in ../../drizzle are generated from this file with
// `npm run db:generate`, never written by hand.
export * from "./schema/account-activations.ts";
export * from "./schema/account-security.ts";
export * from "./schema/accounts.ts";
export * from "./schema/audit.ts";
export * from "./schema/cases.ts";
export * from "./schema/certificates.ts";
export * from "./schema/follows.ts";
export * from "./schema/forms.ts";
export * from "./schema/identities.ts";
export * from "./schema/jobs.ts";
export * from "./schema/mailbox-sends.ts";
export * from "./schema/oidc-logins.ts";
export * from "./schema/payments.ts";
export * from "./schema/recert-audits.ts";
export * from "./schema/recertification.ts";
export * from "./schema/register.ts";
export * from "./schema/register-history.ts";
export * from "./schema/review.ts";
export * from "./schema/rounds.ts";
export * from "./schema/staff.ts";
