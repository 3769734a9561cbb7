CREATE TABLE "stock_latest" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"total_intake_quantity" numeric(20, 3) NOT NULL,
	"total_intake_tk" numeric(20, 2) NOT NULL,
	"total_sold_quantity" numeric(20, 3) NOT NULL,
	"total_sold_tk" numeric(20, 2) NOT NULL,
	"total_waste_quantity" numeric(20, 3) NOT NULL,
	"total_other_quantity" numeric(20, 3) NOT NULL
);
--> statement-breakpoint
-- Each item's latest day as the roll-up has it now; then every change through the triggers below (ADR 0170).
INSERT INTO "stock_latest"
  SELECT DISTINCT ON ("item_id") "item_id", "day", "total_intake_quantity", "total_intake_tk", "total_sold_quantity",
    "total_sold_tk", "total_waste_quantity", "total_other_quantity"
  FROM "stock_days" ORDER BY "item_id", "day" DESC;--> statement-breakpoint
-- Sets each given item to its latest row, read back by the key (one probe an item), or drops it when it has none.
CREATE FUNCTION "refresh_stock_latest"("items" uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "stock_latest" WHERE "item_id" = ANY("items")
    AND NOT EXISTS (SELECT FROM "stock_days" WHERE "stock_days"."item_id" = "stock_latest"."item_id");
  INSERT INTO "stock_latest"
    SELECT latest.* FROM unnest("items") AS touched("item_id")
    CROSS JOIN LATERAL (
      SELECT "item_id", "day", "total_intake_quantity", "total_intake_tk", "total_sold_quantity", "total_sold_tk",
        "total_waste_quantity", "total_other_quantity"
      FROM "stock_days" WHERE "stock_days"."item_id" = touched."item_id" ORDER BY "day" DESC LIMIT 1
    ) latest
  ON CONFLICT ("item_id") DO UPDATE SET "day" = excluded."day",
    "total_intake_quantity" = excluded."total_intake_quantity", "total_intake_tk" = excluded."total_intake_tk",
    "total_sold_quantity" = excluded."total_sold_quantity", "total_sold_tk" = excluded."total_sold_tk",
    "total_waste_quantity" = excluded."total_waste_quantity", "total_other_quantity" = excluded."total_other_quantity";
$$;--> statement-breakpoint
-- Refreshes the items a statement touched. The fold moves the running totals of every later day of an item and a
-- rebuild deletes and inserts them all, so reading the result back is simpler and surer than working out which
-- changed row is the newest. Only the fold (one at a time, under its advisory lock) and bulk rebuilds write
-- `stock_days`, so nobody waits on these rows.
CREATE FUNCTION "stock_latest_of_stock_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "stock_latest";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "refresh_stock_latest"(ARRAY(SELECT DISTINCT "item_id" FROM "gone"));
  ELSE
    PERFORM "refresh_stock_latest"(ARRAY(SELECT DISTINCT "item_id" FROM "changed"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "stock_days_latest" AFTER INSERT ON "stock_days"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "stock_latest_of_stock_days"();--> statement-breakpoint
CREATE TRIGGER "stock_days_latest_changed" AFTER UPDATE ON "stock_days"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "stock_latest_of_stock_days"();--> statement-breakpoint
CREATE TRIGGER "stock_days_latest_gone" AFTER DELETE ON "stock_days"
  REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "stock_latest_of_stock_days"();--> statement-breakpoint
CREATE TRIGGER "stock_days_latest_truncated" AFTER TRUNCATE ON "stock_days"
  FOR EACH STATEMENT EXECUTE FUNCTION "stock_latest_of_stock_days"();
