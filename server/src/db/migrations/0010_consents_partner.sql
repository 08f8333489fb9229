ALTER TABLE "subscription_types" ADD COLUMN "consents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_types" ADD COLUMN "partner" jsonb;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "consents" jsonb DEFAULT '[]'::jsonb NOT NULL;