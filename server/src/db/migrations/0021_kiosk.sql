CREATE TABLE "kiosk_devices" (
	"tenant_name" text NOT NULL,
	"device_id" uuid NOT NULL,
	"pin_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"enrolled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_devices_tenant_name_device_id_pk" PRIMARY KEY("tenant_name","device_id")
);
--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;