CREATE TABLE "app_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_name" text NOT NULL,
	"consent_id" integer NOT NULL,
	"scopes" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_auth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"tenant_name" text NOT NULL,
	"consent_id" integer NOT NULL,
	"redirect_uri" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"code_challenge" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"app_id" integer NOT NULL,
	"scopes" jsonb NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "developer_apps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "developer_apps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"redirect_uris" jsonb NOT NULL,
	"scopes" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"catalogue_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"secret_rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "developer_apps_status_ck" CHECK ("developer_apps"."status" in ('active', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "app_access_tokens" ADD CONSTRAINT "app_access_tokens_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_access_tokens" ADD CONSTRAINT "app_access_tokens_consent_id_app_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."app_consents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_auth_codes" ADD CONSTRAINT "app_auth_codes_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_auth_codes" ADD CONSTRAINT "app_auth_codes_consent_id_app_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."app_consents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_consents" ADD CONSTRAINT "app_consents_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_consents" ADD CONSTRAINT "app_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_consents" ADD CONSTRAINT "app_consents_app_id_developer_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."developer_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_apps" ADD CONSTRAINT "developer_apps_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_apps" ADD CONSTRAINT "developer_apps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_apps" ADD CONSTRAINT "developer_apps_catalogue_item_id_catalogue_items_id_fk" FOREIGN KEY ("catalogue_item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_consents_live_uq" ON "app_consents" USING btree ("tenant_name","user_id","app_id") WHERE "app_consents"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "developer_apps_client_uq" ON "developer_apps" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "developer_apps_owner_idx" ON "developer_apps" USING btree ("tenant_name","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "developer_apps_catalogue_uq" ON "developer_apps" USING btree ("tenant_name","catalogue_item_id");