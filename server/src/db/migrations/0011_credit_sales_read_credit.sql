-- A receipt with money still on account reads as Credit, however much of it was paid (contract/src/tenders.ts,
-- ADR 0075 as amended): the receipts cached as Mixed for a part paid in cash and the rest on credit read Credit.
UPDATE invoices
   SET payment_method = 'Credit'
 WHERE payment_method <> 'Credit'
   AND id IN (SELECT invoice_id FROM invoice_payments
               WHERE method = 'Credit'
               GROUP BY invoice_id
              HAVING sum(amount) > 0);
