import type { MovementsPage } from '@dastarkhan/contract/inventory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/seed-api';
import { createTestContext, type TestContext } from '../../test/test-app';
import { foldSalesDeltas } from '../invoices/daily-sales';

/**
 * Issue 33: an item's movements list reads its total and totals from the counts and sums kept with the movements
 * (ADR 0173). They must be what count(*) and sum() over the item's rows give, with the changes pending, folded and
 * both, after the API's writes, a bulk insert, and a tool's update and delete of a row.
 */
let ctx: TestContext;
let admin: { headers: { authorization: string } };
let itemId: string;
beforeAll(async () => {
  // Only the test folds, so it sees the totals both pending and folded.
  ctx = await createTestContext({ foldSalesInBackground: false });
  admin = await ctx.as('admin');
  const { items } = await send<{ items: { _id: string }[] }>(
    ctx.app,
    admin.headers,
    'POST',
    '/api/inventory',
    {
      name: 'Atta',
      category: 'Mosla',
      quantity: 50,
      unit: 'kg',
      price: 60,
      dueTk: 1000,
    },
  );
  itemId = items[0]!._id;
});
afterAll(() => ctx.close());

/** The item's third page, total and totals against OFFSET, count(*) and sum() over its rows. */
async function expectTotalsAsSummed() {
  const page = await send<MovementsPage>(
    ctx.app,
    admin.headers,
    'GET',
    `/api/inventory/${itemId}/movements?page=3&limit=10`,
  );
  const { rows } = await ctx.pool.query<{ n: number; quantity: string; due: string; total: string }>(
    `select count(*)::int as n, sum(quantity)::float8 as quantity, sum(due_tk)::float8 as due,
       sum(total_tk)::float8 as total
     from inventory_movements where item_id = $1`,
    [itemId],
  );
  const offset = await ctx.pool.query<{ id: string }>(
    `select id from inventory_movements where item_id = $1 order by at desc, id desc offset 20 limit 10`,
    [itemId],
  );
  expect(page.total).toBe(rows[0]!.n);
  expect(page.totals).toEqual({ quantity: rows[0]!.quantity, dueTk: rows[0]!.due, totalTk: rows[0]!.total });
  expect(page.movements.map((movement) => movement._id)).toEqual(offset.rows.map((row) => row.id));
}

describe('an item’s movement totals', () => {
  it('equal count(*) and sum() over its movements, pending, folded and both', async () => {
    const write = (url: string, body: object) =>
      send(ctx.app, admin.headers, 'POST', `/api/inventory/${itemId}/${url}`, body);
    await write('payments', { amount: 400 });
    await write('reductions', { quantity: 2.5, reason: 'wasted' });
    // A year of weekly deliveries written in bulk, as a seed or an import would.
    await ctx.pool.query(
      `insert into inventory_movements (item_id, kind, quantity, total_tk, due_tk, item_version, at)
       select $1, 'intake', 10 + g % 3, 600 + g, g % 2 * 50, 1, now() - make_interval(days => 7 * g)
       from generate_series(1, 52) g`,
      [itemId],
    );
    await expectTotalsAsSummed();
    await foldSalesDeltas(ctx.db);
    const pending = await ctx.pool.query<{ n: number }>(
      'select count(*)::int as n from item_movement_deltas',
    );
    expect(pending.rows[0]!.n).toBe(0);
    await expectTotalsAsSummed();
    // A tool corrects one delivery and removes another; the app then writes more.
    await ctx.pool.query(
      `update inventory_movements set quantity = quantity + 1.25, total_tk = total_tk + 75
       where id = (select id from inventory_movements where item_id = $1 and kind = 'intake' order by at limit 1)`,
      [itemId],
    );
    await ctx.pool.query(
      `delete from inventory_movements
       where id = (select id from inventory_movements where item_id = $1 and kind = 'intake' order by at offset 1 limit 1)`,
      [itemId],
    );
    await write('reductions', { quantity: 1, reason: 'used' });
    await expectTotalsAsSummed();
    await foldSalesDeltas(ctx.db);
    await expectTotalsAsSummed();
  });
});
