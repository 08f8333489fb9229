CREATE TABLE "downloads" (
	"tenant_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"collection_id" integer,
	"ticket_id" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "downloads_user_id_item_id_device_id_pk" PRIMARY KEY("user_id","item_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"tenant_name" text NOT NULL,
	"principal" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"status" integer,
	"headers" jsonb,
	"body" text,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_tenant_name_principal_method_path_key_pk" PRIMARY KEY("tenant_name","principal","method","path","key")
);
--> statement-breakpoint
CREATE TABLE "listening_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_name" text NOT NULL,
	"user_id" uuid,
	"item_id" integer NOT NULL,
	"media" text NOT NULL,
	"is_preview" boolean NOT NULL,
	"source" text NOT NULL,
	"duration_sec" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streaming_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "streaming_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"ticket_id" text NOT NULL,
	"user_id" uuid,
	"item_id" integer NOT NULL,
	"type" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"usage_duration" integer NOT NULL,
	"max_usage_duration" integer NOT NULL,
	"offline" boolean NOT NULL,
	"partial" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"titles" jsonb NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"billing_cycle" text NOT NULL,
	"price" jsonb NOT NULL,
	"promotion_price" jsonb,
	"max_trial_duration" text,
	"contingents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accumulate_contingent" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_types_tenant_slug_uq" UNIQUE("tenant_name","slug")
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"type_id" integer NOT NULL,
	"state" text NOT NULL,
	"sub_state" text,
	"contingents" jsonb NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	"next_renewal_date" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_subscriptions_state_ck" CHECK ("user_subscriptions"."state" in ('ACTIVE', 'INACTIVE', 'REQUESTED', 'CANCELED')),
	CONSTRAINT "user_subscriptions_sub_state_ck" CHECK ("user_subscriptions"."sub_state" is null or "user_subscriptions"."sub_state" = 'PENDING')
);
--> statement-breakpoint
CREATE TABLE "wallet_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" integer NOT NULL,
	"source" text NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_items_user_item_uq" UNIQUE("user_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_collection_id_catalogue_items_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."catalogue_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_ticket_id_listening_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."listening_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_tickets" ADD CONSTRAINT "listening_tickets_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_tickets" ADD CONSTRAINT "listening_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_tickets" ADD CONSTRAINT "listening_tickets_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streaming_reports" ADD CONSTRAINT "streaming_reports_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streaming_reports" ADD CONSTRAINT "streaming_reports_ticket_id_listening_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."listening_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streaming_reports" ADD CONSTRAINT "streaming_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streaming_reports" ADD CONSTRAINT "streaming_reports_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_types" ADD CONSTRAINT "subscription_types_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_type_id_subscription_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."subscription_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_items" ADD CONSTRAINT "wallet_items_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_items" ADD CONSTRAINT "wallet_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_items" ADD CONSTRAINT "wallet_items_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "downloads_item_idx" ON "downloads" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "downloads_ticket_idx" ON "downloads" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "listening_tickets_user_idx" ON "listening_tickets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "listening_tickets_item_idx" ON "listening_tickets" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "listening_tickets_valid_idx" ON "listening_tickets" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "streaming_reports_ticket_idx" ON "streaming_reports" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "streaming_reports_item_idx" ON "streaming_reports" USING btree ("item_id","reported_at");--> statement-breakpoint
CREATE INDEX "streaming_reports_user_idx" ON "streaming_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_user_idx" ON "user_subscriptions" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "user_subscriptions_type_idx" ON "user_subscriptions" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "wallet_items_user_newest_idx" ON "wallet_items" USING btree ("user_id","acquired_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_items_item_idx" ON "wallet_items" USING btree ("item_id");