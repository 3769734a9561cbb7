CREATE TABLE "sale_usage" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_usage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" uuid NOT NULL,
	"recipe_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sale_day" date NOT NULL,
	"plates" integer NOT NULL,
	"quantity" numeric(15, 3) NOT NULL,
	"cost_tk" numeric(14, 2) NOT NULL,
	"batch_quantity" numeric NOT NULL,
	"batch_divisor" numeric NOT NULL,
	"unit_cost" numeric NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_usage_batch_check" CHECK ("sale_usage"."batch_divisor" > 0 and "sale_usage"."batch_quantity" > 0)
);
--> statement-breakpoint
DROP VIEW "public"."dish_sales_by_day";--> statement-breakpoint
DROP VIEW "public"."usage_by_day";--> statement-breakpoint
ALTER TABLE "daily_dish_sales" ADD COLUMN "cost" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_dish_sales" ADD COLUMN "costed_plates" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_dish_sales" ADD COLUMN "costed_revenue" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "dish_sales_deltas" ADD COLUMN "cost" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "dish_sales_deltas" ADD COLUMN "costed_plates" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dish_sales_deltas" ADD COLUMN "costed_revenue" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_usage" ADD COLUMN "cost_tk" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_deltas" ADD COLUMN "cost_tk" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "sale_usage_invoice_idx" ON "sale_usage" USING btree ("invoice_id","recipe_id","id");--> statement-breakpoint
CREATE VIEW "public"."dish_sales_by_day" AS (select day, recipe_id, plates, revenue, cost, costed_plates, costed_revenue from daily_dish_sales union all select day, recipe_id, plates, revenue, cost, costed_plates, costed_revenue from dish_sales_deltas);--> statement-breakpoint
CREATE VIEW "public"."usage_by_day" AS (select day, item_id, quantity, cost_tk from daily_usage union all select day, item_id, quantity, cost_tk from usage_deltas);--> statement-breakpoint
-- Backfill (issue 32, ADR 0160): every receipt's dishes get the snapshot of what their sale movements recorded.
-- A receipt's recorded usage of an item goes to its dishes by their bills today (an item of one dish, the usual
-- case, goes to it whole; an item no dish of it uses any more is shared evenly), rounded to the thousandth with
-- the remainder on the dish taking most, so each receipt's rows sum to its movements exactly. Each row keeps
-- that share per plate as its recipe, so a later edit scales what was recorded, and the item's average cost
-- today as its cost: the report of a past day reads what it read before this migration, and stays so.
WITH dishes AS (
  SELECT item.invoice_id, receipt.issue_date, item.recipe_id, sum(item.quantity)::int AS plates
  FROM invoice_items item JOIN invoices receipt ON receipt.id = item.invoice_id
  WHERE item.recipe_id IS NOT NULL
  GROUP BY 1, 2, 3
), recorded AS (
  SELECT invoice_id, item_id, -sum(quantity) AS quantity FROM inventory_movements
  WHERE kind = 'sale' AND invoice_id IN (SELECT invoice_id FROM dishes)
  GROUP BY 1, 2 HAVING sum(quantity) < 0
), sizes (unit, size) AS (
  VALUES ('g', 1), ('kg', 1000), ('ml', 1), ('l', 1000), ('unit', 1), ('dozen', 12)
), per_plate AS (
  SELECT dish.id AS recipe_id, bill.item_id,
    sum(bill.quantity * coalesce(bill_size.size, 1)) * dish.portion
      / (coalesce(stock_size.size, 1) * coalesce(full_dish.batch_plates, dish.batch_plates)) AS quantity
  FROM recipes dish
  LEFT JOIN recipes full_dish ON full_dish.id = dish.portion_of
  JOIN recipe_ingredients bill ON bill.recipe_id = coalesce(dish.portion_of, dish.id)
  JOIN inventory_items stock ON stock.id = bill.item_id
  LEFT JOIN sizes bill_size ON bill_size.unit = bill.unit
  LEFT JOIN sizes stock_size ON stock_size.unit = stock.unit
  GROUP BY dish.id, bill.item_id, dish.portion, stock_size.size, full_dish.batch_plates, dish.batch_plates
), weighed AS (
  SELECT recorded.invoice_id, recorded.item_id, recorded.quantity AS recorded, dishes.recipe_id, dishes.plates,
    dishes.issue_date, coalesce(dishes.plates * per_plate.quantity, 0) AS weight
  FROM recorded JOIN dishes ON dishes.invoice_id = recorded.invoice_id
  LEFT JOIN per_plate ON per_plate.recipe_id = dishes.recipe_id AND per_plate.item_id = recorded.item_id
), shared AS (
  SELECT *, round(CASE WHEN sum(weight) OVER whole > 0 THEN recorded * weight / sum(weight) OVER whole
      ELSE recorded / count(*) OVER whole END, 3) AS share,
    row_number() OVER (PARTITION BY invoice_id, item_id ORDER BY weight DESC, recipe_id) AS rank
  FROM weighed
  WINDOW whole AS (PARTITION BY invoice_id, item_id)
), split AS (
  SELECT *, share + CASE WHEN rank = 1 THEN recorded - sum(share) OVER (PARTITION BY invoice_id, item_id) ELSE 0 END
    AS quantity
  FROM shared
)
INSERT INTO sale_usage (invoice_id, recipe_id, item_id, day, sale_day, plates, quantity, cost_tk, batch_quantity,
  batch_divisor, unit_cost, at)
SELECT split.invoice_id, split.recipe_id, split.item_id, split.issue_date, split.issue_date, split.plates,
  split.quantity, round(split.quantity * cost.unit_cost, 2), split.quantity, split.plates, cost.unit_cost,
  receipt.created_at
FROM split JOIN invoices receipt ON receipt.id = split.invoice_id
JOIN inventory_items stock ON stock.id = split.item_id
CROSS JOIN LATERAL (SELECT CASE WHEN stock.intake_quantity > 0 THEN stock.total_tk / stock.intake_quantity
  ELSE stock.price END AS unit_cost) cost
WHERE split.quantity > 0;
--> statement-breakpoint
-- The roll-ups gain the backfilled costs, and the plates and line totals the snapshots cover, as appended
-- deltas the fold adds to the days (their quantities and plates are already there).
INSERT INTO usage_deltas (day, item_id, quantity, cost_tk)
SELECT day, item_id, 0, sum(cost_tk) FROM sale_usage GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO dish_sales_deltas (day, recipe_id, plates, revenue, cost, costed_plates, costed_revenue)
SELECT day, recipe_id, 0, 0, sum(cost), sum(costed_plates), sum(costed_revenue) FROM (
  SELECT day, recipe_id, cost_tk AS cost, 0 AS costed_plates, 0 AS costed_revenue FROM sale_usage
  UNION ALL
  SELECT receipt.issue_date, item.recipe_id, 0, item.quantity, item.line_total
  FROM invoice_items item JOIN invoices receipt ON receipt.id = item.invoice_id
  WHERE (item.invoice_id, item.recipe_id) IN (SELECT invoice_id, recipe_id FROM sale_usage)
) costed
GROUP BY 1, 2;
