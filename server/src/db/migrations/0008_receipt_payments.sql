-- A receipt's payments as rows, the wallet transaction IDs they used, and the first answer to each
-- Idempotency-Key (issue 14; ADRs 0075, 0076).
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "invoice_payments_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"business_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "invoice_payments_method_check" CHECK ("invoice_payments"."method" in ('Cash', 'Card', 'bKash', 'Nagad', 'Credit'))
);
--> statement-breakpoint
CREATE TABLE "wallet_references" (
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"business_day" date NOT NULL,
	"invoice_id" uuid NOT NULL,
	CONSTRAINT "wallet_references_method_reference_business_day_pk" PRIMARY KEY("method","reference","business_day")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_payment_method_check";--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_references" ADD CONSTRAINT "wallet_references_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_id_idx" ON "invoice_payments" USING btree ("invoice_id","seq");--> statement-breakpoint
CREATE INDEX "wallet_references_invoice_id_idx" ON "wallet_references" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_method_check" CHECK ("invoices"."payment_method" in ('Cash', 'Card', 'bKash', 'Nagad', 'Credit', 'Mixed'));--> statement-breakpoint
-- Every existing receipt's amount paid and method carried over as one payment, taken on its business day by
-- whoever saved it (migration 0007 already paid in full the card and wallet receipts saved with 0). Credit is
-- what was left on account: the whole total, or, when part was paid, that part in cash and the rest on credit.
INSERT INTO "invoice_payments" ("invoice_id", "method", "amount", "business_day", "created_at", "created_by")
SELECT "id", CASE WHEN "payment_method" = 'Credit' AND "amount_paid" > 0 THEN 'Cash' ELSE "payment_method" END,
       "amount_paid", "issue_date", "created_at", "created_by"
FROM "invoices"
WHERE "payment_method" <> 'Credit' OR "amount_paid" > 0;--> statement-breakpoint
INSERT INTO "invoice_payments" ("invoice_id", "method", "amount", "business_day", "created_at", "created_by")
SELECT "id", 'Credit', greatest("total" - "amount_paid", 0), "issue_date", "created_at", "created_by"
FROM "invoices"
WHERE "payment_method" = 'Credit';--> statement-breakpoint
UPDATE "invoices" SET "payment_method" = 'Mixed' WHERE "payment_method" = 'Credit' AND "amount_paid" > 0;--> statement-breakpoint
-- Who took a payment is cleared with the user, as for the receipt's creator (migration 0004).
CREATE OR REPLACE FUNCTION forget_receipt_creator() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices SET created_by = NULL WHERE created_by = OLD.id;
  UPDATE invoice_payments SET created_by = NULL WHERE created_by = OLD.id;
  RETURN OLD;
END $$;
