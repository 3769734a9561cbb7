-- Stock and supplier dues become books: every change is an appended movement (issue 12, items 10-12; ADR 0045).
CREATE TABLE "inventory_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"quantity" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_tk" numeric(14, 2) DEFAULT '0' NOT NULL,
	"due_tk" numeric(14, 2) DEFAULT '0' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"item_version" integer NOT NULL,
	"by_id" uuid,
	"by_name" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_movements_kind_check" CHECK ("inventory_movements"."kind" in ('intake', 'reduction', 'payment', 'correction')),
	CONSTRAINT "inventory_movements_reason_check" CHECK ("inventory_movements"."reason" is null or "inventory_movements"."reason" in ('used', 'wasted', 'counted', 'correction')),
	CONSTRAINT "inventory_movements_shape_check" CHECK (case "inventory_movements"."kind"
        when 'intake' then "inventory_movements"."quantity" >= 0 and "inventory_movements"."total_tk" >= 0 and "inventory_movements"."due_tk" >= 0 and "inventory_movements"."reason" is null
        when 'reduction' then "inventory_movements"."quantity" < 0 and "inventory_movements"."total_tk" = 0 and "inventory_movements"."due_tk" = 0 and "inventory_movements"."reason" is not null
        when 'payment' then "inventory_movements"."quantity" = 0 and "inventory_movements"."total_tk" = 0 and "inventory_movements"."due_tk" < 0 and "inventory_movements"."reason" is null
        else "inventory_movements"."reason" is null end)
);
--> statement-breakpoint
DROP INDEX "inventory_items_identity_unique";--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_movements_item_idx" ON "inventory_movements" USING btree ("item_id","at");--> statement-breakpoint
CREATE INDEX "inventory_movements_intake_at_idx" ON "inventory_movements" USING btree ("at") WHERE "inventory_movements"."kind" = 'intake';--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_identity_unique" ON "inventory_items" USING btree (lower("name"),"category","unit") WHERE "inventory_items"."archived_at" is null;--> statement-breakpoint
-- Every intake so far becomes an intake movement. What the intakes owed was never recorded per intake, and
-- absolute edits changed quantities and dues without a trace, so each item also gets one correction that
-- carries the difference over: afterwards every item's quantity, total and due are the sums of its movements.
INSERT INTO "inventory_movements" ("id", "item_id", "kind", "quantity", "total_tk", "item_version", "by_id", "by_name", "at")
SELECT "id", "item_id", 'intake', "quantity", "total_tk", 1, "added_by", "added_by_name", "added_at"
FROM "inventory_additions";--> statement-breakpoint
INSERT INTO "inventory_movements" ("item_id", "kind", "quantity", "total_tk", "due_tk", "note", "item_version", "at")
SELECT i."id", 'correction', i."quantity" - coalesce(a."quantity", 0), i."total_tk" - coalesce(a."total_tk", 0),
       i."due_tk", 'Balance carried over from before the movement history', 1, i."last_updated_at"
FROM "inventory_items" i
LEFT JOIN (SELECT "item_id", sum("quantity") AS "quantity", sum("total_tk") AS "total_tk"
           FROM "inventory_additions" GROUP BY "item_id") a ON a."item_id" = i."id"
WHERE i."quantity" <> coalesce(a."quantity", 0) OR i."total_tk" <> coalesce(a."total_tk", 0) OR i."due_tk" <> 0;--> statement-breakpoint
DROP TABLE "inventory_additions";