CREATE TABLE "challenge_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenge_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"challenge_id" text NOT NULL,
	"item_id" integer NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"content_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_events_source_ck" CHECK ("challenge_events"."source" in ('server', 'portal'))
);
--> statement-breakpoint
CREATE TABLE "challenge_opt_ins" (
	"tenant_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"challenge_id" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_opt_ins_uq" UNIQUE("tenant_name","user_id","challenge_id")
);
--> statement-breakpoint
CREATE TABLE "reward_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"label" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_grants_source_uq" UNIQUE("tenant_name","user_id","source_kind","source_id","currency"),
	CONSTRAINT "reward_grants_currency_ck" CHECK ("reward_grants"."currency" in ('TICKETS', 'COINS')),
	CONSTRAINT "reward_grants_source_ck" CHECK ("reward_grants"."source_kind" in ('challenge-step', 'arcade', 'tournament')),
	CONSTRAINT "reward_grants_amount_ck" CHECK ("reward_grants"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"item_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"notified_at" timestamp with time zone,
	"notified_source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "tournament_invitations_kind_ck" CHECK ("tournament_invitations"."kind" in ('invitation', 'join-request')),
	CONSTRAINT "tournament_invitations_status_ck" CHECK ("tournament_invitations"."status" in ('PENDING', 'ACCEPTED', 'DECLINED'))
);
--> statement-breakpoint
CREATE TABLE "tournament_registrations" (
	"tenant_name" text NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"ingame_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_registrations_uq" UNIQUE("tenant_name","item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_team_members" (
	"tenant_name" text NOT NULL,
	"item_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_team_members_user_uq" UNIQUE("tenant_name","item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_name" text NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"captain_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_teams_name_uq" UNIQUE("tenant_name","item_id","name")
);
--> statement-breakpoint
ALTER TABLE "challenge_events" ADD CONSTRAINT "challenge_events_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_events" ADD CONSTRAINT "challenge_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_events" ADD CONSTRAINT "challenge_events_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_opt_ins" ADD CONSTRAINT "challenge_opt_ins_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_opt_ins" ADD CONSTRAINT "challenge_opt_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_opt_ins" ADD CONSTRAINT "challenge_opt_ins_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invitations" ADD CONSTRAINT "tournament_invitations_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invitations" ADD CONSTRAINT "tournament_invitations_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invitations" ADD CONSTRAINT "tournament_invitations_team_id_tournament_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."tournament_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invitations" ADD CONSTRAINT "tournament_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invitations" ADD CONSTRAINT "tournament_invitations_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_members" ADD CONSTRAINT "tournament_team_members_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_members" ADD CONSTRAINT "tournament_team_members_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_members" ADD CONSTRAINT "tournament_team_members_team_id_tournament_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."tournament_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_team_members" ADD CONSTRAINT "tournament_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_teams" ADD CONSTRAINT "tournament_teams_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_teams" ADD CONSTRAINT "tournament_teams_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_teams" ADD CONSTRAINT "tournament_teams_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_events_user_idx" ON "challenge_events" USING btree ("tenant_name","user_id","challenge_id","id");--> statement-breakpoint
CREATE INDEX "challenge_opt_ins_tournament_idx" ON "challenge_opt_ins" USING btree ("tenant_name","item_id","user_id");--> statement-breakpoint
CREATE INDEX "reward_grants_user_idx" ON "reward_grants" USING btree ("tenant_name","user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tournament_invitations_user_idx" ON "tournament_invitations" USING btree ("tenant_name","user_id","status");--> statement-breakpoint
CREATE INDEX "tournament_invitations_team_idx" ON "tournament_invitations" USING btree ("team_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_invitations_pending_uq" ON "tournament_invitations" USING btree ("team_id","user_id") WHERE "tournament_invitations"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "tournament_registrations_user_idx" ON "tournament_registrations" USING btree ("tenant_name","user_id");--> statement-breakpoint
CREATE INDEX "tournament_team_members_team_idx" ON "tournament_team_members" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "tournament_teams_tournament_idx" ON "tournament_teams" USING btree ("tenant_name","item_id");