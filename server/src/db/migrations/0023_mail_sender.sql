ALTER TABLE "mail_outbox" ADD COLUMN "sender" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "template_id" text;