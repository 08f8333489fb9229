CREATE TABLE "stories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"group_slug" text NOT NULL,
	"group_titles" jsonb NOT NULL,
	"group_position" smallint NOT NULL,
	"position" smallint NOT NULL,
	"item_id" integer NOT NULL,
	"captions" jsonb NOT NULL,
	"linked" boolean DEFAULT false NOT NULL,
	"duration_ms" integer NOT NULL,
	CONSTRAINT "stories_tenant_group_position_uq" UNIQUE("tenant_name","group_slug","position")
);
--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_tenant_order_idx" ON "stories" USING btree ("tenant_name","group_position","position");