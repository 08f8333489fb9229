CREATE TABLE "commerce_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "commerce_clock_one_row_ck" CHECK ("commerce_clock"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "credit_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"behaviour" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_cards_last4_ck" CHECK ("credit_cards"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "credit_spends" (
	"subscription_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"tenant_name" text NOT NULL,
	"spent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_spends_subscription_id_item_id_period_start_pk" PRIMARY KEY("subscription_id","item_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" text NOT NULL,
	"subscription_id" integer,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_payment_kind_uq" UNIQUE("payment_id","kind")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"event_id" text PRIMARY KEY NOT NULL,
	"tenant_name" text NOT NULL,
	"payment_id" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"type_id" integer,
	"subscription_id" integer,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"charge_key" text NOT NULL,
	"return_url" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"card_id" integer,
	"intent" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"challenge_hash" text,
	"challenge_attempts" integer DEFAULT 0 NOT NULL,
	"msisdn" text,
	"error" text,
	"settle_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_charge_key_uq" UNIQUE("tenant_name","charge_key"),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_minor" >= 0 and "payments"."amount_minor" <= 100000000)
);
--> statement-breakpoint
CREATE TABLE "subscription_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "subscription_groups_tenant_slug_uq" UNIQUE("tenant_name","slug")
);
--> statement-breakpoint
ALTER TABLE "subscription_types" ADD COLUMN "kind" text DEFAULT 'SUBSCRIPTION' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_types" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "subscription_types" ADD COLUMN "level_order" integer;--> statement-breakpoint
ALTER TABLE "subscription_types" ADD COLUMN "info_service_item_id" integer;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "period_start" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "migrated_from_id" integer;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "card_id" integer;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "renewal_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "partner_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_spends" ADD CONSTRAINT "credit_spends_subscription_id_user_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."user_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_spends" ADD CONSTRAINT "credit_spends_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_spends" ADD CONSTRAINT "credit_spends_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_type_id_subscription_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."subscription_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_user_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."user_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_id_credit_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."credit_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_groups" ADD CONSTRAINT "subscription_groups_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_cards_user_idx" ON "credit_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_cards_one_default_uq" ON "credit_cards" USING btree ("user_id") WHERE "credit_cards"."is_default";--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_settle_idx" ON "payments" USING btree ("status","settle_after");--> statement-breakpoint
ALTER TABLE "subscription_types" ADD CONSTRAINT "subscription_types_group_id_subscription_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."subscription_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_types" ADD CONSTRAINT "subscription_types_info_service_item_id_catalogue_items_id_fk" FOREIGN KEY ("info_service_item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_subscriptions_renewal_idx" ON "user_subscriptions" USING btree ("next_renewal_date");--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_one_trial_uq" ON "user_subscriptions" USING btree ("user_id","type_id") WHERE "user_subscriptions"."trial";--> statement-breakpoint
-- The commerce clock (issue 16): every date decision of commerce (renewals, expiry, trials, credits,
-- entitlement) reads this, so the demo tool and tests move time forward for every instance at once.
CREATE FUNCTION "commerce_now"() RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT now() + make_interval(secs => coalesce((SELECT "offset_seconds" FROM "commerce_clock" WHERE "id" = 1), 0))
$$;--> statement-breakpoint
INSERT INTO "commerce_clock" ("id", "offset_seconds") VALUES (1, 0);
