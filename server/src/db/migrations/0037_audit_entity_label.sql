ALTER TABLE "audit_entries" ADD COLUMN "label" text;--> statement-breakpoint
-- The entries written before the label: each is named as the app now names a new one, from its own values (the
-- entity as it was called then), else from the entity's row as it stands (a receipt's number never changes; an
-- edit of a dish's price, or a stock movement, carries no name). Settings and approvals have none. The trail
-- refuses UPDATE (ADR 0165): only this upgrade, run by the database's owner, fills the new column, with the
-- trigger off for its own statements; no entry's values change.
ALTER TABLE "audit_entries" DISABLE TRIGGER "audit_entries_append_only";--> statement-breakpoint
UPDATE "audit_entries" SET "label" = nullif(CASE
  WHEN "kind" IN ('receipt', 'payment')
    THEN coalesce("after" ->> 'invoiceNumber', "before" ->> 'invoiceNumber')
  WHEN "kind" = 'cost' THEN coalesce("after" ->> 'reason', "before" ->> 'reason')
  WHEN "kind" = 'attendance' THEN coalesce("after" -> 'user' ->> 'name', "before" -> 'user' ->> 'name')
  WHEN "kind" = 'order'
    THEN coalesce("after" ->> 'table', "after" ->> 'token', "before" ->> 'table', "before" ->> 'token')
  WHEN "kind" IN ('stock-item', 'stock-category', 'customer', 'dish', 'dish-category', 'recipe', 'user', 'role')
    THEN coalesce("after" ->> 'name', "before" ->> 'name')
END, '')
WHERE "kind" NOT IN ('stock-movement', 'setting', 'approval');--> statement-breakpoint
UPDATE "audit_entries" e SET "label" = i."invoice_number" FROM "invoices" i
  WHERE e."label" IS NULL AND e."kind" IN ('receipt', 'payment') AND i."id"::text = e."entity_id";--> statement-breakpoint
UPDATE "audit_entries" e SET "label" = c."reason" FROM "costs" c
  WHERE e."label" IS NULL AND e."kind" = 'cost' AND c."id"::text = e."entity_id";--> statement-breakpoint
UPDATE "audit_entries" e SET "label" = u."name" FROM "attendance" a JOIN "users" u ON u."id" = a."user_id"
  WHERE e."label" IS NULL AND e."kind" = 'attendance' AND a."id"::text = e."entity_id";--> statement-breakpoint
UPDATE "audit_entries" e SET "label" = coalesce(o."table_label", o."token"::text) FROM "held_orders" o
  WHERE e."label" IS NULL AND e."kind" = 'order' AND o."id"::text = e."entity_id";--> statement-breakpoint
UPDATE "audit_entries" e SET "label" = s."name" FROM "inventory_items" s
  WHERE e."label" IS NULL AND e."kind" IN ('stock-item', 'stock-movement') AND s."id"::text = e."entity_id";--> statement-breakpoint
UPDATE "audit_entries" e SET "label" = r."name" FROM "recipes" r
  WHERE e."label" IS NULL AND e."kind" IN ('dish', 'recipe') AND r."id"::text = e."entity_id";--> statement-breakpoint
UPDATE "audit_entries" e SET "label" = c."name" FROM "customers" c
  WHERE e."label" IS NULL AND e."kind" = 'customer' AND c."id"::text = e."entity_id";--> statement-breakpoint
UPDATE "audit_entries" e SET "label" = u."name" FROM "users" u
  WHERE e."label" IS NULL AND e."kind" IN ('user', 'role') AND u."id"::text = e."entity_id";--> statement-breakpoint
ALTER TABLE "audit_entries" ENABLE TRIGGER "audit_entries_append_only";
