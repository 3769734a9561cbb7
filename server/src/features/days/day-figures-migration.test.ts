import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { olderDatabase } from '../../test/older-database';
import { dayFigures, type VatOfDay } from './day-figures';
import { checkDayFigures } from './figures-check';

// Migrations 0043 and 0045 book the receipts and the voided held orders already in the books into the X report's
// roll-up, as their triggers would have.
let handle: DatabaseHandle;
let drop: () => Promise<void>;
const [paid, owed, voided] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];

beforeAll(async () => {
  const older = await olderDatabase(42);
  ({ handle, drop } = older);
  const query = (text: string, values: unknown[] = []) => handle.pool.query(text, values);
  const receipt = `insert into invoices (id, invoice_number, transaction_id, customer_name, issue_date, sub_total,
      discount, total, amount_paid, voided_at) values ($1, $2, 'TXN', 'Old Guest', '2026-11-20', $3, $4, $5, $6, $7)`;
  // ৳1,100 less ৳100 off, paid ৳1,200 in cash: ৳200 change.
  await query(receipt, [paid, 'N1', 1100, 100, 1000, 1200, null]);
  // ৳500 on credit, settled in cash the next day.
  await query(receipt, [owed, 'N2', 500, 0, 500, 500, null]);
  // ৳300 in cash, voided the next day: its cash handed back then.
  await query(receipt, [voided, 'N3', 300, 0, 300, 0, '2026-11-21T04:00:00Z']);
  const payment = `insert into invoice_payments (invoice_id, method, amount, business_day) values ($1, $2, $3, $4)`;
  await query(payment, [paid, 'Cash', 1200, '2026-11-20']);
  await query(payment, [owed, 'Credit', 500, '2026-11-20']);
  await query(payment, [owed, 'Credit', -500, '2026-11-21']);
  await query(payment, [owed, 'Cash', 500, '2026-11-21']);
  await query(payment, [voided, 'Cash', 300, '2026-11-20']);
  await query(payment, [voided, 'Cash', -300, '2026-11-21']);
  await query(
    `insert into invoice_voids (invoice_id, reason, created_at) values ($1, 'Wrong table', '2026-11-21T04:00:00Z')`,
    [voided],
  );
  // A held order of ৳2 × 150 + ৳50 voided at its table on the 21st; a charged one voided with its receipt (N3),
  // which the receipt's void counts.
  const { rows } = await query(
    `insert into held_orders (table_label, status, invoice_id) values ('T1', 'void', null), ('T2', 'void', $1)
     returning id`,
    [voided],
  );
  for (const { id } of rows as { id: string }[]) {
    await query(
      `insert into held_order_lines (order_id, position, name, price, quantity) values ($1, 0, 'Kacchi', 150, 2),
       ($1, 1, 'Borhani', 50, 1)`,
      [id],
    );
    await query(
      `insert into order_voids (order_id, reason, lines, created_at) values ($1, 'Left', '[]', '2026-11-21T05:00:00Z')`,
      [id],
    );
  }
  await older.migrateRest();
});
afterAll(() => drop());

/** These days' receipts were made before VAT was recorded: the VAT roll-up has nothing for them. */
const vatNotRecorded: VatOfDay = async () => ({ vat: 0, serviceCharge: 0, rates: [] });

describe('the X report of days before the close existed', () => {
  it('reads the receipts already in the books, as the sums of their rows', async () => {
    expect(await checkDayFigures(handle.db)).toEqual([]);
    const first = await dayFigures(handle.db, '2026-11-20', vatNotRecorded);
    expect(first.salesByTender).toEqual({ Cash: 1500, Card: 0, bKash: 0, Nagad: 0, Credit: 500 });
    expect(first).toMatchObject({ changeGiven: 200, discounts: { count: 1, amount: 100, approvals: 0 } });
    const second = await dayFigures(handle.db, '2026-11-21', vatNotRecorded);
    // The later cash: ৳500 settled, less the ৳300 handed back for the void.
    expect(second.laterPayments).toEqual({ Cash: 200, Card: 0, bKash: 0, Nagad: 0, Credit: -500 });
    expect(second.voidedReceipts).toEqual({ count: 1, amount: 300 });
    expect(second.voidedOrders).toEqual({ count: 1, amount: 350 });
    expect(second.expectedCash).toBe(200);
  });
});
