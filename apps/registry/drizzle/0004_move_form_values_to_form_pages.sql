-- Saved page values move from forms.values ({pageCode: values}) to one form_pages row per
-- page, so a save writes only its page (modules/forms/store.ts). forms.values is emptied;
-- nothing reads it any more.
INSERT INTO "form_pages" ("form_id", "page_code", "values")
SELECT "forms"."id", "page"."key",
  CASE WHEN jsonb_typeof("page"."value") = 'object' THEN "page"."value" ELSE '{}'::jsonb END
FROM "forms", jsonb_each("forms"."values") AS "page"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "forms" SET "values" = '{}'::jsonb WHERE "values" <> '{}'::jsonb;
