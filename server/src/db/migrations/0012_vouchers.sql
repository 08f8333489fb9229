CREATE TABLE "voucher_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"voucher_item_id" integer NOT NULL,
	"payment_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"code_sealed" text NOT NULL,
	"code_hint" text NOT NULL,
	"grants_type_id" integer,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"redeemed_by" uuid,
	"redeemed_at" timestamp with time zone,
	"redeemed_via" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_codes_tenant_hash_uq" UNIQUE("tenant_name","code_hash"),
	CONSTRAINT "voucher_codes_payment_ordinal_uq" UNIQUE("payment_id","ordinal"),
	CONSTRAINT "voucher_codes_status_ck" CHECK ("voucher_codes"."status" in ('ISSUED', 'REDEEMED')),
	CONSTRAINT "voucher_codes_hint_ck" CHECK ("voucher_codes"."code_hint" ~ '^[0-9A-Z]{4}$')
);
--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_voucher_item_id_catalogue_items_id_fk" FOREIGN KEY ("voucher_item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_grants_type_id_subscription_types_id_fk" FOREIGN KEY ("grants_type_id") REFERENCES "public"."subscription_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_codes_owner_idx" ON "voucher_codes" USING btree ("owner_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "voucher_codes_item_idx" ON "voucher_codes" USING btree ("voucher_item_id");