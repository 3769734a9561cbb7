-- The sales roll-up can hold any day the contract allows (issue 12, items 1-3; ADR 0044).
-- A day's total is the sum of many receipts, so it gets a wider column than one receipt's numeric(14,2).
-- The view that adds both tables depends on these columns: drop it around the change.
DROP VIEW "public"."sales_by_day";--> statement-breakpoint
ALTER TABLE "daily_sales" ALTER COLUMN "sales" SET DATA TYPE numeric(20, 2);--> statement-breakpoint
ALTER TABLE "daily_sales" ALTER COLUMN "sales" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "sales_deltas" ALTER COLUMN "sales" SET DATA TYPE numeric(20, 2);--> statement-breakpoint
CREATE VIEW "public"."sales_by_day" AS (select day, sales, order_count from daily_sales union all select day, sales, order_count from sales_deltas);--> statement-breakpoint
-- The JWT signing secret no longer lives in the database, so no dump carries it (issue 12, item 14).
DELETE FROM "settings" WHERE "key" = 'jwt_secret';
