CREATE TABLE "practices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"practitioner_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"practice" text NOT NULL,
	"qualifications" text DEFAULT '' NOT NULL,
	"registration_date" text DEFAULT '' NOT NULL,
	"hpi_number" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"apc_status" text DEFAULT '' NOT NULL,
	"apc_period" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practitioners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practitioners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" text NOT NULL,
	"first_names" text NOT NULL,
	"surname" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"suburb" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"territorial_authority" text DEFAULT '' NOT NULL,
	"dhb" text DEFAULT '' NOT NULL,
	"eligible" boolean DEFAULT true NOT NULL,
	"volunteer" boolean DEFAULT false NOT NULL,
	"surname_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(surname))) STORED,
	"name_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(first_names || ' ' || surname))) STORED,
	"address_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(address || ' ' || suburb || ' ' || city))) STORED,
	"suburb_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(suburb))) STORED,
	"city_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(city))) STORED,
	CONSTRAINT "practitioners_personId_unique" UNIQUE("person_id")
);
--> statement-breakpoint
ALTER TABLE "practices" ADD CONSTRAINT "practices_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practices_practice_practitioner_idx" ON "practices" USING btree ("practice","practitioner_id");--> statement-breakpoint
CREATE INDEX "practices_practitioner_idx" ON "practices" USING btree ("practitioner_id","position");--> statement-breakpoint
CREATE INDEX "practitioners_surname_key_trgm_idx" ON "practitioners" USING gin ("surname_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "practitioners_name_key_trgm_idx" ON "practitioners" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "practitioners_address_key_trgm_idx" ON "practitioners" USING gin ("address_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "practitioners_suburb_key_trgm_idx" ON "practitioners" USING gin ("suburb_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "practitioners_city_key_trgm_idx" ON "practitioners" USING gin ("city_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "practitioners_order_idx" ON "practitioners" USING btree ("surname_key","name_key","person_id");--> statement-breakpoint
CREATE INDEX "practitioners_ta_idx" ON "practitioners" USING btree ("territorial_authority");--> statement-breakpoint
CREATE INDEX "practitioners_dhb_idx" ON "practitioners" USING btree ("dhb");