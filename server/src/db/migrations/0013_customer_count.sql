CREATE TABLE "customer_count_stripes" (
	"stripe" smallint PRIMARY KEY NOT NULL,
	"customers" bigint NOT NULL
);
--> statement-breakpoint
-- The customers there are now (no row on a fresh install, which stays "empty" for a restore), then every
-- later change through the triggers below (ADR 0098).
INSERT INTO "customer_count_stripes" ("stripe", "customers")
  SELECT 0, count(*) FROM "customers" HAVING count(*) > 0;--> statement-breakpoint
-- Adds what one statement inserted or deleted to the session's own stripe (16 stripes: concurrent writers
-- rarely share one), upserted so a stripe that is not there yet is made; a truncate empties them all.
CREATE FUNCTION "count_customers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "customer_count_stripes" SET "customers" = 0;
  ELSE
    INSERT INTO "customer_count_stripes" AS stripes ("stripe", "customers")
    SELECT pg_backend_pid() % 16,
           CASE TG_OP WHEN 'INSERT' THEN count(*) ELSE -count(*) END
    FROM "changed_customers"
    ON CONFLICT ("stripe") DO UPDATE SET "customers" = stripes."customers" + excluded."customers";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customers_counted_on_insert" AFTER INSERT ON "customers"
  REFERENCING NEW TABLE AS "changed_customers" FOR EACH STATEMENT EXECUTE FUNCTION "count_customers"();--> statement-breakpoint
CREATE TRIGGER "customers_counted_on_delete" AFTER DELETE ON "customers"
  REFERENCING OLD TABLE AS "changed_customers" FOR EACH STATEMENT EXECUTE FUNCTION "count_customers"();--> statement-breakpoint
CREATE TRIGGER "customers_counted_on_truncate" AFTER TRUNCATE ON "customers"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_customers"();
