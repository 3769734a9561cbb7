CREATE TABLE "daily_usage" (
	"day" date NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" numeric(20, 3) NOT NULL,
	CONSTRAINT "daily_usage_day_item_id_pk" PRIMARY KEY("day","item_id")
);
--> statement-breakpoint
CREATE TABLE "usage_deltas" (
	"day" date NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" numeric(20, 3) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_amounts_check";--> statement-breakpoint
ALTER TABLE "inventory_movements" DROP CONSTRAINT "inventory_movements_kind_check";--> statement-breakpoint
ALTER TABLE "inventory_movements" DROP CONSTRAINT "inventory_movements_shape_check";--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "quantity" SET DATA TYPE numeric(15, 3);--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "intake_quantity" SET DATA TYPE numeric(16, 3);--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "intake_quantity" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "inventory_movements" ALTER COLUMN "quantity" SET DATA TYPE numeric(15, 3);--> statement-breakpoint
ALTER TABLE "inventory_movements" ALTER COLUMN "quantity" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
CREATE INDEX "usage_deltas_day_idx" ON "usage_deltas" USING btree ("day");--> statement-breakpoint
CREATE INDEX "inventory_movements_invoice_idx" ON "inventory_movements" USING btree ("invoice_id") WHERE "inventory_movements"."invoice_id" is not null;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_amounts_check" CHECK ("inventory_items"."price" >= 0 and "inventory_items"."total_tk" >= 0 and "inventory_items"."threshold" >= 0 and "inventory_items"."due_tk" >= 0);--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_kind_check" CHECK ("inventory_movements"."kind" in ('intake', 'reduction', 'payment', 'correction', 'sale'));--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_shape_check" CHECK (case "inventory_movements"."kind"
        when 'intake' then "inventory_movements"."quantity" >= 0 and "inventory_movements"."total_tk" >= 0 and "inventory_movements"."due_tk" >= 0 and "inventory_movements"."reason" is null
        when 'reduction' then "inventory_movements"."quantity" < 0 and "inventory_movements"."total_tk" = 0 and "inventory_movements"."due_tk" = 0 and "inventory_movements"."reason" is not null
        when 'payment' then "inventory_movements"."quantity" = 0 and "inventory_movements"."total_tk" = 0 and "inventory_movements"."due_tk" < 0 and "inventory_movements"."reason" is null
        when 'sale' then "inventory_movements"."total_tk" = 0 and "inventory_movements"."due_tk" = 0 and "inventory_movements"."reason" is null and "inventory_movements"."invoice_id" is not null
        else "inventory_movements"."reason" is null end);--> statement-breakpoint
CREATE VIEW "public"."usage_by_day" AS (select day, item_id, quantity from daily_usage union all select day, item_id, quantity from usage_deltas);