import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { rebuildStockDays } from '../../db/stock-days';
import { olderDatabase } from '../../test/older-database';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
const atta = crypto.randomUUID();
const ghee = crypto.randomUUID();

/** A roll-up row as the fold wrote it before migration 0041: the day's intake and the running total. */
async function stockDay(itemId: string, day: string, intake: number, total: number) {
  await handle.pool.query(
    `insert into stock_days (item_id, day, intake_quantity, total_intake_quantity, total_intake_tk,
                             total_sold_quantity, total_sold_tk, total_waste_quantity, total_other_quantity)
     values ($1, $2, $3, $4::numeric, $4::numeric * 50, 0, 0, 0, 0)`,
    [itemId, day, intake, total],
  );
}

/** The kept last day of each month of an item, with its running intake total. */
const monthsOf = async (itemId: string) =>
  (
    await handle.pool.query<{ month: string; day: string; total: string }>(
      `select month::text, day::text, total_intake_quantity::text as total from stock_months
       where item_id = $1 order by month`,
      [itemId],
    )
  ).rows;

beforeAll(async () => {
  const older = await olderDatabase(40);
  ({ handle, drop } = older);
  await stockDay(atta, '2026-10-05', 10, 10);
  await stockDay(atta, '2026-10-20', 4, 14);
  await stockDay(atta, '2026-11-20', 5, 21);
  await stockDay(atta, '2026-11-10', 2, 16);
  await older.migrateRest();
});
afterAll(() => drop());

describe('migration 0041_stock_months', () => {
  it('keeps each item’s last roll-up day of each month, then follows every insert, update and delete', async () => {
    expect(await monthsOf(atta)).toEqual([
      { month: '2026-10-01', day: '2026-10-20', total: '14.000' },
      { month: '2026-11-01', day: '2026-11-20', total: '21.000' },
    ]);
    await stockDay(ghee, '2026-11-02', 3, 3);
    expect(await monthsOf(ghee)).toEqual([{ month: '2026-11-01', day: '2026-11-02', total: '3.000' }]);
    // A back-dated intake moves the running totals of every later day, as the fold does.
    await handle.pool.query(
      `update stock_days set total_intake_quantity = total_intake_quantity + 1
       where item_id = $1 and day >= '2026-10-20'`,
      [atta],
    );
    expect(await monthsOf(atta)).toEqual([
      { month: '2026-10-01', day: '2026-10-20', total: '15.000' },
      { month: '2026-11-01', day: '2026-11-20', total: '22.000' },
    ]);
    await handle.pool.query(`delete from stock_days where item_id = $1 and day >= '2026-11-20'`, [atta]);
    expect(await monthsOf(atta)).toEqual([
      { month: '2026-10-01', day: '2026-10-20', total: '15.000' },
      { month: '2026-11-01', day: '2026-11-10', total: '17.000' },
    ]);
    await handle.pool.query(`delete from stock_days where item_id = $1 and day >= '2026-11-01'`, [atta]);
    expect(await monthsOf(atta)).toEqual([{ month: '2026-10-01', day: '2026-10-20', total: '15.000' }]);
    // A rebuild from the books (none here) deletes every day, and with them every kept month.
    await rebuildStockDays(handle.db);
    expect(await monthsOf(atta)).toEqual([]);
    expect(await monthsOf(ghee)).toEqual([]);
  });
});
