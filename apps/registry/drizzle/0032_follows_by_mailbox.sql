-- The limits per follower count the mailbox an address reaches (core/mailbox.ts), filled here for the follows already kept.
ALTER TABLE "follows" ADD COLUMN "mailbox" text;--> statement-breakpoint
UPDATE "follows" SET "mailbox" = CASE
  WHEN split_part("email", '@', 2) IN ('gmail.com', 'googlemail.com')
    THEN replace(coalesce(nullif(split_part(split_part("email", '@', 1), '+', 1), ''), split_part("email", '@', 1)), '.', '') || '@gmail.com'
  ELSE coalesce(nullif(split_part(split_part("email", '@', 1), '+', 1), ''), split_part("email", '@', 1)) || '@' || split_part("email", '@', 2)
END;--> statement-breakpoint
ALTER TABLE "follows" ALTER COLUMN "mailbox" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "follows_mailbox_idx" ON "follows" USING btree ("mailbox");
