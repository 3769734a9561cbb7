ALTER TABLE "invoice_voids" ADD COLUMN "last_payment_seq" bigint;--> statement-breakpoint
-- Voids made before this column: the receipt's payment rows as they stood are the ones its void's audit entry
-- kept in `before` (voids and the trail came together in issue 32, so every void has its entry); the void's own
-- reversal rows came after them. A receipt that had no payment rows keeps null.
UPDATE "invoice_voids" v SET "last_payment_seq" = (
  SELECT max(p."seq") FROM "invoice_payments" p
  WHERE p."invoice_id" = v."invoice_id"
    AND p."id"::text IN (
      SELECT paid ->> '_id'
      FROM "audit_entries" e, jsonb_array_elements(e."before" -> 'payments') AS paid
      WHERE e."kind" = 'receipt' AND e."action" = 'void' AND e."entity_id" = v."invoice_id"::text
    )
);
