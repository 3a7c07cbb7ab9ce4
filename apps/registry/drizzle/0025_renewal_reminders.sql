CREATE TABLE "renewal_reminders" (
	"practitioner_id" integer NOT NULL,
	"year" text NOT NULL,
	"step" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "renewal_reminders_practitioner_id_year_step_pk" PRIMARY KEY("practitioner_id","year","step")
);
--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_year_practising_rounds_year_fk" FOREIGN KEY ("year") REFERENCES "public"."practising_rounds"("year") ON DELETE no action ON UPDATE no action;