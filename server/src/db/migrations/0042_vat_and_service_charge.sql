CREATE TABLE "daily_vat" (
	"day" date NOT NULL,
	"rate_name" text NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"inclusive" boolean NOT NULL,
	"taxable" numeric(20, 2) NOT NULL,
	"vat" numeric(20, 2) NOT NULL,
	"service_charge" numeric(20, 2) NOT NULL,
	CONSTRAINT "daily_vat_day_rate_name_percent_inclusive_pk" PRIMARY KEY("day","rate_name","percent","inclusive")
);
--> statement-breakpoint
CREATE TABLE "vat_deltas" (
	"day" date NOT NULL,
	"rate_name" text NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"inclusive" boolean NOT NULL,
	"taxable" numeric(20, 2) NOT NULL,
	"vat" numeric(20, 2) NOT NULL,
	"service_charge" numeric(20, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "tax_rate" text;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "tax_rate" text;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "vat" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller_bin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_bin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_lines" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_charge" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_charge_vat" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "vat_deltas_day_idx" ON "vat_deltas" USING btree ("day");--> statement-breakpoint
CREATE VIEW "public"."vat_by_day" AS (select day, rate_name, percent, inclusive, taxable, vat, service_charge from daily_vat union all select day, rate_name, percent, inclusive, taxable, vat, service_charge from vat_deltas);--> statement-breakpoint
-- The restaurant VAT of docs/BANGLADESH as the default settings (issue 34): 5 % since the FY2022-23 budget, 15 %
-- from 9 January 2025, 5 % again from 22 January 2025, included in menu prices as NBR requires. No BIN: receipts
-- print as before until the admin enters one. An install that already has VAT settings keeps them.
INSERT INTO "settings" ("key", "value") VALUES ('vat', '{"bin":"","standardRate":"Standard","rates":[{"name":"Standard","percent":5,"effectiveFrom":"2022-07-01","inclusive":true},{"name":"Standard","percent":15,"effectiveFrom":"2025-01-09","inclusive":true},{"name":"Standard","percent":5,"effectiveFrom":"2025-01-22","inclusive":true}],"serviceCharge":{"percent":0,"taxed":false}}'::jsonb)
ON CONFLICT ("key") DO NOTHING;
