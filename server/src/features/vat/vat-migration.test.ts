import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { readVatSettings } from '../../lib/vat-settings';
import { olderDatabase } from '../../test/older-database';
import { vatRollupMismatches } from '../../test/invariants';
import { findInvoice } from '../invoices/invoices.service';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let id: string;

beforeAll(async () => {
  // As the app stood before VAT was recorded (up to 0040): a receipt of ৳1,000.00.
  const older = await olderDatabase(41);
  ({ handle, drop } = older);
  const { rows } = await handle.pool.query<{ id: string }>(
    `insert into invoices (invoice_number, transaction_id, customer_name, issue_date, sub_total, total,
                           amount_paid, status, payment_method)
     values ('V1', 'TXN1', 'Old Guest', '2026-11-01', 1000, 1000, 1000, 'paid', 'Cash') returning id`,
  );
  id = rows[0]!.id;
  await older.migrateRest();
});
afterAll(() => drop());

describe('migration 0042 on a receipt made before VAT was recorded', () => {
  it('keeps its totals and reads as VAT not recorded, while new receipts get the seeded standard rate', async () => {
    const receipt = await findInvoice(handle.db, id);
    expect(receipt).toMatchObject({ subTotal: 1000, total: 1000, vat: null, sellerBin: '', buyerBin: '' });
    expect(receipt.items).toEqual([]);
    expect(await vatRollupMismatches(handle.pool)).toEqual([]);
    expect(await readVatSettings(handle.db)).toEqual({
      bin: '',
      standardRate: 'Standard',
      rates: [
        { name: 'Standard', percent: 5, effectiveFrom: '2022-07-01', inclusive: true },
        { name: 'Standard', percent: 15, effectiveFrom: '2025-01-09', inclusive: true },
        { name: 'Standard', percent: 5, effectiveFrom: '2025-01-22', inclusive: true },
      ],
      serviceCharge: { percent: 0, taxed: false },
    });
  });
});
