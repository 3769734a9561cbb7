CREATE TABLE "daily_dish_sales" (
	"day" date NOT NULL,
	"recipe_id" uuid NOT NULL,
	"plates" integer NOT NULL,
	"revenue" numeric(20, 2) NOT NULL,
	CONSTRAINT "daily_dish_sales_day_recipe_id_pk" PRIMARY KEY("day","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "dish_sales_deltas" (
	"day" date NOT NULL,
	"recipe_id" uuid NOT NULL,
	"plates" integer NOT NULL,
	"revenue" numeric(20, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_movements" DROP CONSTRAINT "inventory_movements_kind_check";--> statement-breakpoint
ALTER TABLE "inventory_movements" DROP CONSTRAINT "inventory_movements_reason_check";--> statement-breakpoint
ALTER TABLE "inventory_movements" DROP CONSTRAINT "inventory_movements_shape_check";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "stop_when_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "dish_sales_deltas_day_idx" ON "dish_sales_deltas" USING btree ("day");--> statement-breakpoint
CREATE INDEX "inventory_movements_kept_at_idx" ON "inventory_movements" USING btree ("at","item_id") WHERE "inventory_movements"."kind" <> 'sale';--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_kind_check" CHECK ("inventory_movements"."kind" in ('intake', 'reduction', 'payment', 'correction', 'sale', 'waste', 'count'));--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_reason_check" CHECK ("inventory_movements"."reason" is null or "inventory_movements"."reason" in ('used', 'wasted', 'counted', 'correction', 'spoiled', 'burnt', 'staff-meal', 'given-away', 'returned'));--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_shape_check" CHECK (case "inventory_movements"."kind"
        when 'intake' then "inventory_movements"."quantity" >= 0 and "inventory_movements"."total_tk" >= 0 and "inventory_movements"."due_tk" >= 0 and "inventory_movements"."reason" is null
        when 'reduction' then "inventory_movements"."quantity" < 0 and "inventory_movements"."total_tk" = 0 and "inventory_movements"."due_tk" = 0 and "inventory_movements"."reason" is not null
        when 'payment' then "inventory_movements"."quantity" = 0 and "inventory_movements"."total_tk" = 0 and "inventory_movements"."due_tk" < 0 and "inventory_movements"."reason" is null
        when 'sale' then "inventory_movements"."total_tk" = 0 and "inventory_movements"."due_tk" = 0 and "inventory_movements"."reason" is null and "inventory_movements"."invoice_id" is not null
        when 'waste' then "inventory_movements"."quantity" < 0 and "inventory_movements"."total_tk" = 0 and "inventory_movements"."due_tk" = 0 and "inventory_movements"."reason" in ('spoiled', 'burnt', 'staff-meal', 'given-away', 'returned')
        when 'count' then "inventory_movements"."total_tk" = 0 and "inventory_movements"."due_tk" = 0 and "inventory_movements"."reason" is null
        else "inventory_movements"."reason" is null end);--> statement-breakpoint
CREATE VIEW "public"."dish_sales_by_day" AS (select day, recipe_id, plates, revenue from daily_dish_sales union all select day, recipe_id, plates, revenue from dish_sales_deltas);--> statement-breakpoint
-- A sale of a dish set to stop selling when an ingredient runs out fails its whole statement here, naming the
-- dish and the ingredient; the server answers 409 with them (SQLSTATE DKS01, issue 16).
CREATE FUNCTION refuse_sale(dish text, ingredient text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'DKS01', MESSAGE = dish, DETAIL = ingredient;
END $$;
