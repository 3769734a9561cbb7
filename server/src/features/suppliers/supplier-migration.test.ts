import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { olderDatabase } from '../../test/older-database';
import { supplierBookMismatches } from './supplier-books-check';

let older: Awaited<ReturnType<typeof olderDatabase>>;

/** An item as an older install typed it, with its intakes (due owed) and payments as movements. */
async function itemWith(name: string, supplier: string, moves: [kind: string, due: number, day: string][]) {
  const { pool } = older.handle;
  const due = moves.reduce((sum, [, amount]) => sum + amount, 0);
  const item = await pool.query<{ id: string }>(
    `insert into inventory_items (name, category, quantity, unit, price, total_tk, supplier_name, due_tk)
     values ($1, 'Meat', 10, 'kg', 100, 1000, $2, $3) returning id`,
    [name, supplier, due],
  );
  const id = item.rows[0]!.id;
  let version = 1;
  for (const [kind, amount, day] of moves)
    await pool.query(
      `insert into inventory_movements (item_id, kind, quantity, total_tk, due_tk, item_version, by_name, at)
       values ($1, $2, 0, 0, $3, $4, 'Owner',
         (case when length($5) = 10 then $5::date + time '12:00' else $5::timestamp end) at time zone 'Asia/Dhaka')`,
      [id, kind, amount, version++, day],
    );
  return id;
}

let beef = '';
let rice = '';
beforeAll(async () => {
  // As the app stood after issue 34 (up to 0045): suppliers were a name typed on each item.
  older = await olderDatabase(46);
  beef = await itemWith('Beef', ' Karim  Traders', [
    ['intake', 500, '2026-01-05'],
    ['intake', 300, '2026-02-05'],
    ['payment', -600, '2026-03-01'],
  ]);
  await itemWith('Mutton', 'karim traders', [['intake', 200, '2026-03-02']]);
  await itemWith('Chicken', 'Karim Traders', [['intake', 0, '2026-03-03']]);
  rice = await itemWith('Rice', 'KARIM TRADERS', []);
  await itemWith('Salt', 'Not specified', [['intake', 50, '2026-03-04']]);
  await itemWith('Oil', '  ', []);
  await itemWith('Gas', 'Rahim Gas', [
    ['intake', 100, '2026-03-05'],
    ['correction', -40, '2026-03-06'],
  ]);
  // 23:59 and 00:00 in Dhaka: the last minute of 31 March and the first of 1 April.
  await itemWith('Eggs', 'Rahim Gas', [
    ['intake', 10, '2026-03-31T23:59:00'],
    ['intake', 20, '2026-04-01T00:00:00'],
  ]);
  await older.migrateRest();
});
afterAll(() => older.drop());

describe('the supplier migration: typed names become records, and old dues balance', () => {
  it('merges spellings that differ only in case and spaces, keeping the most-used one', async () => {
    const { pool } = older.handle;
    const suppliers = await pool.query(
      'select name, payable::float8 as payable from suppliers order by name',
    );
    expect(suppliers.rows).toEqual([
      { name: 'Karim Traders', payable: 400 },
      { name: 'Rahim Gas', payable: 90 },
    ]);
    const items = await pool.query(
      `select i.name, i.supplier_name, s.name as record from inventory_items i
       left join suppliers s on s.id = i.supplier_id order by i.name`,
    );
    expect(items.rows).toEqual([
      { name: 'Beef', supplier_name: 'Karim Traders', record: 'Karim Traders' },
      { name: 'Chicken', supplier_name: 'Karim Traders', record: 'Karim Traders' },
      { name: 'Eggs', supplier_name: 'Rahim Gas', record: 'Rahim Gas' },
      { name: 'Gas', supplier_name: 'Rahim Gas', record: 'Rahim Gas' },
      { name: 'Mutton', supplier_name: 'Karim Traders', record: 'Karim Traders' },
      { name: 'Oil', supplier_name: 'Not specified', record: null },
      { name: 'Rice', supplier_name: 'Karim Traders', record: 'Karim Traders' },
      { name: 'Salt', supplier_name: 'Not specified', record: null },
    ]);
  });

  it('applies old payments to the oldest intakes first, and writes a statement that balances', async () => {
    const { pool } = older.handle;
    const dues = await pool.query(
      `select business_day::text as day, amount::float8 as amount, outstanding::float8 as outstanding
       from supplier_dues where item_id = $1 order by at`,
      [beef],
    );
    expect(dues.rows).toEqual([
      { day: '2026-01-05', amount: 500, outstanding: 0 },
      { day: '2026-02-05', amount: 300, outstanding: 200 },
    ]);
    const statement = await pool.query(
      `select l.seq, l.kind, l.amount::float8 as amount, l.balance::float8 as balance from supplier_ledger l
       join suppliers s on s.id = l.supplier_id where s.name = 'Karim Traders' order by seq`,
    );
    expect(statement.rows).toEqual([
      { seq: 1, kind: 'intake', amount: 500, balance: 500 },
      { seq: 2, kind: 'intake', amount: 300, balance: 800 },
      { seq: 3, kind: 'payment', amount: -600, balance: 200 },
      { seq: 4, kind: 'intake', amount: 200, balance: 400 },
    ]);
    expect(await supplierBookMismatches(pool)).toEqual([]);
    expect(rice).not.toBe('');
  });

  it('dates each due on its business day in Dhaka time', async () => {
    const { pool } = older.handle;
    const days = await pool.query(
      `select d.business_day::text as day from supplier_dues d join inventory_items i on i.id = d.item_id
       where i.name = 'Eggs' order by d.at`,
    );
    expect(days.rows).toEqual([{ day: '2026-03-31' }, { day: '2026-04-01' }]);
  });
});
