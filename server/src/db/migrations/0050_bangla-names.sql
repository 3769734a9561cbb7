-- Bangla names beside the English ones (issue 36): dishes, menu categories and stock items may carry one, and a
-- sale keeps the dish's as it keeps its name (receipt lines, kitchen ticket lines). Null is "none given": the
-- English name stands, so every row made before this reads as it always did.
ALTER TABLE "recipe_categories" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "kitchen_ticket_lines" ADD COLUMN "name_bn" text;--> statement-breakpoint
-- The starting menu categories (migration 0001) get the names the staff say; one the admin added or renamed
-- waits for the admin's own.
UPDATE "recipe_categories" SET "name_bn" = "starting"."name_bn"
FROM (VALUES
  ('Kacchi', 'কাচ্চি'),
  ('Biriyani', 'বিরিয়ানি'),
  ('Side Dish', 'সাইড ডিশ'),
  ('Polao', 'পোলাও'),
  ('Desert & Drinks', 'ডেজার্ট ও ড্রিংকস'),
  ('Other', 'অন্যান্য')
) AS "starting"("name", "name_bn")
WHERE "recipe_categories"."name" = "starting"."name";
