ALTER TABLE "form_pages" ADD COLUMN "done" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "moved_from_version" integer;