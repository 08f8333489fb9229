CREATE TABLE "ratings" (
	"tenant_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"score" integer NOT NULL,
	"content_type" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_user_id_item_id_device_id_pk" PRIMARY KEY("user_id","item_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ratings_item_idx" ON "ratings" USING btree ("item_id","user_id","updated_at" DESC NULLS LAST);