CREATE TABLE "route_rules" (
	"tenant_name" text NOT NULL,
	"path" text NOT NULL,
	"to" text NOT NULL,
	"external" boolean NOT NULL,
	"permanent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "route_rules_tenant_name_path_pk" PRIMARY KEY("tenant_name","path"),
	CONSTRAINT "route_rules_to_ck" CHECK (("route_rules"."external" and "route_rules"."to" ~ '^https?://[^/]') or (not "route_rules"."external" and "route_rules"."to" ~ '^/([^/]|$)')),
	CONSTRAINT "route_rules_path_ck" CHECK ("route_rules"."path" ~ '^/')
);
--> statement-breakpoint
CREATE TABLE "tenant_configurations" (
	"tenant_name" text PRIMARY KEY NOT NULL,
	"groups" jsonb NOT NULL,
	"fragments" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "props" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "route_rules" ADD CONSTRAINT "route_rules_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_configurations" ADD CONSTRAINT "tenant_configurations_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_items_props_idx" ON "catalogue_items" USING gin ("props");