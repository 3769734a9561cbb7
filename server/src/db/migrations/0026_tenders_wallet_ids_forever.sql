-- A bKash or Nagad transaction ID pays one receipt, ever (issue 32 finding 4, ADR 0146); it was once a business
-- day. IDs already reused on a later day stay as they were, with their receipts and payments: the later claims
-- are marked and left out of the unique index, so the earliest receipt keeps the ID and no new receipt can take
-- it again. They stay listed (reused_before_rule) for the owner to look into.
ALTER TABLE "wallet_references" ADD COLUMN "reused_before_rule" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "wallet_references" AS "later" SET "reused_before_rule" = true
WHERE EXISTS (
  SELECT 1 FROM "wallet_references" AS "earlier"
  WHERE "earlier"."method" = "later"."method" AND "earlier"."reference" = "later"."reference"
    AND ("earlier"."business_day", "earlier"."invoice_id") < ("later"."business_day", "later"."invoice_id")
);--> statement-breakpoint
ALTER TABLE "wallet_references" DROP CONSTRAINT "wallet_references_method_reference_business_day_pk";--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_references_method_reference_key" ON "wallet_references" USING btree ("method","reference") WHERE not "wallet_references"."reused_before_rule";
