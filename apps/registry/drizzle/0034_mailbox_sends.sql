CREATE TABLE "mailbox_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mailbox_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mailbox" text NOT NULL,
	"purpose" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mailbox_sends_mailbox_idx" ON "mailbox_sends" USING btree ("purpose","mailbox","sent_at");--> statement-breakpoint
CREATE INDEX "mailbox_sends_purpose_idx" ON "mailbox_sends" USING btree ("purpose","sent_at");