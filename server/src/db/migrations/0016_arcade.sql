CREATE TABLE "arcade_competitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arcade_competitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"item_id" integer NOT NULL,
	"slug" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"prizes" jsonb NOT NULL,
	"rewarded_at" timestamp with time zone,
	CONSTRAINT "arcade_competitions_slug_uq" UNIQUE("tenant_name","slug"),
	CONSTRAINT "arcade_competitions_window_ck" CHECK ("arcade_competitions"."ends_at" > "arcade_competitions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "arcade_scores" (
	"tenant_name" text NOT NULL,
	"competition_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"scored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arcade_scores_user_uq" UNIQUE("tenant_name","competition_id","user_id"),
	CONSTRAINT "arcade_scores_score_ck" CHECK ("arcade_scores"."score" >= 0)
);
--> statement-breakpoint
ALTER TABLE "arcade_competitions" ADD CONSTRAINT "arcade_competitions_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_competitions" ADD CONSTRAINT "arcade_competitions_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_scores" ADD CONSTRAINT "arcade_scores_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_scores" ADD CONSTRAINT "arcade_scores_competition_id_arcade_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."arcade_competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arcade_scores" ADD CONSTRAINT "arcade_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arcade_competitions_item_idx" ON "arcade_competitions" USING btree ("tenant_name","item_id","starts_at");--> statement-breakpoint
CREATE INDEX "arcade_scores_rank_idx" ON "arcade_scores" USING btree ("tenant_name","competition_id","score" DESC NULLS LAST,"scored_at");