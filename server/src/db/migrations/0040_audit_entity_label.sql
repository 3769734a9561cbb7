ALTER TABLE "audit_entries" ADD COLUMN "label" text;--> statement-breakpoint
-- The entries written before the label keep it null: the trail is never updated, not even by a migration (ADR
-- 0165). The reads name them with this function, as the app now names a new entry: from the entry's own values
-- (the entity as it was called then), else from the entity's row as it stands (a receipt's number never changes;
-- an edit of a dish's price, or a stock movement, carries no name). Settings and approvals have none. An id is
-- cast to uuid only when it reads as one, so no entry's id can make a page of the trail fail. PL/pgSQL: it keeps its
-- plans for the session, where a SQL function with subqueries (never inlined) is planned again by every query.
CREATE FUNCTION "audit_label_of"("kind" text, "entity_id" text, "before" jsonb, "after" jsonb) RETURNS text
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  own text := nullif(CASE
    WHEN "kind" IN ('receipt', 'payment')
      THEN coalesce("after" ->> 'invoiceNumber', "before" ->> 'invoiceNumber')
    WHEN "kind" = 'cost' THEN coalesce("after" ->> 'reason', "before" ->> 'reason')
    WHEN "kind" = 'attendance' THEN coalesce("after" -> 'user' ->> 'name', "before" -> 'user' ->> 'name')
    WHEN "kind" = 'order'
      THEN coalesce("after" ->> 'table', "after" ->> 'token', "before" ->> 'table', "before" ->> 'token')
    WHEN "kind" IN ('stock-item', 'stock-category', 'customer', 'dish', 'dish-category', 'recipe', 'user', 'role')
      THEN coalesce("after" ->> 'name', "before" ->> 'name')
  END, '');
  entity_uuid uuid;
BEGIN
  IF own IS NOT NULL OR "entity_id" !~* '^[0-9a-f]{8}-?([0-9a-f]{4}-?){3}[0-9a-f]{12}$' THEN
    RETURN own;
  END IF;
  entity_uuid := "entity_id"::uuid;
  RETURN CASE
    WHEN "kind" IN ('receipt', 'payment')
      THEN (SELECT i."invoice_number" FROM "invoices" i WHERE i."id" = entity_uuid)
    WHEN "kind" = 'cost' THEN (SELECT c."reason" FROM "costs" c WHERE c."id" = entity_uuid)
    WHEN "kind" = 'attendance'
      THEN (SELECT u."name" FROM "attendance" a JOIN "users" u ON u."id" = a."user_id" WHERE a."id" = entity_uuid)
    WHEN "kind" = 'order'
      THEN (SELECT coalesce(o."table_label", o."token"::text) FROM "held_orders" o WHERE o."id" = entity_uuid)
    WHEN "kind" IN ('stock-item', 'stock-movement')
      THEN (SELECT s."name" FROM "inventory_items" s WHERE s."id" = entity_uuid)
    WHEN "kind" IN ('dish', 'recipe') THEN (SELECT r."name" FROM "recipes" r WHERE r."id" = entity_uuid)
    WHEN "kind" = 'customer' THEN (SELECT c."name" FROM "customers" c WHERE c."id" = entity_uuid)
    WHEN "kind" IN ('user', 'role') THEN (SELECT u."name" FROM "users" u WHERE u."id" = entity_uuid)
  END;
END
$$;
