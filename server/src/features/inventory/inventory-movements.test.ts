import { describe, expect, it } from 'vitest';
import { stockBooksContext } from '../../test/stock-books';

const { ctx, admin } = await stockBooksContext();

type Body = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Body) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: admin, ...(payload ? { payload } : {}) });
const intake = async (payload: Body) => {
  const response = await call('POST', '/inventory', payload);
  expect(response.statusCode).toBe(201);
  return response.json().data.items[0] as { _id: string; version: number };
};
const item = async (id: string) => (await call('GET', `/inventory/${id}`)).json().data.item;
const listed = async (query = '') => (await call('GET', `/inventory?limit=100&${query}`)).json().data;

describe('fractional stock', () => {
  it('takes 0.5 l off 2.5 l of ghee, and records a supplier payment without touching the quantity', async () => {
    const ghee = await intake({
      name: 'Ghee',
      category: 'Mosla',
      quantity: 2.5,
      unit: 'l',
      price: 1200,
      dueTk: 3000,
    });
    const paid = await call('POST', `/inventory/${ghee._id}/payments`, {
      amount: 1000,
      note: 'Cash to Rahim',
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.item).toMatchObject({ quantity: 2.5, dueTk: 2000 });
    expect(paid.json().data.movement).toMatchObject({ kind: 'payment', dueTk: -1000, quantity: 0 });

    const used = await call('POST', `/inventory/${ghee._id}/reductions`, { quantity: 0.5, reason: 'used' });
    expect(used.json().data.item).toMatchObject({ quantity: 2, dueTk: 2000 });

    const { version } = await item(ghee._id);
    const counted = await call('PATCH', `/inventory/${ghee._id}`, { quantity: 1.75, version });
    expect(counted.statusCode).toBe(200);
    expect(counted.json().data.item).toMatchObject({ quantity: 1.75, dueTk: 2000 });
  });

  it('refuses a payment above the due and a reduction above the stock, saying what is there', async () => {
    const oil = await intake({
      name: 'Mustard oil',
      category: 'Mosla',
      quantity: 3,
      unit: 'l',
      price: 250,
      dueTk: 200,
    });
    const overpaid = await call('POST', `/inventory/${oil._id}/payments`, { amount: 200.01 });
    expect(overpaid.statusCode).toBe(409);
    expect(overpaid.json().message).toBe(
      'Only ৳200.00 is owed for Mustard oil: a payment of ৳200.01 is more than that.',
    );
    const overused = await call('POST', `/inventory/${oil._id}/reductions`, {
      quantity: 3.5,
      reason: 'wasted',
    });
    expect(overused.statusCode).toBe(409);
    expect(overused.json().message).toBe('Only 3 l of Mustard oil is in stock: 3.5 l cannot be taken away.');
    for (const body of [
      { quantity: 1 },
      { quantity: 0, reason: 'used' },
      { quantity: 1, reason: 'stolen' },
    ]) {
      expect(
        (await call('POST', `/inventory/${oil._id}/reductions`, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(await item(oil._id)).toMatchObject({ quantity: 3, dueTk: 200 });
  });
});

describe('an item’s history', () => {
  it('lists intakes, reductions, payments and corrections newest first, and sums to the item', async () => {
    const lentils = await intake({
      name: 'Lentils',
      category: 'Vegetable',
      quantity: 20,
      price: 110,
      dueTk: 2200,
    });
    await intake({ name: 'Lentils', category: 'Vegetable', quantity: 5.5, price: 120, dueTk: 660 });
    await call('POST', `/inventory/${lentils._id}/reductions`, {
      quantity: 4.25,
      reason: 'wasted',
      note: 'Damp',
    });
    await call('POST', `/inventory/${lentils._id}/payments`, { amount: 2200 });
    const { version } = await item(lentils._id);
    await call('PATCH', `/inventory/${lentils._id}`, {
      quantity: 20,
      dueTk: 600,
      reason: 'counted',
      version,
    });

    const history = (await call('GET', `/inventory/${lentils._id}/movements?limit=10`)).json().data;
    expect(history.movements.map((m: { kind: string; reason: string | null }) => [m.kind, m.reason])).toEqual(
      [
        // Issue 35: a lower due is a payment of the difference, never an overwrite.
        ['payment', null],
        ['reduction', 'counted'],
        ['payment', null],
        ['reduction', 'wasted'],
        ['intake', null],
        ['intake', null],
      ],
    );
    const current = await item(lentils._id);
    expect(current).toMatchObject({ quantity: 20, dueTk: 600, totalTk: 2860 });
    expect(history.totals).toEqual({ quantity: 20, dueTk: 600, totalTk: 2860 });
    expect(history.total).toBe(6);
  });
});

describe('deleting an item', () => {
  it('archives it: it leaves the list, and its costs and what it still owes stay in every figure', async () => {
    const mutton = await intake({ name: 'Mutton', category: 'Meat', quantity: 10, price: 1100, dueTk: 200 });
    const before = await listed();
    const dashboardBefore = (await call('GET', '/dashboard/summary?range=today')).json().data;

    expect((await call('DELETE', `/inventory/${mutton._id}`)).statusCode).toBe(200);
    // Who deleted it is kept, as for costs, customers and dishes (ADR 0157).
    const [archivedBy] = (
      await ctx.pool.query('select archived_by from inventory_items where id = $1', [mutton._id])
    ).rows;
    expect(archivedBy).toEqual({ archived_by: (await ctx.as('admin')).id });
    const after = await listed();
    expect(after.inventory.map((row: { name: string }) => row.name)).not.toContain('Mutton');
    expect(after.intakeTotals).toEqual(before.intakeTotals);
    expect(after.summary.dueTk).toBe(before.summary.dueTk);
    expect(after.summary.totalItems).toBe(before.summary.totalItems - 1);
    const dashboardAfter = (await call('GET', '/dashboard/summary?range=today')).json().data;
    expect(dashboardAfter.totalInventoryItems).toBe(dashboardBefore.totalInventoryItems - 1);

    const archived = await listed('archived=true');
    expect(archived.inventory).toEqual([
      expect.objectContaining({ name: 'Mutton', archivedAt: expect.any(String) }),
    ]);
    // What it owes can still be paid; its stock can no longer change.
    expect((await call('POST', `/inventory/${mutton._id}/payments`, { amount: 200 })).statusCode).toBe(201);
    expect(
      (await call('POST', `/inventory/${mutton._id}/reductions`, { quantity: 1, reason: 'used' })).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/inventory/${mutton._id}`)).statusCode).toBe(409);

    // The name is free again: a new intake starts a new item.
    const again = await intake({ name: 'Mutton', category: 'Meat', quantity: 2, price: 1150 });
    expect(again._id).not.toBe(mutton._id);
    expect(await item(again._id)).toMatchObject({ quantity: 2, archivedAt: null });
  });
});
