ALTER TABLE "identity_handoffs" DROP CONSTRAINT "identity_handoffs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "identity_handoffs" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "oidc_logins" DROP COLUMN "purpose";