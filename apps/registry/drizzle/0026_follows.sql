CREATE TYPE "public"."follow_token_purpose" AS ENUM('confirm', 'unsubscribe');--> statement-breakpoint
CREATE TABLE "follow_tokens" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"follow_id" integer NOT NULL,
	"purpose" "follow_token_purpose" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"practitioner_id" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "follow_tokens" ADD CONSTRAINT "follow_tokens_follow_id_follows_id_fk" FOREIGN KEY ("follow_id") REFERENCES "public"."follows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_tokens_follow_idx" ON "follow_tokens" USING btree ("follow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_email_practitioner_idx" ON "follows" USING btree ("email","practitioner_id");--> statement-breakpoint
CREATE INDEX "follows_practitioner_idx" ON "follows" USING btree ("practitioner_id");