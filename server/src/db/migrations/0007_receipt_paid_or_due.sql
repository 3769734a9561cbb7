-- A receipt is paid or due, derived from its total and what was paid (issue 12, item 22; ADR 0075).
-- Card, bKash and Nagad receipts saved with no amount were paid in full at the counter.
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_check";--> statement-breakpoint
UPDATE "invoices" SET "amount_paid" = "total"
WHERE "amount_paid" = 0 AND "payment_method" IN ('Card', 'bKash', 'Nagad');--> statement-breakpoint
UPDATE "invoices" SET "status" = CASE WHEN "amount_paid" >= "total" THEN 'paid' ELSE 'due' END;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "status" SET DEFAULT 'due';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('paid', 'due'));
