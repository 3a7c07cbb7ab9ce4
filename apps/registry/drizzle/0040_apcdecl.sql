CREATE TABLE "submission_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submission_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"figures" jsonb NOT NULL,
	"raised_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submission_flags" ADD CONSTRAINT "submission_flags_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_flags_submission_idx" ON "submission_flags" USING btree ("submission_id");