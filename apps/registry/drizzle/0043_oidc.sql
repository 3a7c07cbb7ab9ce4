CREATE TABLE "oidc_logins" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_identities" (
	"staff_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_identities_issuer_subject_pk" PRIMARY KEY("issuer","subject"),
	CONSTRAINT "staff_identities_staffId_issuer_unique" UNIQUE("staff_id","issuer")
);
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "signed_in_with" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_identities" ADD CONSTRAINT "staff_identities_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_logins_created_at_idx" ON "oidc_logins" USING btree ("created_at");