-- A statement that inserted or deleted no customer leaves the count alone. Without HAVING the aggregate
-- still made one row, so every receipt save (whose phone-customer upsert inserts nobody) updated its
-- session's stripe by 0: a wasted row version and a row lock that receipts on sessions sharing a stripe
-- queued behind until the other committed.
CREATE OR REPLACE FUNCTION "count_customers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "customer_count_stripes" SET "customers" = 0;
  ELSE
    INSERT INTO "customer_count_stripes" AS stripes ("stripe", "customers")
    SELECT pg_backend_pid() % 16,
           CASE TG_OP WHEN 'INSERT' THEN count(*) ELSE -count(*) END
    FROM "changed_customers"
    HAVING count(*) > 0
    ON CONFLICT ("stripe") DO UPDATE SET "customers" = stripes."customers" + excluded."customers";
  END IF;
  RETURN NULL;
END
$$;
