ALTER TABLE "invoice_items" DROP CONSTRAINT "invoice_items_recipe_id_recipes_id_fk";
--> statement-breakpoint
ALTER TABLE "inventory_movements" DROP CONSTRAINT "inventory_movements_item_id_inventory_items_id_fk";
--> statement-breakpoint
ALTER TABLE "inventory_movements" DROP CONSTRAINT "inventory_movements_by_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "usage_deltas" ADD COLUMN "stock_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "usage_deltas_pending_idx" ON "usage_deltas" USING btree ("item_id") WHERE "usage_deltas"."stock_pending";--> statement-breakpoint
-- The dropped keys' actions, kept by triggers (docs/decisions/0102-sales-never-wait-for-stock.md).
CREATE OR REPLACE FUNCTION forget_receipt_creator() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices SET created_by = NULL WHERE created_by = OLD.id;
  UPDATE invoice_payments SET created_by = NULL WHERE created_by = OLD.id;
  UPDATE inventory_movements SET by_id = NULL WHERE by_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE FUNCTION forget_sold_dish() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoice_items SET recipe_id = NULL WHERE recipe_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER recipes_forget_sold_dish AFTER DELETE ON recipes
  FOR EACH ROW EXECUTE FUNCTION forget_sold_dish();
--> statement-breakpoint
CREATE FUNCTION keep_moved_item() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM inventory_movements WHERE item_id = OLD.id) THEN
    RAISE foreign_key_violation USING MESSAGE = 'a stock item with movements cannot be deleted', DETAIL = OLD.id::text;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_keep_moved BEFORE DELETE ON inventory_items
  FOR EACH ROW EXECUTE FUNCTION keep_moved_item();
