CREATE TABLE "external_providers" (
	"tenant_name" text NOT NULL,
	"code" text NOT NULL,
	"source" text NOT NULL,
	"host" text NOT NULL,
	CONSTRAINT "external_providers_tenant_name_code_pk" PRIMARY KEY("tenant_name","code"),
	CONSTRAINT "external_providers_tenant_source_uq" UNIQUE("tenant_name","source")
);
--> statement-breakpoint
CREATE TABLE "licence_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_name" text NOT NULL,
	"user_id" uuid,
	"item_id" integer,
	"kids" text[] DEFAULT '{}'::text[] NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_keys" (
	"tenant_name" text NOT NULL,
	"item_id" integer NOT NULL,
	"kid" text NOT NULL,
	"key_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_keys_tenant_name_item_id_pk" PRIMARY KEY("tenant_name","item_id"),
	CONSTRAINT "video_keys_kid_uq" UNIQUE("kid")
);
--> statement-breakpoint
ALTER TABLE "external_providers" ADD CONSTRAINT "external_providers_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_requests" ADD CONSTRAINT "licence_requests_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_requests" ADD CONSTRAINT "licence_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_requests" ADD CONSTRAINT "licence_requests_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_keys" ADD CONSTRAINT "video_keys_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_keys" ADD CONSTRAINT "video_keys_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_requests_tenant_at_idx" ON "licence_requests" USING btree ("tenant_name","created_at");