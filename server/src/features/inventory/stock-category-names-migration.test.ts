import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { olderDatabase } from '../../test/older-database';

let older: Awaited<ReturnType<typeof olderDatabase>>;

beforeAll(async () => {
  // As the app stood when stock categories had only an English name (up to 0050), the admin having renamed one
  // of the starting list and added another.
  older = await olderDatabase(50);
  await older.handle.pool.query(`update stock_categories set name = 'Spices' where name = 'Mosla'`);
  await older.handle.pool.query(`insert into stock_categories (name, sort_order) values ('Rice', 6)`);
  await older.migrateRest();
});
afterAll(() => older.drop());

describe('migration 0051: stock categories get a Bangla name', () => {
  it('names the starting categories as the staff say them, and leaves the admin’s own for the admin', async () => {
    const listed = await older.handle.pool.query(
      'select name, name_bn from stock_categories order by sort_order, name',
    );
    expect(listed.rows).toEqual([
      { name: 'Meat', name_bn: 'মাংস' },
      { name: 'Vegetable', name_bn: 'সবজি' },
      { name: 'Drinks', name_bn: 'ড্রিংকস' },
      { name: 'Desert', name_bn: 'ডেজার্ট' },
      { name: 'Spices', name_bn: null },
      { name: 'Rice', name_bn: null },
    ]);
  });
});
