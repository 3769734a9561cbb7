-- A receipt charged from a held order keeps the order's table or takeaway token, as they were at the charge, so
-- the dine-in bill names them (issue 31). Receipts charged before this learn them from their order, which can
-- no longer change once charged; a sale made at the counter has neither.
ALTER TABLE "invoices" ADD COLUMN "order_table" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "order_token" integer;--> statement-breakpoint
UPDATE "invoices" SET "order_table" = "held_orders"."table_label", "order_token" = "held_orders"."token"
FROM "held_orders"
WHERE "held_orders"."invoice_id" = "invoices"."id" AND "held_orders"."status" = 'charged';
