CREATE TABLE "supplier_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid,
	"due_id" uuid NOT NULL,
	"movement_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"business_day" date NOT NULL,
	CONSTRAINT "supplier_allocations_amount_check" CHECK ("supplier_allocations"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_dues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid,
	"item_id" uuid NOT NULL,
	"movement_id" uuid NOT NULL,
	"business_day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"outstanding" numeric(14, 2) NOT NULL,
	CONSTRAINT "supplier_dues_amount_check" CHECK ("supplier_dues"."amount" > 0 and "supplier_dues"."outstanding" >= 0 and "supplier_dues"."outstanding" <= "supplier_dues"."amount")
);
--> statement-breakpoint
CREATE TABLE "supplier_ledger" (
	"supplier_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"balance" numeric(20, 2) NOT NULL,
	"business_day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"due_id" uuid,
	"payment_id" uuid,
	"item_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "supplier_ledger_supplier_id_seq_pk" PRIMARY KEY("supplier_id","seq"),
	CONSTRAINT "supplier_ledger_kind_check" CHECK ("supplier_ledger"."kind" in ('intake', 'correction', 'payment', 'payment-void'))
);
--> statement-breakpoint
CREATE TABLE "supplier_payment_voids" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"business_day" date NOT NULL,
	"by_id" uuid,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "supplier_payments_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" uuid,
	"item_id" uuid,
	"amount" numeric(14, 2) NOT NULL,
	"method" text,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"business_day" date NOT NULL,
	"by_id" uuid,
	"by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payments_amount_check" CHECK ("supplier_payments"."amount" > 0),
	CONSTRAINT "supplier_payments_method_check" CHECK ("supplier_payments"."method" is null or "supplier_payments"."method" in ('Cash', 'Card', 'bKash', 'Nagad'))
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"payable" numeric(20, 2) DEFAULT '0' NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"last_payment_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" uuid,
	CONSTRAINT "suppliers_payable_check" CHECK ("suppliers"."payable" >= 0 and "suppliers"."entries" >= 0)
);
--> statement-breakpoint
ALTER TABLE "drawer_movements" DROP CONSTRAINT "drawer_movements_cost_check";--> statement-breakpoint
ALTER TABLE "drawer_movements" DROP CONSTRAINT "drawer_movements_supplier_check";--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD COLUMN "supplier_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "supplier_allocations" ADD CONSTRAINT "supplier_allocations_payment_id_supplier_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."supplier_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_allocations" ADD CONSTRAINT "supplier_allocations_due_id_supplier_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."supplier_dues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_dues" ADD CONSTRAINT "supplier_dues_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ledger" ADD CONSTRAINT "supplier_ledger_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_voids" ADD CONSTRAINT "supplier_payment_voids_payment_id_supplier_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."supplier_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_allocations_payment_idx" ON "supplier_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "supplier_allocations_due_idx" ON "supplier_allocations" USING btree ("due_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_dues_movement_unique" ON "supplier_dues" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "supplier_dues_supplier_open_idx" ON "supplier_dues" USING btree ("supplier_id","at","id") WHERE "supplier_dues"."outstanding" > 0;--> statement-breakpoint
CREATE INDEX "supplier_dues_item_open_idx" ON "supplier_dues" USING btree ("item_id","at","id") WHERE "supplier_dues"."outstanding" > 0;--> statement-breakpoint
CREATE INDEX "supplier_ledger_day_idx" ON "supplier_ledger" USING btree ("supplier_id","business_day","seq");--> statement-breakpoint
CREATE INDEX "supplier_payments_supplier_idx" ON "supplier_payments" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_key_unique" ON "suppliers" USING btree (lower(regexp_replace(btrim("name"), '\s+', ' ', 'g'))) WHERE "suppliers"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "suppliers_payable_idx" ON "suppliers" USING btree ("payable" desc,"id") WHERE "suppliers"."payable" > 0;--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree (lower("name"),"id");--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_items_supplier_idx" ON "inventory_items" USING btree ("supplier_id");--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_cost_check" CHECK (("drawer_movements"."kind" = 'pay-out') = ("drawer_movements"."cost_id" is not null or "drawer_movements"."stock_movement_id" is not null or "drawer_movements"."supplier_payment_id" is not null));--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_supplier_check" CHECK (("drawer_movements"."stock_movement_id" is null or "drawer_movements"."item_id" is not null) and ("drawer_movements"."cost_id" is null or ("drawer_movements"."item_id" is null and "drawer_movements"."supplier_payment_id" is null)));--> statement-breakpoint
-- Issue 35 (ADR 0188): the supplier books built from the stock items and their movements, on empty supplier
-- tables. Kept as a function so the demo seed builds its books the same way.
CREATE FUNCTION supplier_books_from_movements() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
-- Issue 35 (ADR 0188): the typed supplier names become records. Spellings that differ only in case and spaces
-- (trimmed, inner spaces collapsed, compared lower-case) are one supplier, named by its most-used spelling (then
-- the most recently used); 'Not specified' and blanks name none.
WITH supplier_spellings AS (
  SELECT regexp_replace(btrim(supplier_name), '\s+', ' ', 'g') AS spelling, count(*) AS uses,
    max(created_at) AS latest, min(created_at) AS earliest
  FROM inventory_items GROUP BY 1
)
INSERT INTO suppliers (name, created_at)
SELECT DISTINCT ON (lower(spelling)) spelling,
  min(earliest) OVER (PARTITION BY lower(spelling))
FROM supplier_spellings
WHERE spelling <> '' AND lower(spelling) <> 'not specified'
ORDER BY lower(spelling), uses DESC, latest DESC, spelling;
UPDATE inventory_items i SET supplier_id = s.id, supplier_name = s.name
FROM suppliers s WHERE lower(regexp_replace(btrim(i.supplier_name), '\s+', ' ', 'g')) = lower(s.name);
UPDATE inventory_items SET supplier_name = 'Not specified' WHERE supplier_id IS NULL AND supplier_name <> 'Not specified';
-- Every movement that raised an item's due (an intake on credit, a correction upwards) is a due of the item's
-- supplier; every one that lowered it (a payment, a correction downwards) is taken off the item's dues oldest first,
-- so each due's outstanding, each item's due and each supplier's payable agree from the start.
INSERT INTO supplier_dues (supplier_id, item_id, movement_id, business_day, at, amount, outstanding)
SELECT i.supplier_id, m.item_id, m.id, business_day(m.at), m.at, m.due_tk, m.due_tk
FROM inventory_movements m JOIN inventory_items i ON i.id = m.item_id WHERE m.due_tk > 0;
DROP TABLE IF EXISTS legacy_credits;
CREATE TEMP TABLE legacy_credits ON COMMIT DROP AS
SELECT m.id AS movement_id, m.item_id, m.kind, m.at, -m.due_tk AS amount, m.note, m.by_id, m.by_name,
  i.supplier_id, CASE WHEN m.kind = 'payment' THEN gen_random_uuid() END AS payment_id,
  sum(-m.due_tk) OVER (PARTITION BY m.item_id ORDER BY m.at, m.id) AS upto
FROM inventory_movements m JOIN inventory_items i ON i.id = m.item_id WHERE m.due_tk < 0;
-- A payment made from the drawer (issue 34) was cash; the others were recorded without a tender.
INSERT INTO supplier_payments (id, supplier_id, item_id, amount, method, note, business_day, by_id, by_name, created_at)
SELECT c.payment_id, c.supplier_id, c.item_id, c.amount,
  CASE WHEN EXISTS (SELECT 1 FROM drawer_movements d WHERE d.stock_movement_id = c.movement_id) THEN 'Cash' END,
  c.note, business_day(c.at), c.by_id, c.by_name, c.at
FROM legacy_credits c WHERE c.payment_id IS NOT NULL ORDER BY c.at, c.movement_id;
INSERT INTO supplier_allocations (payment_id, due_id, movement_id, amount, business_day)
SELECT c.payment_id, d.id, c.movement_id, least(d.upto, c.upto) - greatest(d.upto - d.amount, c.upto - c.amount),
  business_day(c.at)
FROM legacy_credits c
JOIN (SELECT id, item_id, amount, sum(amount) OVER (PARTITION BY item_id ORDER BY at, movement_id) AS upto
      FROM supplier_dues) d
  ON d.item_id = c.item_id AND d.upto - d.amount < c.upto AND c.upto - c.amount < d.upto;
UPDATE supplier_dues d SET outstanding = d.amount - a.paid
FROM (SELECT due_id, sum(amount) AS paid FROM supplier_allocations GROUP BY due_id) a WHERE a.due_id = d.id;
-- Each supplier's statement in time order, with the payable after each row.
INSERT INTO supplier_ledger (supplier_id, seq, kind, amount, balance, business_day, at, due_id, payment_id, item_id, note)
SELECT supplier_id, row_number() OVER w, kind, amount, sum(amount) OVER w, business_day(at), at, due_id, payment_id,
  item_id, note
FROM (
  SELECT d.supplier_id, CASE m.kind WHEN 'intake' THEN 'intake' ELSE 'correction' END AS kind, d.amount, d.at,
    d.id AS due_id, NULL::uuid AS payment_id, d.item_id, d.movement_id AS row_id, m.note
  FROM supplier_dues d JOIN inventory_movements m ON m.id = d.movement_id WHERE d.supplier_id IS NOT NULL
  UNION ALL
  SELECT c.supplier_id, CASE WHEN c.payment_id IS NULL THEN 'correction' ELSE 'payment' END, -c.amount, c.at,
    NULL, c.payment_id, c.item_id, c.movement_id, c.note
  FROM legacy_credits c WHERE c.supplier_id IS NOT NULL
) entries
WINDOW w AS (PARTITION BY supplier_id ORDER BY at, row_id);
UPDATE suppliers s SET payable = coalesce(d.payable, 0), entries = l.entries, last_payment_day = l.last_payment_day
FROM (SELECT supplier_id, count(*) AS entries, max(business_day) FILTER (WHERE kind = 'payment') AS last_payment_day
      FROM supplier_ledger GROUP BY supplier_id) l
LEFT JOIN (SELECT supplier_id, sum(outstanding) AS payable FROM supplier_dues GROUP BY supplier_id) d
  ON d.supplier_id = l.supplier_id
WHERE l.supplier_id = s.id;
DROP TABLE legacy_credits;
END $$;--> statement-breakpoint
SELECT supplier_books_from_movements();--> statement-breakpoint
-- Nothing lands in a closed day (issue 34's freeze): the supplier books are dated by business day. A due's
-- outstanding is a cache its later payments keep, as a receipt's amount paid is.
CREATE TRIGGER "supplier_dues_frozen_insert" AFTER INSERT ON "supplier_dues"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_days('business_day', 'id', '{outstanding}');--> statement-breakpoint
CREATE TRIGGER "supplier_dues_frozen_update" AFTER UPDATE ON "supplier_dues"
  REFERENCING OLD TABLE AS gone NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_days('business_day', 'id', '{outstanding}');--> statement-breakpoint
CREATE TRIGGER "supplier_payments_frozen_insert" AFTER INSERT ON "supplier_payments"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_days('business_day', 'id', '{by_id}');--> statement-breakpoint
CREATE TRIGGER "supplier_payment_voids_frozen_insert" AFTER INSERT ON "supplier_payment_voids"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_days('business_day', 'payment_id', '{by_id}');--> statement-breakpoint
CREATE TRIGGER "supplier_payment_voids_frozen_payment" AFTER INSERT ON "supplier_payment_voids"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_days('(SELECT p.business_day FROM supplier_payments p WHERE p.id = payment_id)', 'payment_id', '{by_id}');--> statement-breakpoint
CREATE TRIGGER "supplier_allocations_frozen_insert" AFTER INSERT ON "supplier_allocations"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_days('business_day', 'id', '{}');--> statement-breakpoint
CREATE TRIGGER "supplier_ledger_frozen_insert" AFTER INSERT ON "supplier_ledger"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_days('business_day', 'seq', '{}');--> statement-breakpoint
CREATE TRIGGER "supplier_payments_appended" BEFORE UPDATE OR DELETE ON "supplier_payments" FOR EACH ROW EXECUTE FUNCTION refuse_rewrite();--> statement-breakpoint
CREATE TRIGGER "supplier_payment_voids_appended" BEFORE UPDATE OR DELETE ON "supplier_payment_voids" FOR EACH ROW EXECUTE FUNCTION refuse_rewrite();--> statement-breakpoint
CREATE TRIGGER "supplier_allocations_appended" BEFORE UPDATE OR DELETE ON "supplier_allocations" FOR EACH ROW EXECUTE FUNCTION refuse_rewrite();--> statement-breakpoint
CREATE TRIGGER "supplier_ledger_appended" BEFORE UPDATE OR DELETE ON "supplier_ledger" FOR EACH ROW EXECUTE FUNCTION refuse_rewrite();--> statement-breakpoint
CREATE TRIGGER "supplier_dues_kept" BEFORE DELETE ON "supplier_dues" FOR EACH ROW EXECUTE FUNCTION refuse_rewrite();
