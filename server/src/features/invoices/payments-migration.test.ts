import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { olderDatabase } from '../../test/older-database';
import { paymentCacheMismatches } from '../../test/invariants';
import { findInvoice } from './invoices.service';

let handle: DatabaseHandle;
let drop: () => Promise<void>;

/** Receipts of ৳1,000.00 as the app saved them before payments were rows. */
const OLD_RECEIPTS = [
  { number: 'M1', method: 'Cash', paid: '1100.00', status: 'paid' },
  { number: 'M2', method: 'bKash', paid: '1000.00', status: 'paid' },
  { number: 'M3', method: 'Credit', paid: '0.00', status: 'due' },
  { number: 'M4', method: 'Credit', paid: '300.00', status: 'due' },
  { number: 'M5', method: 'Cash', paid: '0.00', status: 'due' },
];

beforeAll(async () => {
  // As the app stood before payments were rows (up to 0007).
  const older = await olderDatabase(7);
  ({ handle, drop } = older);
  for (const receipt of OLD_RECEIPTS)
    await handle.pool.query(
      `insert into invoices (invoice_number, transaction_id, customer_name, issue_date, sub_total, total,
                             amount_paid, status, payment_method)
       values ($1, 'TXN1', 'Old Guest', '2026-11-01', 1000, 1000, $2, $3, $4)`,
      [receipt.number, receipt.paid, receipt.status, receipt.method],
    );
  await older.migrateRest();
});
afterAll(() => drop());

describe('migration 0008 on receipts saved before payments were rows', () => {
  it('carries each one over as its payment, reading as it did (credit with a part paid still reads Credit)', async () => {
    const { rows } = await handle.pool.query<{ id: string; invoice_number: string }>(
      'select id, invoice_number from invoices order by invoice_number',
    );
    const read = await Promise.all(rows.map((row) => findInvoice(handle.db, row.id)));
    const shown = read.map((invoice) => ({
      amountPaid: invoice.amountPaid,
      status: invoice.status,
      paymentMethod: invoice.paymentMethod,
      payments: invoice.payments.map((payment) => [payment.method, payment.amount]),
    }));
    expect(shown).toEqual([
      { amountPaid: 1100, status: 'paid', paymentMethod: 'Cash', payments: [['Cash', 1100]] },
      { amountPaid: 1000, status: 'paid', paymentMethod: 'bKash', payments: [['bKash', 1000]] },
      { amountPaid: 0, status: 'due', paymentMethod: 'Credit', payments: [['Credit', 1000]] },
      {
        amountPaid: 300,
        status: 'due',
        paymentMethod: 'Credit',
        payments: [
          ['Cash', 300],
          ['Credit', 700],
        ],
      },
      { amountPaid: 0, status: 'due', paymentMethod: 'Cash', payments: [['Cash', 0]] },
    ]);
    expect(await paymentCacheMismatches(handle.pool)).toEqual([]);
  });
});
