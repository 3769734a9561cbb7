CREATE TABLE "customer_accounts" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"last_payment_day" date
);
--> statement-breakpoint
CREATE TABLE "customer_ledger" (
	"customer_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"business_day" date NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" uuid,
	"payment_id" uuid,
	"amount" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	CONSTRAINT "customer_ledger_customer_id_seq_pk" PRIMARY KEY("customer_id","seq"),
	CONSTRAINT "customer_ledger_kind_check" CHECK ("customer_ledger"."kind" in ('sale', 'sale-change', 'sale-void', 'payment', 'payment-void'))
);
--> statement-breakpoint
CREATE TABLE "customer_payment_voids" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"by_id" uuid,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customer_payments_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" uuid,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"tenders" jsonb NOT NULL,
	"allocations" jsonb NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"change" numeric(14, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"balance_before" numeric(14, 2) NOT NULL,
	"balance_after" numeric(14, 2) NOT NULL,
	"business_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	CONSTRAINT "customer_payments_amount_check" CHECK ("customer_payments"."amount" > 0 and "customer_payments"."change" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receivable_stripes" (
	"stripe" smallint PRIMARY KEY NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"accounts" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approvals" DROP CONSTRAINT "approvals_action_check";--> statement-breakpoint
ALTER TABLE "wallet_references" ALTER COLUMN "invoice_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "credit_limit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "customer_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "wallet_references" ADD COLUMN "customer_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_ledger" ADD CONSTRAINT "customer_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payment_voids" ADD CONSTRAINT "customer_payment_voids_payment_id_customer_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."customer_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_accounts_dues_idx" ON "customer_accounts" USING btree ("balance" DESC NULLS LAST,"customer_id") WHERE "customer_accounts"."balance" > 0;--> statement-breakpoint
CREATE INDEX "customer_ledger_day_idx" ON "customer_ledger" USING btree ("customer_id","business_day","seq");--> statement-breakpoint
CREATE INDEX "customer_ledger_invoice_idx" ON "customer_ledger" USING btree ("invoice_id") WHERE "customer_ledger"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "customer_payments_customer_idx" ON "customer_payments" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_customer_payment_id_customer_payments_id_fk" FOREIGN KEY ("customer_payment_id") REFERENCES "public"."customer_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_references" ADD CONSTRAINT "wallet_references_customer_payment_id_customer_payments_id_fk" FOREIGN KEY ("customer_payment_id") REFERENCES "public"."customer_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_customer_payment_idx" ON "invoice_payments" USING btree ("customer_payment_id") WHERE "invoice_payments"."customer_payment_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_customer_due_idx" ON "invoices" USING btree ("customer_id","issue_date","invoice_number") WHERE "invoices"."status" = 'due' and "invoices"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "wallet_references_customer_payment_idx" ON "wallet_references" USING btree ("customer_payment_id");--> statement-breakpoint
ALTER TABLE "wallet_references" ADD CONSTRAINT "wallet_references_holder_check" CHECK (num_nonnulls("wallet_references"."invoice_id", "wallet_references"."customer_payment_id") = 1);--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_action_check" CHECK ("approvals"."action" in ('discount', 'void-sent', 'credit-limit'));--> statement-breakpoint
-- A customer's credit account (issue 35, ADR 0181): each Credit row on a receipt of theirs posts a ledger line
-- with the balance after it, under the account row's lock, in the transaction of the row. The row is only ever
-- changed relatively (balance + amount, seq + 1), so concurrent writers never lose one another's line.
CREATE FUNCTION post_ledger_line(customer uuid, line_kind text, invoice uuid, payment uuid, amount numeric, day date)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  account record;
BEGIN
  INSERT INTO customer_accounts AS a (customer_id, balance, seq) VALUES (customer, amount, 1)
  ON CONFLICT (customer_id) DO UPDATE SET balance = a.balance + excluded.balance, seq = a.seq + 1
  RETURNING a.balance, a.seq INTO account;
  INSERT INTO customer_ledger (customer_id, seq, business_day, kind, invoice_id, payment_id, amount, balance)
  VALUES (customer, account.seq, day, line_kind, invoice, payment, amount, account.balance);
  IF line_kind = 'payment' THEN
    UPDATE customer_accounts SET last_payment_day = greatest(last_payment_day, day) WHERE customer_id = customer;
  ELSIF line_kind = 'payment-void' THEN
    UPDATE customer_accounts SET last_payment_day = (
      SELECT max(p.business_day) FROM customer_payments p
      WHERE p.customer_id = customer AND NOT EXISTS (SELECT FROM customer_payment_voids v WHERE v.payment_id = p.id)
    ) WHERE customer_id = customer;
  END IF;
  -- What everyone owes together and how many owe, on the session's own stripe (16: concurrent writers rarely
  -- share one).
  INSERT INTO receivable_stripes AS s (stripe, amount, accounts)
  VALUES (pg_backend_pid() % 16, amount, (account.balance > 0)::int - (account.balance - amount > 0)::int)
  ON CONFLICT (stripe) DO UPDATE SET amount = s.amount + excluded.amount, accounts = s.accounts + excluded.accounts;
END $$;--> statement-breakpoint
-- The Credit rows a statement added, one line per customer and payment received (a payment across three receipts
-- is one line), or per receipt for a sale and its changes, dated on the rows' business day (the day they were
-- taken: today's for every write of the app, a past day's for the demo seed's history). A line is the receipt's sale the first time the
-- receipt reaches the account, its void when the receipt is voided, a change otherwise; a payment's rows lower
-- the Credit, its void's rows raise it back.
CREATE FUNCTION post_credit_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line record;
BEGIN
  FOR line IN
    SELECT i.customer_id, p.customer_payment_id, CASE WHEN p.customer_payment_id IS NULL THEN p.invoice_id END AS invoice_id,
      bool_or(i.voided_at IS NOT NULL) AS voided, sum(p.amount) AS amount, max(p.business_day) AS day
    FROM changed p JOIN invoices i ON i.id = p.invoice_id
    WHERE p.method = 'Credit' AND i.customer_id IS NOT NULL
    GROUP BY 1, 2, 3 HAVING sum(p.amount) <> 0
    -- By day within a customer: a statement's period is a range of its line numbers (ADR 0181).
    ORDER BY 1, 6, 2, 3
  LOOP
    PERFORM post_ledger_line(line.customer_id,
      CASE
        WHEN line.customer_payment_id IS NOT NULL THEN CASE WHEN line.amount < 0 THEN 'payment' ELSE 'payment-void' END
        WHEN line.voided THEN 'sale-void'
        WHEN NOT EXISTS (SELECT FROM customer_ledger l WHERE l.invoice_id = line.invoice_id AND l.customer_id = line.customer_id) THEN 'sale'
        ELSE 'sale-change'
      END,
      line.invoice_id, line.customer_payment_id, line.amount, line.day);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoice_payments_posted" AFTER INSERT ON "invoice_payments"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION post_credit_rows();--> statement-breakpoint
-- A receipt given to another customer (an edit) takes what it has on Credit from one account to the other.
CREATE FUNCTION move_credit_between_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved record;
BEGIN
  FOR moved IN
    SELECT c.id, g.customer_id AS from_customer, c.customer_id AS to_customer, standing.amount
    FROM gone g JOIN changed c ON c.id = g.id
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(p.amount), 0) AS amount FROM invoice_payments p WHERE p.invoice_id = c.id AND p.method = 'Credit'
    ) standing
    WHERE g.customer_id IS DISTINCT FROM c.customer_id AND standing.amount <> 0
    ORDER BY c.id
  LOOP
    IF moved.from_customer IS NOT NULL AND EXISTS (SELECT FROM customers WHERE id = moved.from_customer) THEN
      PERFORM post_ledger_line(moved.from_customer, 'sale-change', moved.id, NULL, -moved.amount, business_day(now()));
    END IF;
    IF moved.to_customer IS NOT NULL THEN
      PERFORM post_ledger_line(moved.to_customer,
        CASE WHEN EXISTS (SELECT FROM customer_ledger l WHERE l.invoice_id = moved.id AND l.customer_id = moved.to_customer)
          THEN 'sale-change' ELSE 'sale' END,
        moved.id, NULL, moved.amount, business_day(now()));
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_credit_moved" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS gone NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION move_credit_between_accounts();--> statement-breakpoint
-- The accounts as the books stand: a sale line per live receipt still owing on Credit, in the order of their days
-- (a back-dated receipt among them), dated on their own days; the latest later payment on each customer's receipts.
INSERT INTO customer_ledger (customer_id, seq, at, business_day, kind, invoice_id, payment_id, amount, balance)
SELECT customer_id, row_number() OVER w, created_at, issue_date, 'sale', id, NULL, credit, sum(credit) OVER w
FROM (
  SELECT i.customer_id, i.id, i.created_at, i.issue_date, sum(p.amount) AS credit
  FROM invoices i JOIN invoice_payments p ON p.invoice_id = i.id AND p.method = 'Credit'
  WHERE i.customer_id IS NOT NULL AND i.voided_at IS NULL
  GROUP BY i.id HAVING sum(p.amount) > 0
) owing
WINDOW w AS (PARTITION BY customer_id ORDER BY issue_date, created_at, id ROWS UNBOUNDED PRECEDING);--> statement-breakpoint
INSERT INTO customer_accounts (customer_id, balance, seq, last_payment_day)
SELECT c.id, coalesce(l.balance, 0), coalesce(l.seq, 0), paid.day
FROM customers c
LEFT JOIN (SELECT customer_id, sum(amount) AS balance, max(seq) AS seq FROM customer_ledger GROUP BY 1) l ON l.customer_id = c.id
LEFT JOIN (
  SELECT i.customer_id, max(p.business_day) AS day FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
  WHERE p.method <> 'Credit' AND p.amount > 0 AND p.business_day > i.issue_date AND i.customer_id IS NOT NULL GROUP BY 1
) paid ON paid.customer_id = c.id
WHERE l.customer_id IS NOT NULL OR paid.customer_id IS NOT NULL;--> statement-breakpoint
INSERT INTO receivable_stripes (stripe, amount, accounts)
SELECT 0, sum(balance), count(*) FILTER (WHERE balance > 0) FROM customer_accounts HAVING count(*) > 0;--> statement-breakpoint
-- Nothing lands in a closed day (issue 34, ADR 0177): a ledger line and a payment by their business day, a
-- payment's void by the day of the payment it voids (its reversing rows are dated on the day of the void).
CREATE TRIGGER "customer_ledger_frozen_insert" AFTER INSERT ON "customer_ledger"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_days('business_day', 'customer_id', '{}');--> statement-breakpoint
CREATE TRIGGER "customer_payments_frozen_insert" AFTER INSERT ON "customer_payments"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_days('business_day', 'id', '{}');--> statement-breakpoint
CREATE TRIGGER "customer_payment_voids_frozen_insert" AFTER INSERT ON "customer_payment_voids"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION freeze_closed_days(
    '(SELECT p.business_day FROM customer_payments p WHERE p.id = payment_id)', 'payment_id', '{}');--> statement-breakpoint
-- The ledger, the payments and their voids are only ever appended.
CREATE TRIGGER "customer_ledger_appended" BEFORE UPDATE OR DELETE ON "customer_ledger" FOR EACH ROW EXECUTE FUNCTION refuse_rewrite();--> statement-breakpoint
CREATE TRIGGER "customer_payments_appended" BEFORE UPDATE OR DELETE ON "customer_payments" FOR EACH ROW EXECUTE FUNCTION refuse_rewrite();--> statement-breakpoint
CREATE TRIGGER "customer_payment_voids_appended" BEFORE UPDATE OR DELETE ON "customer_payment_voids" FOR EACH ROW EXECUTE FUNCTION refuse_rewrite();
