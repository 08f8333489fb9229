CREATE TABLE "parental_controls" (
	"tenant_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"password_hash" text,
	"max_age_group" integer DEFAULT 40 NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parental_controls_tenant_name_user_id_pk" PRIMARY KEY("tenant_name","user_id"),
	CONSTRAINT "parental_controls_age_ck" CHECK ("parental_controls"."max_age_group" in (0, 10, 20, 30, 40)),
	CONSTRAINT "parental_controls_active_ck" CHECK (not "parental_controls"."is_active" or "parental_controls"."password_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "parental_reset_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"tenant_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parental_controls" ADD CONSTRAINT "parental_controls_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_controls" ADD CONSTRAINT "parental_controls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_reset_codes" ADD CONSTRAINT "parental_reset_codes_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_reset_codes" ADD CONSTRAINT "parental_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parental_reset_codes_user_idx" ON "parental_reset_codes" USING btree ("tenant_name","user_id");