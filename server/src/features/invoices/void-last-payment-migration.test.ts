import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { olderDatabase } from '../../test/older-database';
import { findVoidedInvoice } from './receipt-void';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
const paidLater = crypto.randomUUID();
const neverPaid = crypto.randomUUID();

/** A receipt of ৳960 as an install wrote it before migration 0039, voided: its rows, then the void's. */
async function voidedBefore0039(
  id: string,
  number: string,
  payments: [string, number][],
  reversals: [string, number][],
) {
  await handle.pool.query(
    `insert into invoices (id, invoice_number, transaction_id, customer_name, issue_date, sub_total, total,
                           amount_paid, status, payment_method, voided_at)
     values ($1, $2, 'TXN1', 'Old Guest', '2026-11-20', 960, 960, 0, 'due', 'Credit', now())`,
    [id, number],
  );
  const pay = async ([method, amount]: [string, number]) =>
    (
      await handle.pool.query<{ id: string }>(
        `insert into invoice_payments (invoice_id, method, amount, business_day) values ($1, $2, $3, '2026-11-20')
         returning id`,
        [id, method, amount],
      )
    ).rows[0]!.id;
  // One at a time, so their order is their seq: the receipt's own rows, then the void's reversals.
  const stood: string[] = [];
  for (const row of payments) stood.push(await pay(row));
  for (const row of reversals) await pay(row);
  await handle.pool.query(`insert into invoice_voids (invoice_id, reason) values ($1, 'Wrong table')`, [id]);
  // The void's audit entry keeps the receipt as it stood, with its payment rows.
  const before = { _id: id, total: 960, payments: stood.map((paymentId) => ({ _id: paymentId })) };
  await handle.pool.query(
    `insert into audit_entries (actor_name, kind, entity_id, action, reason, before)
     values ('Old Manager', 'receipt', $1, 'void', 'Wrong table', $2)`,
    [id, JSON.stringify(before)],
  );
}

beforeAll(async () => {
  const older = await olderDatabase(38);
  ({ handle, drop } = older);
  // Part paid, the rest paid later (credit settled against cash), then voided: one Cash reversal.
  await voidedBefore0039(
    paidLater,
    'V1',
    [
      ['Cash', 500],
      ['Credit', 460],
      ['Cash', 460],
      ['Credit', -460],
    ],
    [['Cash', -960]],
  );
  // A receipt with no payment rows at all: its void added none either.
  await voidedBefore0039(neverPaid, 'V2', [], []);
  await older.migrateRest();
});
afterAll(() => drop());

describe('migration 0039_void_last_payment on receipts voided before it', () => {
  it('marks where each receipt’s own payment rows end, so its voided view shows it as it stood', async () => {
    const paid = await findVoidedInvoice(handle.db, paidLater);
    expect(paid.invoice).toMatchObject({ amountPaid: 960, status: 'paid', paymentMethod: 'Cash' });
    expect(paid.invoice.payments.map((payment) => [payment.method, payment.amount])).toEqual([
      ['Cash', 500],
      ['Credit', 460],
      ['Cash', 460],
      ['Credit', -460],
    ]);
    const unpaid = await findVoidedInvoice(handle.db, neverPaid);
    expect(unpaid.invoice).toMatchObject({ amountPaid: 0, status: 'due', payments: [] });
  });
});
