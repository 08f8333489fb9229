CREATE TABLE "catalogue_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"titles" jsonb NOT NULL,
	"subtitles" jsonb,
	"age_rating" smallint DEFAULT 0 NOT NULL,
	"art_hue" smallint NOT NULL,
	"art_seed" integer NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_items_tenant_kind_slug_uq" UNIQUE("tenant_name","kind","slug"),
	CONSTRAINT "catalogue_items_age_rating_ck" CHECK ("catalogue_items"."age_rating" in (0, 10, 20, 30, 40)),
	CONSTRAINT "catalogue_items_art_hue_ck" CHECK ("catalogue_items"."art_hue" between 0 and 359)
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000 CACHE 1),
	"tenant_name" text NOT NULL,
	"fingerprint" text NOT NULL,
	"user_agent" text NOT NULL,
	"desktop" boolean NOT NULL,
	"tablet" boolean NOT NULL,
	"modern_phone" boolean NOT NULL,
	"operating_system" text NOT NULL,
	"channel" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_tenant_fingerprint_uq" UNIQUE("tenant_name","fingerprint")
);
--> statement-breakpoint
CREATE TABLE "tenant_texts" (
	"tenant_name" text NOT NULL,
	"lang" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "tenant_texts_tenant_name_lang_key_pk" PRIMARY KEY("tenant_name","lang","key")
);
--> statement-breakpoint
CREATE TABLE "structure_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "structure_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"structure_name" text NOT NULL,
	"slug" text NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb,
	"item_kinds" text[] NOT NULL,
	"order_by" text NOT NULL,
	"item_limit" smallint NOT NULL,
	"more_url" text,
	CONSTRAINT "structure_sections_slug_uq" UNIQUE("tenant_name","structure_name","slug")
);
--> statement-breakpoint
CREATE TABLE "structures" (
	"tenant_name" text NOT NULL,
	"name" text NOT NULL,
	"titles" jsonb NOT NULL,
	CONSTRAINT "structures_tenant_name_name_pk" PRIMARY KEY("tenant_name","name")
);
--> statement-breakpoint
CREATE TABLE "tenant_hosts" (
	"hostname" text PRIMARY KEY NOT NULL,
	"tenant_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"name" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"short_name" text NOT NULL,
	"default_locale" text NOT NULL,
	"colors" jsonb NOT NULL,
	"max_rating" integer,
	"auto_login_cookie" text,
	"features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_texts" ADD CONSTRAINT "tenant_texts_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structure_sections" ADD CONSTRAINT "structure_sections_structure_fk" FOREIGN KEY ("tenant_name","structure_name") REFERENCES "public"."structures"("tenant_name","name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structures" ADD CONSTRAINT "structures_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_hosts" ADD CONSTRAINT "tenant_hosts_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_items_newest_idx" ON "catalogue_items" USING btree ("tenant_name","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalogue_items_popular_idx" ON "catalogue_items" USING btree ("tenant_name","kind","popularity" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenant_hosts_tenant_idx" ON "tenant_hosts" USING btree ("tenant_name");