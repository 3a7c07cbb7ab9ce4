CREATE TABLE "account_activations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"practitioner_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_activations" ADD CONSTRAINT "account_activations_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_activations_practitioner_idx" ON "account_activations" USING btree ("practitioner_id");