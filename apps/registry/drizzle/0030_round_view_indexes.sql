DROP INDEX "practices_practitioner_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "practices_practitioner_position_idx" ON "practices" USING btree ("practitioner_id","position");--> statement-breakpoint
CREATE INDEX "practitioner_accounts_practitioner_idx" ON "practitioner_accounts" USING btree ("practitioner_id","user_id");