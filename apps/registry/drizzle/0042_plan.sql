CREATE TABLE "recert_plan_goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recert_plan_goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"practitioner_id" integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"target_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recert_plan_reviews" (
	"practitioner_id" integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"reviewed_on" date NOT NULL,
	"peer_name" text NOT NULL,
	"peer_person_id" text,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recert_plan_reviews_practitioner_id_cycle_id_pk" PRIMARY KEY("practitioner_id","cycle_id")
);
--> statement-breakpoint
ALTER TABLE "recert_plan_goals" ADD CONSTRAINT "recert_plan_goals_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recert_plan_goals" ADD CONSTRAINT "recert_plan_goals_cycle_id_recert_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."recert_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recert_plan_reviews" ADD CONSTRAINT "recert_plan_reviews_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recert_plan_reviews" ADD CONSTRAINT "recert_plan_reviews_cycle_id_recert_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."recert_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recert_plan_goals_person_idx" ON "recert_plan_goals" USING btree ("practitioner_id","cycle_id");