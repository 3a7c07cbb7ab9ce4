CREATE TYPE "public"."file_type" AS ENUM('form', 'invoice', 'other');--> statement-breakpoint
CREATE TYPE "public"."form_state" AS ENUM('in_progress', 'completed');--> statement-breakpoint
CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" "file_type" NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"form_display" boolean DEFAULT false NOT NULL,
	"addable" boolean DEFAULT false NOT NULL,
	"deletable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"owner_id" integer NOT NULL,
	"form_type_code" text NOT NULL,
	"name" text NOT NULL,
	"state" "form_state" DEFAULT 'in_progress' NOT NULL,
	"write_date" timestamp with time zone DEFAULT now() NOT NULL,
	"practitioner" text,
	"apc_year" text,
	"due_date" timestamp with time zone,
	"confirmation_status" text,
	"confirmation_date" timestamp with time zone,
	"declaration_date" timestamp with time zone,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "forms_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tile_form_types" (
	"tile_id" integer NOT NULL,
	"form_type_code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tile_form_types_tile_id_form_type_code_pk" PRIMARY KEY("tile_id","form_type_code")
);
--> statement-breakpoint
CREATE TABLE "tiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tiles_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "user_tiles" (
	"user_id" integer NOT NULL,
	"tile_id" integer NOT NULL,
	CONSTRAINT "user_tiles_user_id_tile_id_pk" PRIMARY KEY("user_id","tile_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"display_name" text,
	"password_reset_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_form_type_code_form_types_code_fk" FOREIGN KEY ("form_type_code") REFERENCES "public"."form_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tile_form_types" ADD CONSTRAINT "tile_form_types_tile_id_tiles_id_fk" FOREIGN KEY ("tile_id") REFERENCES "public"."tiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tile_form_types" ADD CONSTRAINT "tile_form_types_form_type_code_form_types_code_fk" FOREIGN KEY ("form_type_code") REFERENCES "public"."form_types"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiles" ADD CONSTRAINT "tiles_parent_id_tiles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tiles" ADD CONSTRAINT "user_tiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tiles" ADD CONSTRAINT "user_tiles_tile_id_tiles_id_fk" FOREIGN KEY ("tile_id") REFERENCES "public"."tiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_form_id_idx" ON "files" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "files_owner_id_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "forms_owner_type_idx" ON "forms" USING btree ("owner_id","form_type_code");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tiles_parent_id_idx" ON "tiles" USING btree ("parent_id");