import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { olderDatabase } from '../../test/older-database';
import { assertWalletReferencesFree } from './receipt-payments';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
const ids: Record<string, string> = {};

// As an install stood before issue 32 (up to 0022), when a transaction ID was unique per business day: one
// bKash ID used on three days, and the same letters once on Nagad.
const CLAIMS = [
  ['M1', 'bKash', '2026-11-01'],
  ['M2', 'bKash', '2026-11-08'],
  ['M3', 'bKash', '2026-11-15'],
  ['M2', 'Nagad', '2026-11-08'],
] as const;

beforeAll(async () => {
  const older = await olderDatabase(25);
  ({ handle, drop } = older);
  for (const number of ['M1', 'M2', 'M3']) {
    ids[number] = crypto.randomUUID();
    await handle.pool.query(
      `insert into invoices (id, invoice_number, transaction_id, customer_name, issue_date, sub_total, total,
                             amount_paid, status, payment_method)
       values ($1, $2, 'TXN1', 'Old Guest', '2026-11-01', 1000, 1000, 1000, 'paid', 'bKash')`,
      [ids[number], number],
    );
  }
  for (const [number, method, day] of CLAIMS)
    await handle.pool.query(
      `insert into wallet_references (method, reference, business_day, invoice_id) values ($1, 'AB12CD34EF', $2, $3)`,
      [method, day, ids[number]],
    );
  await older.migrateRest();
});
afterAll(() => drop());

describe('migration 0026_tenders_wallet_ids_forever on IDs reused before the rule', () => {
  it('keeps every claim, marks the later reuses, and leaves the ID to the receipt that used it first', async () => {
    const { rows } = await handle.pool.query<{ method: string; business_day: string; reused: boolean }>(
      `select method, business_day::text, reused_before_rule as reused from wallet_references
       order by method, business_day`,
    );
    expect(rows).toEqual([
      { method: 'Nagad', business_day: '2026-11-08', reused: false },
      { method: 'bKash', business_day: '2026-11-01', reused: false },
      { method: 'bKash', business_day: '2026-11-08', reused: true },
      { method: 'bKash', business_day: '2026-11-15', reused: true },
    ]);

    const claim = {
      method: 'bKash' as const,
      reference: 'AB12CD34EF',
      businessDay: '2026-11-27',
      invoiceId: ids.M3!,
      customerPaymentId: null,
      reusedBeforeRule: false,
    };
    await expect(assertWalletReferencesFree(handle.db, [claim], ids.M3)).rejects.toThrow(
      'already used on receipt M1 (2026-11-01)',
    );
    await expect(
      handle.pool.query(
        `insert into wallet_references (method, reference, business_day, invoice_id)
         values ('bKash', 'AB12CD34EF', '2026-11-27', $1)`,
        [ids.M3],
      ),
    ).rejects.toThrow(/wallet_references_method_reference_key/);
  });
});
