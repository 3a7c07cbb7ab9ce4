CREATE TABLE "recert_cycles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recert_cycles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profession" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"total_hours" integer NOT NULL,
	"category_hours" jsonb NOT NULL,
	"plan_required" boolean NOT NULL,
	"peer_contacts" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recert_cycles_profession_idx" ON "recert_cycles" USING btree ("profession","starts_on");