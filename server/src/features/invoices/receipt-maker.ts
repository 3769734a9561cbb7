import type { CreateInvoiceBody, Invoice, OrderPlace } from '@dastarkhan/contract/invoices';
import type { ClientDatabase, Database } from '../../db/client';
import { prepareReceipt, saveReceipt, type InvoiceContext } from './invoices.service';

/**
 * The receipts feature's public entry: how another feature makes a receipt, with every check, tender rule,
 * wallet transaction ID claim and sales roll-up of `POST /invoices`. Features never import each other (ADR
 * 0062), so the app hands this to the feature that needs it (routes.ts; ADR 0083).
 */
export const receiptMaker = {
  /**
   * Checks the receipt and hands out its number, on the pool; `save` then saves it inside `tx`. `place` is the
   * table or token of the held order it is made from, kept on the receipt.
   */
  async prepare(
    db: Database,
    body: CreateInvoiceBody,
    ctx: InvoiceContext,
    place?: OrderPlace,
  ): Promise<{ save(tx: Database | ClientDatabase): Promise<Invoice> }> {
    const prepared = await prepareReceipt(db, body, ctx, place);
    return { save: (tx) => saveReceipt(tx, prepared) };
  },
};
