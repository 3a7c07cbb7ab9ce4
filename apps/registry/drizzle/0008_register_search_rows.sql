CREATE TABLE "practitioner_search" (
	"practice" text NOT NULL,
	"practitioner_id" integer NOT NULL,
	"eligible" boolean NOT NULL,
	"volunteer" boolean NOT NULL,
	"territorial_authority" text NOT NULL,
	"dhb" text NOT NULL,
	"sort_key" text COLLATE "C" NOT NULL,
	"person_id" text,
	"practice_types" text[],
	"surname_key" text,
	"name_key" text,
	"address_key" text,
	"city_key" text,
	"suburb_key" text,
	CONSTRAINT "practitioner_search_practice_practitioner_id_pk" PRIMARY KEY("practice","practitioner_id")
);
--> statement-breakpoint
DROP INDEX "practitioners_surname_key_trgm_idx";--> statement-breakpoint
DROP INDEX "practitioners_name_key_trgm_idx";--> statement-breakpoint
DROP INDEX "practitioners_address_key_trgm_idx";--> statement-breakpoint
DROP INDEX "practitioners_suburb_key_trgm_idx";--> statement-breakpoint
DROP INDEX "practitioners_city_key_trgm_idx";--> statement-breakpoint
DROP INDEX "practitioners_practice_types_idx";--> statement-breakpoint
DROP INDEX "practitioners_volunteer_idx";--> statement-breakpoint
DROP INDEX "practitioners_ta_idx";--> statement-breakpoint
DROP INDEX "practitioners_dhb_idx";--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "match" json;--> statement-breakpoint
ALTER TABLE "practitioner_search" ADD CONSTRAINT "practitioner_search_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practitioner_search_order_idx" ON "practitioner_search" USING btree ("practice","eligible","sort_key","practitioner_id","territorial_authority","dhb");--> statement-breakpoint
CREATE INDEX "practitioner_search_volunteer_idx" ON "practitioner_search" USING btree ("practice","eligible","sort_key","practitioner_id","territorial_authority","dhb") WHERE volunteer;--> statement-breakpoint
CREATE INDEX "practitioner_search_surname_trgm_idx" ON "practitioner_search" USING gin ("surname_key" gin_trgm_ops) WHERE practice = '';--> statement-breakpoint
CREATE INDEX "practitioner_search_name_trgm_idx" ON "practitioner_search" USING gin ("name_key" gin_trgm_ops) WHERE practice = '';--> statement-breakpoint
CREATE INDEX "practitioner_search_address_trgm_idx" ON "practitioner_search" USING gin ("address_key" gin_trgm_ops) WHERE practice = '';--> statement-breakpoint
CREATE INDEX "practitioner_search_city_trgm_idx" ON "practitioner_search" USING gin ("city_key" gin_trgm_ops) WHERE practice = '';--> statement-breakpoint
CREATE INDEX "practitioner_search_suburb_trgm_idx" ON "practitioner_search" USING gin ("suburb_key" gin_trgm_ops) WHERE practice = '';--> statement-breakpoint
CREATE INDEX "practitioner_search_volunteer_city_trgm_idx" ON "practitioner_search" USING gin ("city_key" gin_trgm_ops) WHERE practice = '' AND volunteer;--> statement-breakpoint
CREATE INDEX "practitioner_search_volunteer_suburb_trgm_idx" ON "practitioner_search" USING gin ("suburb_key" gin_trgm_ops) WHERE practice = '' AND volunteer;--> statement-breakpoint
CREATE INDEX "practitioner_search_practice_types_idx" ON "practitioner_search" USING gin ("practice_types") WHERE practice = '';--> statement-breakpoint
CREATE INDEX "practitioner_search_person_id_idx" ON "practitioner_search" USING btree ("person_id") WHERE practice = '';--> statement-breakpoint
ALTER TABLE "practitioners" DROP COLUMN "practice_types";--> statement-breakpoint
ALTER TABLE "practitioners" DROP COLUMN "surname_key";--> statement-breakpoint
ALTER TABLE "practitioners" DROP COLUMN "name_key";--> statement-breakpoint
ALTER TABLE "practitioners" DROP COLUMN "address_key";--> statement-breakpoint
ALTER TABLE "practitioners" DROP COLUMN "suburb_key";--> statement-breakpoint
ALTER TABLE "practitioners" DROP COLUMN "city_key";