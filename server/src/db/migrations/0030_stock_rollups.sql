CREATE TABLE "stock_day_deltas" (
	"item_id" uuid NOT NULL,
	"day" date NOT NULL,
	"intake_quantity" numeric(20, 3) DEFAULT '0' NOT NULL,
	"intake_tk" numeric(20, 2) DEFAULT '0' NOT NULL,
	"sold_quantity" numeric(20, 3) DEFAULT '0' NOT NULL,
	"sold_tk" numeric(20, 2) DEFAULT '0' NOT NULL,
	"waste_quantity" numeric(20, 3) DEFAULT '0' NOT NULL,
	"other_quantity" numeric(20, 3) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_days" (
	"item_id" uuid NOT NULL,
	"day" date NOT NULL,
	"intake_quantity" numeric(20, 3) DEFAULT '0' NOT NULL,
	"intake_tk" numeric(20, 2) DEFAULT '0' NOT NULL,
	"sold_quantity" numeric(20, 3) DEFAULT '0' NOT NULL,
	"sold_tk" numeric(20, 2) DEFAULT '0' NOT NULL,
	"waste_quantity" numeric(20, 3) DEFAULT '0' NOT NULL,
	"other_quantity" numeric(20, 3) DEFAULT '0' NOT NULL,
	"total_intake_quantity" numeric(20, 3) NOT NULL,
	"total_intake_tk" numeric(20, 2) NOT NULL,
	"total_sold_quantity" numeric(20, 3) NOT NULL,
	"total_sold_tk" numeric(20, 2) NOT NULL,
	"total_waste_quantity" numeric(20, 3) NOT NULL,
	"total_other_quantity" numeric(20, 3) NOT NULL,
	CONSTRAINT "stock_days_item_id_day_pk" PRIMARY KEY("item_id","day")
);
--> statement-breakpoint
CREATE INDEX "stock_days_day_idx" ON "stock_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "inventory_movements_item_intake_idx" ON "inventory_movements" USING btree ("item_id","at","id") WHERE "inventory_movements"."kind" = 'intake';--> statement-breakpoint
CREATE VIEW "public"."stock_by_day" AS (select item_id, day, intake_quantity, intake_tk, sold_quantity, sold_tk, waste_quantity, other_quantity from stock_days union all select item_id, day, intake_quantity, intake_tk, sold_quantity, sold_tk, waste_quantity, other_quantity from stock_day_deltas);--> statement-breakpoint
-- The stock roll-up (issue 33, ADR 0170). A movement's business day is its wall-clock date in the restaurant's
-- zone, which every connection of the app names (dastarkhan.time_zone, set by connectDatabase from TZ).
CREATE FUNCTION business_day(instant timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (instant AT TIME ZONE coalesce(nullif(current_setting('dastarkhan.time_zone', true), ''), 'Asia/Dhaka'))::date
$$;--> statement-breakpoint
-- Every movement but a sale (sales reach the roll-up through their usage, below) appends its day's change in the
-- statement that appends it, whichever code or tool writes it: intakes, waste (and reductions recorded as wasted
-- before that kind existed), and the rest (counts, kitchen use, corrections) that the food cost report calls
-- the unexplained variance. Payments and due corrections move no stock and add nothing. The app only appends
-- movements; a tool or a test that moves one in time (or removes it) takes its change off the old day and books
-- it on the new one, so the roll-up is always the sum of the rows as they are.
CREATE FUNCTION stock_day_deltas_of_movements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO stock_day_deltas (item_id, day, intake_quantity, intake_tk, waste_quantity, other_quantity)
    SELECT item_id, business_day(at),
      coalesce(sum(quantity) FILTER (WHERE kind = 'intake'), 0),
      coalesce(sum(total_tk) FILTER (WHERE kind = 'intake'), 0),
      coalesce(-sum(quantity) FILTER (WHERE kind = 'waste' OR kind = 'reduction' AND coalesce(reason, '') = 'wasted'), 0),
      coalesce(sum(quantity) FILTER (WHERE kind NOT IN ('intake', 'waste')
        AND NOT (kind = 'reduction' AND coalesce(reason, '') = 'wasted')), 0)
    FROM moved
    WHERE kind <> 'sale' AND (quantity <> 0 OR total_tk <> 0)
    GROUP BY 1, 2;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO stock_day_deltas (item_id, day, intake_quantity, intake_tk, waste_quantity, other_quantity)
    SELECT item_id, business_day(at),
      coalesce(-sum(quantity) FILTER (WHERE kind = 'intake'), 0),
      coalesce(-sum(total_tk) FILTER (WHERE kind = 'intake'), 0),
      coalesce(sum(quantity) FILTER (WHERE kind = 'waste' OR kind = 'reduction' AND coalesce(reason, '') = 'wasted'), 0),
      coalesce(-sum(quantity) FILTER (WHERE kind NOT IN ('intake', 'waste')
        AND NOT (kind = 'reduction' AND coalesce(reason, '') = 'wasted')), 0)
    FROM gone
    WHERE kind <> 'sale' AND (quantity <> 0 OR total_tk <> 0)
    GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER inventory_movements_stock_days AFTER INSERT ON inventory_movements
  REFERENCING NEW TABLE AS moved FOR EACH STATEMENT EXECUTE FUNCTION stock_day_deltas_of_movements();--> statement-breakpoint
CREATE TRIGGER inventory_movements_stock_days_moved AFTER UPDATE ON inventory_movements
  REFERENCING OLD TABLE AS gone NEW TABLE AS moved FOR EACH STATEMENT
  EXECUTE FUNCTION stock_day_deltas_of_movements();--> statement-breakpoint
CREATE TRIGGER inventory_movements_stock_days_gone AFTER DELETE ON inventory_movements
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION stock_day_deltas_of_movements();--> statement-breakpoint
-- A sale, an edit of its dishes and a void take stock by their snapshots, booked as usage on the day they are
-- made (ADR 0162): the same usage, at the same cost, reaches the stock roll-up.
CREATE FUNCTION stock_day_deltas_of_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_day_deltas (item_id, day, sold_quantity, sold_tk)
  SELECT item_id, day, sum(quantity), sum(cost_tk) FROM used GROUP BY 1, 2;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER usage_deltas_stock_days AFTER INSERT ON usage_deltas
  REFERENCING NEW TABLE AS used FOR EACH STATEMENT EXECUTE FUNCTION stock_day_deltas_of_sales();--> statement-breakpoint
-- The whole roll-up from the books: the backfill below, and tools that write movements and usage in bulk.
-- Sales come from the usage roll-up the food cost report read until now, so it reads the same after.
CREATE FUNCTION rebuild_stock_days() RETURNS void LANGUAGE sql AS $$
  DELETE FROM stock_day_deltas;
  DELETE FROM stock_days;
  INSERT INTO stock_days (item_id, day, intake_quantity, intake_tk, sold_quantity, sold_tk, waste_quantity,
    other_quantity, total_intake_quantity, total_intake_tk, total_sold_quantity, total_sold_tk, total_waste_quantity,
    total_other_quantity)
  SELECT item_id, day, intake_quantity, intake_tk, sold_quantity, sold_tk, waste_quantity, other_quantity,
    sum(intake_quantity) OVER running, sum(intake_tk) OVER running, sum(sold_quantity) OVER running,
    sum(sold_tk) OVER running, sum(waste_quantity) OVER running, sum(other_quantity) OVER running
  FROM (
    SELECT item_id, day, sum(intake_quantity) AS intake_quantity, sum(intake_tk) AS intake_tk,
      sum(sold_quantity) AS sold_quantity, sum(sold_tk) AS sold_tk, sum(waste_quantity) AS waste_quantity,
      sum(other_quantity) AS other_quantity
    FROM (
      SELECT item_id, business_day(at) AS day,
        CASE WHEN kind = 'intake' THEN quantity ELSE 0 END AS intake_quantity,
        CASE WHEN kind = 'intake' THEN total_tk ELSE 0 END AS intake_tk,
        0 AS sold_quantity, 0 AS sold_tk,
        CASE WHEN kind = 'waste' OR kind = 'reduction' AND coalesce(reason, '') = 'wasted' THEN -quantity ELSE 0 END
          AS waste_quantity,
        CASE WHEN kind NOT IN ('intake', 'waste') AND NOT (kind = 'reduction' AND coalesce(reason, '') = 'wasted')
          THEN quantity ELSE 0 END AS other_quantity
      FROM inventory_movements WHERE kind <> 'sale' AND (quantity <> 0 OR total_tk <> 0)
      UNION ALL
      SELECT item_id, day, 0, 0, quantity, cost_tk, 0, 0 FROM usage_by_day
    ) moved
    GROUP BY item_id, day
  ) days
  WINDOW running AS (PARTITION BY item_id ORDER BY day)
$$;--> statement-breakpoint
SELECT rebuild_stock_days();
