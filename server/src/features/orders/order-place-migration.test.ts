import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { olderDatabase } from '../../test/older-database';

let older: Awaited<ReturnType<typeof olderDatabase>>;

/** A receipt as the app saved one before: T1's charged table order, token 7's takeaway, and a counter sale. */
async function receipt(number: string): Promise<string> {
  const { rows } = await older.handle.pool.query<{ id: string }>(
    `insert into invoices (invoice_number, transaction_id, customer_name, issue_date, sub_total, total)
     values ($1, 'TXN1', 'Old Guest', '2026-11-01', 100, 100) returning id`,
    [number],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  // As the app stood before receipts kept their table (up to 0020).
  older = await olderDatabase(20);
  const [table, takeaway] = [await receipt('P1'), await receipt('P2')];
  await receipt('P3');
  await older.handle.pool.query(
    `insert into held_orders (table_label, token, token_day, status, invoice_id) values
       ('T1', null, null, 'charged', $1), (null, 7, '2026-11-01', 'charged', $2), ('T2', null, null, 'open', null)`,
    [table, takeaway],
  );
  await older.migrateRest();
});
afterAll(() => older.drop());

describe('migration 0021 on receipts charged before they kept their table', () => {
  it('gives each receipt charged from a held order its table or token, and a counter sale neither', async () => {
    const { rows } = await older.handle.pool.query(
      'select invoice_number, order_table, order_token from invoices order by invoice_number',
    );
    expect(rows).toEqual([
      { invoice_number: 'P1', order_table: 'T1', order_token: null },
      { invoice_number: 'P2', order_table: null, order_token: 7 },
      { invoice_number: 'P3', order_table: null, order_token: null },
    ]);
  });
});
