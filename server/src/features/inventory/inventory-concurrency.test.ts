import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockBooksContext } from '../../test/stock-books';

const { ctx, admin } = await stockBooksContext();

const intake = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/inventory', headers: admin, payload });
const post = (id: string, what: 'reductions' | 'payments', payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/inventory/${id}/${what}`, headers: admin, payload });
const patch = (id: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, headers: admin, payload });
const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort();

async function rowsNamed(name: string) {
  const result = await ctx.db.execute<{ id: string; quantity: string; due_tk: string; intakes: number }>(sql`
    select i.id, i.quantity::text, i.due_tk::text,
      (select count(*)::int from inventory_movements m where m.item_id = i.id and m.kind = 'intake') as intakes
    from inventory_items i where lower(i.name) = lower(${name})`);
  return result.rows;
}

describe('concurrent writes', () => {
  it('50 concurrent intakes of 1 kg onto one item end at exactly +50 kg with 50 history entries', async () => {
    await intake({ name: 'Chicken', category: 'Meat', quantity: 10, price: 220 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        intake({ name: 'chicken', category: 'Meat', quantity: 1, price: 220 }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const rows = await rowsNamed('Chicken');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ quantity: '60.000', intakes: 51 });
  });

  it('50 concurrent first intakes of a new item create one row, not twins', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        intake({ name: 'Cardamom', category: 'Mosla', quantity: 1, price: 3000 }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    const rows = await rowsNamed('Cardamom');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ quantity: '50.000', intakes: 50 });
  });

  it('a stale edit never wipes a newer intake: it gets a 409 naming the intake, and a payment lands on top', async () => {
    const created = await intake({ name: 'Beef', category: 'Meat', quantity: 10, price: 700, dueTk: 500 });
    const opened = created.json().data.items[0];
    // Meanwhile another admin records an intake of 30 kg owing ৳900.
    expect(
      (await intake({ name: 'Beef', category: 'Meat', quantity: 30, price: 700, dueTk: 900 })).statusCode,
    ).toBe(201);
    // The first admin's dialog, still showing 10 kg and ৳500, records ৳200 paid as an absolute due of ৳300.
    const stale = await patch(opened._id, { quantity: 10, dueTk: 300, version: opened.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This item changed after you opened it: 30 kg received (৳900.00 owed) by Test admin. ' +
        'It now has 40 kg in stock and ৳1,400.00 due. Check the new figures and save again.',
    );
    expect((await rowsNamed('Beef'))[0]).toMatchObject({ quantity: '40.000', due_tk: '1400.00' });
    // Recorded as a payment, relative to what is owed when it lands.
    expect((await post(opened._id, 'payments', { amount: 200 })).statusCode).toBe(201);
    expect((await rowsNamed('Beef'))[0]).toMatchObject({ quantity: '40.000', due_tk: '1200.00' });
  });

  it('50 edits read at 160 that each send 159: one lands, 49 are refused; 50 reductions of 1 all land', async () => {
    const created = await intake({ name: 'Rice', category: 'Vegetable', quantity: 160, price: 80 });
    const { _id: id, version } = created.json().data.items[0];
    const edits = await Promise.all(
      Array.from({ length: 50 }, () => patch(id, { quantity: 159, reason: 'used', version })),
    );
    expect(statuses(edits)).toEqual([200, ...Array(49).fill(409)]);
    expect((await rowsNamed('Rice'))[0]?.quantity).toBe('159.000');

    const reductions = await Promise.all(
      Array.from({ length: 50 }, () => post(id, 'reductions', { quantity: 1, reason: 'used' })),
    );
    expect(statuses(reductions)).toEqual(Array(50).fill(201));
    expect((await rowsNamed('Rice'))[0]?.quantity).toBe('109.000');
  });

  it('reductions racing for the last stock never take it below 0', async () => {
    const created = await intake({ name: 'Saffron', category: 'Mosla', quantity: 1, unit: 'g', price: 900 });
    const id: string = created.json().data.items[0]._id;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(id, 'reductions', { quantity: 0.1, reason: 'used' })),
    );
    expect(statuses(responses)).toEqual([...Array(10).fill(201), ...Array(10).fill(409)]);
    expect((await rowsNamed('Saffron'))[0]?.quantity).toBe('0.000');
  });

  it('intakes, reductions and payments interleaved keep the item equal to the sum of its history', async () => {
    const created = await intake({
      name: 'Milk',
      category: 'Drinks',
      // Enough that all ten reductions fit even if every one lands before any intake.
      quantity: 30,
      unit: 'l',
      price: 90,
      dueTk: 900,
    });
    const id: string = created.json().data.items[0]._id;
    const writes = Array.from({ length: 30 }, (_, index) => {
      if (index % 3 === 0)
        return intake({ name: 'Milk', category: 'Drinks', quantity: 5, unit: 'l', price: 90, dueTk: 100 });
      if (index % 3 === 1) return post(id, 'reductions', { quantity: 2.5, reason: 'used' });
      return post(id, 'payments', { amount: 50 });
    });
    const responses = await Promise.all(writes);
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    // 30 + 10×5 − 10×2.5 = 55 l; 900 + 10×100 − 10×50 = ৳1,400.
    expect((await rowsNamed('Milk'))[0]).toMatchObject({ quantity: '55.000', due_tk: '1400.00' });
  });
});
