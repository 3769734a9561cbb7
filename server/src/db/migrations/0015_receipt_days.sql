CREATE TABLE "receipt_day_deltas" (
	"day" date NOT NULL,
	"receipts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_days" (
	"day" date PRIMARY KEY NOT NULL,
	"receipts" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "receipt_day_deltas_day_receipts_idx" ON "receipt_day_deltas" USING btree ("day","receipts");--> statement-breakpoint
CREATE INDEX "receipt_days_day_receipts_idx" ON "receipt_days" USING btree ("day","receipts");--> statement-breakpoint
CREATE VIEW "public"."receipts_by_created_day" AS (select day, receipts from receipt_days union all select day, receipts from receipt_day_deltas);--> statement-breakpoint
-- The receipts there are now, by the UTC day they were created; then every later change through the triggers
-- below (ADR 0099).
INSERT INTO "receipt_days" ("day", "receipts")
  SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "invoices" GROUP BY 1;--> statement-breakpoint
-- Appends what one statement inserted or deleted, per UTC day of creation, as new rows (never an update, so
-- concurrent saves do not wait for each other); a truncate empties both tables.
CREATE FUNCTION "count_receipt_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "receipt_days";
    DELETE FROM "receipt_day_deltas";
  ELSE
    INSERT INTO "receipt_day_deltas" ("day", "receipts")
    SELECT ("created_at" AT TIME ZONE 'UTC')::date,
           CASE TG_OP WHEN 'INSERT' THEN count(*) ELSE -count(*) END
    FROM "changed_receipts" GROUP BY 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "receipts_counted_on_insert" AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS "changed_receipts" FOR EACH STATEMENT EXECUTE FUNCTION "count_receipt_days"();--> statement-breakpoint
CREATE TRIGGER "receipts_counted_on_delete" AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS "changed_receipts" FOR EACH STATEMENT EXECUTE FUNCTION "count_receipt_days"();--> statement-breakpoint
CREATE TRIGGER "receipts_counted_on_truncate" AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_receipt_days"();--> statement-breakpoint
-- A receipt's creation time is what places it in the list and in these counts; nothing may move it.
CREATE FUNCTION "keep_receipt_created_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a receipt''s created_at cannot change' USING ERRCODE = 'check_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "receipts_keep_created_at" BEFORE UPDATE OF "created_at" ON "invoices"
  FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at") EXECUTE FUNCTION "keep_receipt_created_at"();
