DROP INDEX "practitioners_order_idx";--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "practice_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "practitioners_practice_types_idx" ON "practitioners" USING gin ("practice_types");--> statement-breakpoint
CREATE INDEX "practitioners_volunteer_idx" ON "practitioners" USING btree ("id") WHERE volunteer;