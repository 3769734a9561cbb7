import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { olderDatabase } from '../../test/older-database';

let older: Awaited<ReturnType<typeof olderDatabase>>;

beforeAll(async () => {
  // As the app stood while stock categories were the spec's fixed five (up to 0020).
  older = await olderDatabase(20);
  await older.handle.pool.query(
    `insert into inventory_items (name, category, quantity, unit, price, total_tk)
     values ('Beef', 'Meat', 10, 'kg', 750, 7500), ('Elach', 'Mosla', 0.5, 'kg', 4000, 2000)`,
  );
  await older.migrateRest();
});
afterAll(() => older.drop());

describe('migration 0022: stock categories become a list the admin keeps', () => {
  it('starts the list with the spec’s five, and every item keeps its category, held by the list', async () => {
    const { pool } = older.handle;
    const listed = await pool.query('select name from stock_categories order by sort_order');
    expect(listed.rows.map((row) => row.name)).toEqual(['Meat', 'Vegetable', 'Drinks', 'Desert', 'Mosla']);
    const items = await pool.query('select name, category from inventory_items order by name');
    expect(items.rows).toEqual([
      { name: 'Beef', category: 'Meat' },
      { name: 'Elach', category: 'Mosla' },
    ]);
    await expect(pool.query(`delete from stock_categories where name = 'Mosla'`)).rejects.toThrow(
      /foreign key/,
    );
    await pool.query(`update stock_categories set name = 'Spices' where name = 'Mosla'`);
    const renamed = await pool.query(`select category from inventory_items where name = 'Elach'`);
    expect(renamed.rows).toEqual([{ category: 'Spices' }]);
  });
});
