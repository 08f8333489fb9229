ALTER TABLE "devices" DROP CONSTRAINT "devices_tenant_fingerprint_uq";--> statement-breakpoint
ALTER TABLE "devices" DROP COLUMN "fingerprint";--> statement-breakpoint
ALTER TABLE "devices" DROP COLUMN "user_agent";--> statement-breakpoint
ALTER TABLE "devices" DROP COLUMN "channel";--> statement-breakpoint
ALTER TABLE "devices" DROP COLUMN "last_seen_at";--> statement-breakpoint
-- One row per tenant and device class: keep the oldest row of each class, drop the per-browser rest.
DELETE FROM "devices" AS d USING "devices" AS k
WHERE d."tenant_name" = k."tenant_name" AND d."operating_system" = k."operating_system"
  AND d."desktop" = k."desktop" AND d."tablet" = k."tablet" AND d."modern_phone" = k."modern_phone"
  AND d."id" > k."id";--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_tenant_class_uq" UNIQUE("tenant_name","operating_system","desktop","tablet","modern_phone");