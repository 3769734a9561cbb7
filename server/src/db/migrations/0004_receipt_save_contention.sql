-- Receipt saves no longer touch rows that every other save touches too
-- (docs/decisions/0042-hot-path-statements.md).
--
-- 1. Each receipt write appends its change to the day's sales here instead of updating daily_sales; the app
--    folds these into daily_sales every second. Readers add both through sales_by_day.
CREATE TABLE "sales_deltas" (
	"day" date NOT NULL,
	"sales" numeric(14, 2) NOT NULL,
	"order_count" integer NOT NULL
);
--> statement-breakpoint
CREATE VIEW "public"."sales_by_day" AS (select day, sales, order_count from daily_sales union all select day, sales, order_count from sales_deltas);
--> statement-breakpoint
-- 2. invoices.created_by is no longer a foreign key: its check share-locked the cashier's users row on every
--    save, so one cashier's saves queued on it. The trigger keeps what ON DELETE SET NULL did.
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_created_by_users_id_fk";
--> statement-breakpoint
CREATE FUNCTION forget_receipt_creator() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices SET created_by = NULL WHERE created_by = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_forget_receipt_creator AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION forget_receipt_creator();
