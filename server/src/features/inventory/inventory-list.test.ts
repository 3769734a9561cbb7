import { periodBounds } from '@dastarkhan/contract/periods';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.as('admin')).headers;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/inventory',
    headers: admin,
    payload: [
      { name: 'Empty Salt', category: 'Mosla', quantity: 0, price: 30, threshold: 5 },
      { name: 'At Threshold Potato', category: 'Vegetable', quantity: 5, price: 30, threshold: 5 },
      { name: 'Above Threshold Tomato', category: 'Vegetable', quantity: 6, price: 80, threshold: 5 },
      {
        name: 'Fractional Lentils',
        category: 'Vegetable',
        quantity: 5.01,
        price: 100,
        threshold: 5,
        supplier: { name: 'Mirpur Traders' },
      },
      { name: 'Old Cola', category: 'Drinks', quantity: 24, price: 25, unit: 'bottle' },
    ],
  });
  expect(response.statusCode).toBe(201);
});
afterAll(() => ctx.close());

const list = async (query = '') => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/inventory?${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const names = (data: { inventory: { name: string }[] }) => data.inventory.map((item) => item.name).sort();

describe('inventory list', () => {
  it('derives the stock status at the boundaries: 0, equal to the threshold, just above it', async () => {
    const { inventory } = await list('limit=100');
    const status = Object.fromEntries(
      inventory.map((item: { name: string; status: string }) => [item.name, item.status]),
    );
    expect(status).toMatchObject({
      'Empty Salt': 'out-of-stock',
      'At Threshold Potato': 'low-stock',
      'Above Threshold Tomato': 'in-stock',
      'Fractional Lentils': 'in-stock',
      'Old Cola': 'in-stock',
    });
  });

  it('lists newest first, a multi-item intake in the reverse of the order it was sent', async () => {
    // The tests here count the whole inventory (and one moves an item back in time): this one has its own.
    const own = await createTestContext();
    onTestFinished(() => own.close());
    const headers = (await own.as('admin')).headers;
    const sent = ['Queue Flour', 'Queue Sugar', 'Queue Tea'];
    const payload = sent.map((name) => ({ name, category: 'Vegetable', quantity: 3, price: 10 }));
    expect(
      (await own.app.inject({ method: 'POST', url: '/api/inventory', headers, payload })).statusCode,
    ).toBe(201);
    const listed = await own.app.inject({ method: 'GET', url: '/api/inventory', headers });
    expect(listed.json().data.inventory.map((item: { name: string }) => item.name)).toEqual(
      [...sent].reverse(),
    );
  });

  it('filters by status with the same rule and pages the filtered list', async () => {
    expect(names(await list('status=out-of-stock'))).toEqual(['Empty Salt']);
    expect(names(await list('status=low-stock'))).toEqual(['At Threshold Potato']);
    const inStock = await list('status=in-stock&limit=2&page=2');
    expect(inStock).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(inStock.inventory).toHaveLength(1);
  });

  it('searches name or supplier and filters by category', async () => {
    expect(names(await list('search=mirpur'))).toEqual(['Fractional Lentils']);
    expect(names(await list('search=POTATO'))).toEqual(['At Threshold Potato']);
    expect(names(await list('search=%25'))).toEqual([]);
    expect(names(await list('category=Drinks'))).toEqual(['Old Cola']);
  });

  it('reports the summary counts over the whole inventory, whatever the filters', async () => {
    const data = await list('category=Drinks');
    expect(data.summary).toEqual({
      totalItems: 5,
      inStock: 3,
      lowStock: 1,
      outOfStock: 1,
      missingIntake: 0,
      dueTk: 0,
    });
  });

  it('filters by the added-date period and sums intake costs per period in SQL', async () => {
    const now = new Date();
    const month = periodBounds('month', 'Asia/Dhaka', now);
    const week = periodBounds('week', 'Asia/Dhaka', now);
    const today = periodBounds('today', 'Asia/Dhaka', now);
    // Move the cola and its intake to before this month and before this week.
    const earlier = new Date(Math.min(month.start.getTime(), week.start.getTime()) - 60_000);
    await ctx.db.execute(
      sql`update inventory_items set created_at = ${earlier.toISOString()}::timestamptz where name = 'Old Cola'`,
    );
    await ctx.db.execute(sql`update inventory_movements set at = ${earlier.toISOString()}::timestamptz
      where item_id = (select id from inventory_items where name = 'Old Cola')`);

    expect(names(await list('period=today'))).not.toContain('Old Cola');
    expect(names(await list('period=month'))).toHaveLength(4);
    const { intakeTotals } = await list();
    // 0×30 + 5×30 + 6×80 + 5.01×100 = 1131; the cola (600) was bought before these periods.
    expect(intakeTotals).toEqual({ today: 1131, week: 1131, month: 1131 });
    expect(today.start.getTime()).toBeLessThan(now.getTime());
  });

  // An unlisted category matches no item instead (stock-categories.test.ts): the list is the admin's, not fixed.
  it('refuses an unknown status or period with 400', async () => {
    for (const query of ['status=plenty', 'period=year']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/inventory?${query}`,
        headers: admin,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('is admin-only: staff and managers get 403 on every inventory route', async () => {
    for (const role of ['staff', 'manager'] as const) {
      const { headers } = await ctx.as(role);
      const id = '00000000-0000-4000-8000-000000000000';
      const calls = [
        ctx.app.inject({ method: 'GET', url: '/api/inventory', headers }),
        ctx.app.inject({
          method: 'POST',
          url: '/api/inventory',
          headers,
          payload: { name: 'X', category: 'Meat', quantity: 1, price: 1 },
        }),
        ctx.app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, headers, payload: { quantity: 0 } }),
        ctx.app.inject({ method: 'DELETE', url: `/api/inventory/${id}`, headers }),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode, role).toBe(403);
    }
    expect(names(await list('search=X&category=Meat'))).toEqual([]);
  });

  it('shows an item’s latest 50 intakes, oldest of them first, however many it has had', async () => {
    const intakes = Array.from({ length: 55 }, (_, index) => ({
      name: 'Daily Onion',
      category: 'Vegetable',
      quantity: index + 1,
      price: 40,
    }));
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/inventory',
      headers: admin,
      payload: intakes,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const [onion] = (await list('search=Daily%20Onion')).inventory;
    expect(onion.additionHistory.map((entry: { quantity: number }) => entry.quantity)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 6),
    );
    expect(onion.quantity).toBe((55 * 56) / 2);
  });
});
