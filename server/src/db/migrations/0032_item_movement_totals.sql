CREATE TABLE "item_movement_deltas" (
	"item_id" uuid NOT NULL,
	"movements" bigint NOT NULL,
	"quantity" numeric(20, 3) NOT NULL,
	"due_tk" numeric(20, 2) NOT NULL,
	"total_tk" numeric(20, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_movement_totals" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"movements" bigint NOT NULL,
	"quantity" numeric(20, 3) NOT NULL,
	"due_tk" numeric(20, 2) NOT NULL,
	"total_tk" numeric(20, 2) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "item_movement_deltas_item_idx" ON "item_movement_deltas" USING btree ("item_id");--> statement-breakpoint
CREATE VIEW "public"."movements_by_item" AS (select item_id, movements, quantity, due_tk, total_tk from item_movement_totals union all select item_id, movements, quantity, due_tk, total_tk from item_movement_deltas);--> statement-breakpoint
-- Every item's movements there are now; then every later change through the triggers below (ADR 0173).
INSERT INTO "item_movement_totals" ("item_id", "movements", "quantity", "due_tk", "total_tk")
  SELECT "item_id", count(*), sum("quantity"), sum("due_tk"), sum("total_tk")
  FROM "inventory_movements" GROUP BY 1;--> statement-breakpoint
-- Appends what one statement changed, per item, as new rows (never an update, so concurrent writers of one item's
-- movements do not wait for each other here). The app only appends movements; a tool or a test that changes or
-- removes one takes the old row off and adds the new one, so the totals are always those of the rows as they are.
CREATE FUNCTION "item_movement_deltas_of_movements"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "item_movement_totals";
    DELETE FROM "item_movement_deltas";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "item_movement_deltas" ("item_id", "movements", "quantity", "due_tk", "total_tk")
    SELECT "item_id", count(*), sum("quantity"), sum("due_tk"), sum("total_tk") FROM "moved" GROUP BY 1;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "item_movement_deltas" ("item_id", "movements", "quantity", "due_tk", "total_tk")
    SELECT "item_id", -count(*), -sum("quantity"), -sum("due_tk"), -sum("total_tk") FROM "gone" GROUP BY 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "inventory_movements_item_totals" AFTER INSERT ON "inventory_movements"
  REFERENCING NEW TABLE AS "moved" FOR EACH STATEMENT EXECUTE FUNCTION "item_movement_deltas_of_movements"();--> statement-breakpoint
CREATE TRIGGER "inventory_movements_item_totals_moved" AFTER UPDATE ON "inventory_movements"
  REFERENCING OLD TABLE AS "gone" NEW TABLE AS "moved" FOR EACH STATEMENT
  EXECUTE FUNCTION "item_movement_deltas_of_movements"();--> statement-breakpoint
CREATE TRIGGER "inventory_movements_item_totals_gone" AFTER DELETE ON "inventory_movements"
  REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "item_movement_deltas_of_movements"();--> statement-breakpoint
CREATE TRIGGER "inventory_movements_item_totals_truncated" AFTER TRUNCATE ON "inventory_movements"
  FOR EACH STATEMENT EXECUTE FUNCTION "item_movement_deltas_of_movements"();
