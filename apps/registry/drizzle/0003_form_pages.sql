CREATE TABLE "form_pages" (
	"form_id" integer NOT NULL,
	"page_code" text NOT NULL,
	"values" jsonb NOT NULL,
	CONSTRAINT "form_pages_form_id_page_code_pk" PRIMARY KEY("form_id","page_code")
);
--> statement-breakpoint
ALTER TABLE "form_pages" ADD CONSTRAINT "form_pages_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;