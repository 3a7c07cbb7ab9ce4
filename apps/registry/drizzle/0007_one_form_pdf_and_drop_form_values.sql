-- Keep only the newest rendered PDF of a form before making "one per form" a rule.
DELETE FROM "files" AS "older" USING "files" AS "newer"
  WHERE "older"."type" = 'form' AND "newer"."type" = 'form'
    AND "older"."form_id" = "newer"."form_id" AND "older"."id" < "newer"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "files_one_form_pdf_idx" ON "files" USING btree ("form_id") WHERE type = 'form';--> statement-breakpoint
ALTER TABLE "forms" DROP COLUMN "values";
