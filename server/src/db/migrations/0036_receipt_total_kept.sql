CREATE TABLE "sales_totals" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"order_count" bigint NOT NULL,
	CONSTRAINT "sales_totals_single_check" CHECK ("sales_totals"."single")
);
--> statement-breakpoint
CREATE VIEW "public"."live_sales_totals" AS (select order_count from sales_totals union all select order_count from sales_deltas);--> statement-breakpoint
-- The days' receipts there are now; then every later change through the trigger below (ADR 0175). A shop
-- without days gets no row (the first fold adds it), so a fresh database stays empty for a restore.
INSERT INTO "sales_totals" ("single", "order_count")
  SELECT true, sum("order_count") FROM "daily_sales" HAVING count(*) > 0;--> statement-breakpoint
-- Adds what one statement changed in `daily_sales` to the one row: an insert its rows, a delete minus its rows,
-- an update the new rows minus the old; a truncate empties it. Only the sales fold (one at a time, under its
-- advisory lock) and bulk rebuilds write days, so updating the row here makes nobody wait.
CREATE FUNCTION "sales_totals_of_daily_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change bigint := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "sales_totals";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    change := change + (SELECT coalesce(sum("order_count"), 0) FROM "changed");
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    change := change - (SELECT coalesce(sum("order_count"), 0) FROM "gone");
  END IF;
  IF change <> 0 THEN
    INSERT INTO "sales_totals" ("single", "order_count") VALUES (true, change)
    ON CONFLICT ("single") DO UPDATE SET "order_count" = "sales_totals"."order_count" + excluded."order_count";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "daily_sales_totalled" AFTER INSERT ON "daily_sales"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "sales_totals_of_daily_sales"();--> statement-breakpoint
CREATE TRIGGER "daily_sales_totalled_changed" AFTER UPDATE ON "daily_sales"
  REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT
  EXECUTE FUNCTION "sales_totals_of_daily_sales"();--> statement-breakpoint
CREATE TRIGGER "daily_sales_totalled_gone" AFTER DELETE ON "daily_sales"
  REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "sales_totals_of_daily_sales"();--> statement-breakpoint
CREATE TRIGGER "daily_sales_totalled_truncated" AFTER TRUNCATE ON "daily_sales"
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_totals_of_daily_sales"();
