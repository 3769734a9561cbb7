import { z } from 'zod';
import { optionalText } from './common';
import { invoiceSchema } from './invoices';
import { VOID_REASON_MAX } from './limits';

/**
 * Deleting a receipt voids it (docs/decisions/0155-receipts-are-voided.md): clients see it gone (lists leave it
 * out, GET answers 404), and the row stays with who voided it, when and why. The reason is optional for the
 * spec's bare DELETE, which is recorded as giving none; the web app always asks for one.
 */
export const voidReasonSchema = optionalText(VOID_REASON_MAX).optional();

/** DELETE /invoices/{id}: the reason in a JSON body… */
export const voidInvoiceBodySchema = z.object({ reason: voidReasonSchema }).nullish();
export type VoidInvoiceBody = z.infer<typeof voidInvoiceBodySchema>;
/** …or in the query (`?reason=`), for a client that sends no body with a DELETE. */
export const voidInvoiceQuerySchema = z.object({ reason: voidReasonSchema });

/** A repeat of the request that made a receipt since voided: its first answer (201) no longer holds. */
export const RECEIPT_VOIDED_REPLAY =
  'The receipt this request made was voided: it cannot be answered again. Send a new request with a new Idempotency-Key.';

export const invoiceVoidSchema = z.object({
  voidedAt: z.string(),
  voidedBy: z.object({ name: z.string() }),
  /** Null when the DELETE gave none. */
  reason: z.string().nullable(),
});
export type InvoiceVoid = z.infer<typeof invoiceVoidSchema>;

/**
 * GET /invoices/{id}/void, for an admin: the voided receipt as it stood just before the void (its payments and
 * what they paid, without the void's reversals), and its void.
 */
export const voidedInvoiceResponseSchema = z.object({ invoice: invoiceSchema, void: invoiceVoidSchema });
export type VoidedInvoiceResponse = z.infer<typeof voidedInvoiceResponseSchema>;
