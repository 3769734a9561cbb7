import type { CreateInvoiceBody, Invoice } from '@dastarkhan/contract/invoices';
import type { ClientDatabase, Database } from '../../db/client';
import { prepareReceipt, saveReceipt, type InvoiceContext, type ReceiptSource } from './invoices.service';

/**
 * The receipts feature's public entry: how another feature makes a receipt, with every check, tender rule,
 * wallet transaction ID claim and sales roll-up of `POST /invoices`. Features never import each other (ADR
 * 0062), so the app hands this to the feature that needs it (routes.ts; ADR 0083).
 */
export const receiptMaker = {
  /**
   * Checks the receipt and hands out its number, on the pool; `save` then saves it inside `tx`. `place` is the
   * table or token of the held order it is made from, kept on the receipt, and the order's id: its lines keep
   * the prices they were held at, and an approval of the discount names the order.
   */
  async prepare(
    db: Database,
    body: CreateInvoiceBody,
    ctx: InvoiceContext,
    place?: ReceiptSource,
  ): Promise<{ save(tx: Database | ClientDatabase): Promise<Invoice> }> {
    const prepared = await prepareReceipt(db, body, ctx, place);
    return { save: (tx) => saveReceipt(tx, prepared) };
  },
};
