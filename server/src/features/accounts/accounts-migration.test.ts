import { businessDay, shiftDate } from '@dastarkhan/contract/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { accountMismatches } from '../../test/accounts';
import { olderDatabase } from '../../test/older-database';
import { getAccount } from './accounts.service';
import { getStatement } from './statement';

const TIME_ZONE = 'Asia/Dhaka';
const clock = { timeZone: TIME_ZONE, now: new Date() };
const today = businessDay(clock.now, TIME_ZONE);
const fortyFiveDaysAgo = shiftDate(today, -45);
const tenDaysAgo = shiftDate(today, -10);

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let regular: string;

/** A receipt as the app wrote one before issue 35: its row, then its payment rows (method, amount). */
async function oldReceipt(
  number: string,
  customerId: string | null,
  day: string,
  total: number,
  payments: [string, number][],
  voided = false,
): Promise<void> {
  const paid = payments
    .filter(([method]) => method !== 'Credit')
    .reduce((sum, [, amount]) => sum + amount, 0);
  const { rows } = await handle.pool.query<{ id: string }>(
    `insert into invoices (invoice_number, transaction_id, customer_id, customer_name, issue_date, sub_total, total,
                           amount_paid, status, payment_method, voided_at)
     values ($1, $1, $2, 'Regular', $3, $4, $4, $5, $6, 'Credit', $7) returning id`,
    [number, customerId, day, total, paid, paid >= total ? 'paid' : 'due', voided ? new Date() : null],
  );
  for (const [method, amount] of payments)
    await handle.pool.query(
      `insert into invoice_payments (invoice_id, method, amount, business_day) values ($1, $2, $3, $4)`,
      [rows[0]!.id, method, amount, day],
    );
}

beforeAll(async () => {
  // The books as they stood before customer accounts (up to 0047): a regular owing on two receipts, the older one
  // made last (back-dated) and partly settled later; a receipt settled in full; one voided; and an old walk-in's
  // credit with no customer.
  const older = await olderDatabase(47);
  ({ handle, drop } = older);
  const { rows } = await handle.pool.query<{ id: string }>(
    `insert into customers (name, phone) values ('Regular', '01711000047') returning id`,
  );
  regular = rows[0]!.id;
  await oldReceipt('M2', regular, tenDaysAgo, 500, [
    ['Cash', 200],
    ['Credit', 300],
  ]);
  await oldReceipt('M1', regular, fortyFiveDaysAgo, 1000, [
    ['Credit', 1000],
    ['Credit', -400],
    ['Cash', 400],
  ]);
  await oldReceipt('M3', regular, tenDaysAgo, 700, [
    ['Credit', 700],
    ['Credit', -700],
    ['bKash', 700],
  ]);
  await oldReceipt('M4', regular, tenDaysAgo, 250, [['Credit', 250]], true);
  await oldReceipt('M5', null, tenDaysAgo, 900, [['Credit', 900]]);
  await older.migrateRest();
});
afterAll(() => drop());

describe('migration 0048 on books kept before customer accounts', () => {
  it('opens each account with what its live receipts still owe on credit, a line per receipt on its day', async () => {
    const account = await getAccount(handle.db, regular, clock);
    expect(account).toMatchObject({
      balance: 900,
      ageing: { days0to30: 300, days31to60: 600, days61to90: 0, over90: 0 },
    });
    const { statement, total } = await getStatement(handle.db, regular, { page: 1, limit: 50 });
    expect(total).toBe(2);
    expect(
      statement.entries.map(({ businessDay: day, kind, invoiceNumber, amount, balance }) => ({
        day,
        kind,
        invoiceNumber,
        amount,
        balance,
      })),
    ).toEqual([
      { day: fortyFiveDaysAgo, kind: 'sale', invoiceNumber: 'M1', amount: 600, balance: 600 },
      { day: tenDaysAgo, kind: 'sale', invoiceNumber: 'M2', amount: 300, balance: 900 },
    ]);
    expect(await accountMismatches(handle.pool)).toEqual([]);
  });
});
