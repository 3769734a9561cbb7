CREATE TABLE "stock_months" (
	"month" date NOT NULL,
	"item_id" uuid NOT NULL,
	"day" date NOT NULL,
	"total_intake_quantity" numeric(20, 3) NOT NULL,
	"total_intake_tk" numeric(20, 2) NOT NULL,
	"total_sold_quantity" numeric(20, 3) NOT NULL,
	"total_sold_tk" numeric(20, 2) NOT NULL,
	"total_waste_quantity" numeric(20, 3) NOT NULL,
	"total_other_quantity" numeric(20, 3) NOT NULL,
	CONSTRAINT "stock_months_month_item_id_pk" PRIMARY KEY("month","item_id")
);
--> statement-breakpoint
-- The first day of a date's month (immutable, so a reader's month of a constant day folds into a constant).
CREATE FUNCTION "month_of"("day" date) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT date_trunc('month', "day"::timestamp)::date
$$;--> statement-breakpoint
-- Each item's last day of each month as the roll-up has it now; then every change through the triggers below.
INSERT INTO "stock_months"
  SELECT DISTINCT ON (month_of("day"), "item_id") month_of("day"), "item_id", "day", "total_intake_quantity",
    "total_intake_tk", "total_sold_quantity", "total_sold_tk", "total_waste_quantity", "total_other_quantity"
  FROM "stock_days" ORDER BY month_of("day"), "item_id", "day" DESC;--> statement-breakpoint
-- Sets each given (item, month) to the item's last row of that month, read back by the key (one probe each), or
-- drops it when the month has none left.
CREATE FUNCTION "refresh_stock_months"("items" uuid[], "months" date[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "stock_months" kept USING unnest("items", "months") AS touched("item_id", "month")
  WHERE kept."item_id" = touched."item_id" AND kept."month" = touched."month"
    AND NOT EXISTS (SELECT FROM "stock_days" WHERE "stock_days"."item_id" = touched."item_id"
      AND "stock_days"."day" >= touched."month" AND "stock_days"."day" < (touched."month" + interval '1 month')::date);
  INSERT INTO "stock_months"
    SELECT touched."month", last.* FROM unnest("items", "months") AS touched("item_id", "month")
    CROSS JOIN LATERAL (
      SELECT "item_id", "day", "total_intake_quantity", "total_intake_tk", "total_sold_quantity", "total_sold_tk",
        "total_waste_quantity", "total_other_quantity"
      FROM "stock_days" WHERE "stock_days"."item_id" = touched."item_id" AND "stock_days"."day" >= touched."month"
        AND "stock_days"."day" < (touched."month" + interval '1 month')::date
      ORDER BY "day" DESC LIMIT 1
    ) last
  ON CONFLICT ("month", "item_id") DO UPDATE SET "day" = excluded."day",
    "total_intake_quantity" = excluded."total_intake_quantity", "total_intake_tk" = excluded."total_intake_tk",
    "total_sold_quantity" = excluded."total_sold_quantity", "total_sold_tk" = excluded."total_sold_tk",
    "total_waste_quantity" = excluded."total_waste_quantity", "total_other_quantity" = excluded."total_other_quantity";
$$;--> statement-breakpoint
-- Refreshes the (item, month) pairs a statement touched. The fold moves the running totals of every later day of
-- an item and a rebuild deletes and inserts them all, so reading the result back is simpler and surer than working
-- out which changed row is a month's last. Only the fold (one at a time, under its advisory lock) and bulk rebuilds
-- write `stock_days`, so nobody waits on these rows.
CREATE FUNCTION "stock_months_of_stock_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  items uuid[];
  months date[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "stock_months";
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("item_id"), array_agg("month") INTO items, months
    FROM (SELECT DISTINCT "item_id", month_of("day") AS "month" FROM "gone") touched;
  ELSE
    SELECT array_agg("item_id"), array_agg("month") INTO items, months
    FROM (SELECT DISTINCT "item_id", month_of("day") AS "month" FROM "changed") touched;
  END IF;
  PERFORM "refresh_stock_months"(items, months);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "stock_days_months" AFTER INSERT ON "stock_days"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "stock_months_of_stock_days"();--> statement-breakpoint
CREATE TRIGGER "stock_days_months_changed" AFTER UPDATE ON "stock_days"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "stock_months_of_stock_days"();--> statement-breakpoint
CREATE TRIGGER "stock_days_months_gone" AFTER DELETE ON "stock_days"
  REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "stock_months_of_stock_days"();--> statement-breakpoint
CREATE TRIGGER "stock_days_months_truncated" AFTER TRUNCATE ON "stock_days"
  FOR EACH STATEMENT EXECUTE FUNCTION "stock_months_of_stock_days"();
