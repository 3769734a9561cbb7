CREATE TABLE "recipe_ingredients" (
	"recipe_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	CONSTRAINT "recipe_ingredients_recipe_id_position_pk" PRIMARY KEY("recipe_id","position"),
	CONSTRAINT "recipe_ingredients_quantity_check" CHECK ("recipe_ingredients"."quantity" > 0),
	CONSTRAINT "recipe_ingredients_unit_check" CHECK ("recipe_ingredients"."unit" in ('kg', 'g', 'l', 'ml', 'unit', 'dozen', 'pack', 'box', 'bag', 'bottle', 'other'))
);
--> statement-breakpoint
ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_unit_check";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "batch_plates" numeric(10, 2) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "portion_of" uuid;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "portion" numeric(6, 3) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "intake_quantity" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_ingredients_item_idx" ON "recipe_ingredients" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_portion_of_recipes_id_fk" FOREIGN KEY ("portion_of") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_batch_check" CHECK ("recipes"."batch_plates" > 0 and "recipes"."portion" > 0 and "recipes"."portion_of" is distinct from "recipes"."id");--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_unit_check" CHECK ("inventory_items"."unit" in ('kg', 'g', 'l', 'ml', 'unit', 'dozen', 'pack', 'box', 'bag', 'bottle', 'other'));--> statement-breakpoint
-- What every intake so far brought in, so the weighted-average unit cost (total_tk / intake_quantity) holds
-- from the first read; later intakes add to it in the statement that appends them.
UPDATE "inventory_items" AS i SET "intake_quantity" = coalesce(
  (SELECT sum(m."quantity") FROM "inventory_movements" m WHERE m."item_id" = i."id" AND m."kind" = 'intake'), 0);
