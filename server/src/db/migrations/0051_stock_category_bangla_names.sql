-- Stock categories get a Bangla name beside the English one (issue 36), as menu categories did in 0050. Null is
-- "none given": the English name, still the category's key, stands alone.
ALTER TABLE "stock_categories" ADD COLUMN "name_bn" text;--> statement-breakpoint
-- The starting list (migration 0022) gets the names the staff say; one the admin added or renamed waits for the
-- admin's own.
UPDATE "stock_categories" SET "name_bn" = "starting"."name_bn"
FROM (VALUES
  ('Meat', 'মাংস'),
  ('Vegetable', 'সবজি'),
  ('Drinks', 'ড্রিংকস'),
  ('Desert', 'ডেজার্ট'),
  ('Mosla', 'মসলা')
) AS "starting"("name", "name_bn")
WHERE "stock_categories"."name" = "starting"."name";
