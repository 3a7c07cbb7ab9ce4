-- Hand-edited: the definition kept as its canonical JSON text (a definition may hold "\u0000",
-- which jsonb refuses); rewriting the column fires no row trigger, so the versions stay as kept.
ALTER TABLE "form_definition_versions" ALTER COLUMN "definition" SET DATA TYPE text USING "definition"::text;
