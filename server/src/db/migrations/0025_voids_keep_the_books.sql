CREATE TABLE "invoice_voids" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"reason" text,
	"by_id" uuid,
	"by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "recipes_code_unique";--> statement-breakpoint
DROP INDEX "invoices_created_at_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "archived_by" uuid;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "archived_by" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "archived_by" uuid;--> statement-breakpoint
ALTER TABLE "costs" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "costs" ADD COLUMN "archived_by" uuid;--> statement-breakpoint
ALTER TABLE "invoice_voids" ADD CONSTRAINT "invoice_voids_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_voids" ADD CONSTRAINT "invoice_voids_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "costs" ADD CONSTRAINT "costs_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_code_unique" ON "recipes" USING btree ("code") WHERE "recipes"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at","id") WHERE "invoices"."voided_at" is null;--> statement-breakpoint
-- Nothing of the books is deleted (ADR 0155, 0157): receipts are voided, costs, customers and dishes archived.
-- The database refuses a DELETE of any of them, whatever the code tries; TRUNCATE (tests, the demo seed's
-- reset) is a statement of its own and still empties them.
CREATE FUNCTION "keep_the_books"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are voided or archived, never deleted', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_never_deleted" BEFORE DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "keep_the_books"();--> statement-breakpoint
CREATE TRIGGER "costs_never_deleted" BEFORE DELETE ON "costs"
  FOR EACH ROW EXECUTE FUNCTION "keep_the_books"();--> statement-breakpoint
CREATE TRIGGER "customers_never_deleted" BEFORE DELETE ON "customers"
  FOR EACH ROW EXECUTE FUNCTION "keep_the_books"();--> statement-breakpoint
CREATE TRIGGER "recipes_never_deleted" BEFORE DELETE ON "recipes"
  FOR EACH ROW EXECUTE FUNCTION "keep_the_books"();--> statement-breakpoint
-- A void is final: a voided receipt never comes back into the lists and the roll-ups.
CREATE FUNCTION "keep_receipt_voided"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a voided receipt stays voided' USING ERRCODE = 'check_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "receipts_keep_voided" BEFORE UPDATE OF "voided_at" ON "invoices"
  FOR EACH ROW WHEN (OLD."voided_at" IS NOT NULL AND NEW."voided_at" IS DISTINCT FROM OLD."voided_at")
  EXECUTE FUNCTION "keep_receipt_voided"();--> statement-breakpoint
-- The receipt list's per-day counts (ADR 0099) count the receipts a client sees: a void takes its receipt out,
-- in the same transaction, as a delete did.
CREATE FUNCTION "uncount_voided_receipt"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "receipt_day_deltas" ("day", "receipts") VALUES ((NEW."created_at" AT TIME ZONE 'UTC')::date, -1);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "receipts_uncounted_on_void" AFTER UPDATE OF "voided_at" ON "invoices"
  FOR EACH ROW WHEN (OLD."voided_at" IS NULL AND NEW."voided_at" IS NOT NULL)
  EXECUTE FUNCTION "uncount_voided_receipt"();--> statement-breakpoint
-- The dashboard's customer count (ADR 0098) counts the customers the list shows: archiving one takes it out,
-- bringing one back (a receipt with its phone) puts it back, on the session's own stripe.
CREATE FUNCTION "count_archived_customer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "customer_count_stripes" AS stripes ("stripe", "customers")
  VALUES (pg_backend_pid() % 16, CASE WHEN NEW."archived_at" IS NULL THEN 1 ELSE -1 END)
  ON CONFLICT ("stripe") DO UPDATE SET "customers" = stripes."customers" + excluded."customers";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customers_counted_on_archive" AFTER UPDATE OF "archived_at" ON "customers"
  FOR EACH ROW WHEN ((OLD."archived_at" IS NULL) <> (NEW."archived_at" IS NULL))
  EXECUTE FUNCTION "count_archived_customer"();
