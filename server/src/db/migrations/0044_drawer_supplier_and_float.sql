CREATE TABLE "opening_floats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"by_id" uuid,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_floats_amount_check" CHECK ("opening_floats"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "drawer_movements" DROP CONSTRAINT "drawer_movements_cost_check";--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD COLUMN "stock_movement_id" uuid;--> statement-breakpoint
CREATE INDEX "opening_floats_day_idx" ON "opening_floats" USING btree ("day","created_at");--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_supplier_check" CHECK (("drawer_movements"."item_id" is null) = ("drawer_movements"."stock_movement_id" is null) and ("drawer_movements"."cost_id" is null or "drawer_movements"."item_id" is null));--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_cost_check" CHECK (("drawer_movements"."kind" = 'pay-out') = ("drawer_movements"."cost_id" is not null or "drawer_movements"."stock_movement_id" is not null));--> statement-breakpoint
-- A set opening float is dated in its day, frozen with it like every write (ADR 0177), and only ever appended.
CREATE TRIGGER "opening_floats_frozen_insert" AFTER INSERT ON "opening_floats"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_days('day', 'id', '{by_id}');--> statement-breakpoint
CREATE TRIGGER "opening_floats_frozen_update" AFTER UPDATE ON "opening_floats"
  REFERENCING OLD TABLE AS gone NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_days('day', 'id', '{by_id}');--> statement-breakpoint
CREATE TRIGGER "opening_floats_frozen_delete" AFTER DELETE ON "opening_floats"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_days('day', 'id', '{by_id}');--> statement-breakpoint
CREATE TRIGGER "opening_floats_appended" BEFORE UPDATE OR DELETE ON "opening_floats" FOR EACH ROW EXECUTE FUNCTION refuse_rewrite();
