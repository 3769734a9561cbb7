-- Stock categories become a list the admin keeps, as the menu's is (issue 31 §3, ADR 0132). The spec's five are
-- the starting list, so every existing item keeps its category; the foreign key takes over from the check.
CREATE TABLE "stock_categories" (
	"name" text PRIMARY KEY NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "stock_categories" ("name", "sort_order") VALUES
  ('Meat', 1),
  ('Vegetable', 2),
  ('Drinks', 3),
  ('Desert', 4),
  ('Mosla', 5)
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_category_check";--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_category_stock_categories_name_fk" FOREIGN KEY ("category") REFERENCES "public"."stock_categories"("name") ON DELETE restrict ON UPDATE cascade;
