import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.as('admin')).headers;
});
afterAll(() => ctx.close());

type Row = Record<string, unknown>;
const intake = (payload: Row | Row[]) =>
  ctx.app.inject({ method: 'POST', url: '/api/inventory', headers: admin, payload });
const patch = (id: string, payload: Row, headers = admin) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, headers, payload });
const search = async (text: string) => {
  const url = `/api/inventory?search=${encodeURIComponent(text)}&limit=100`;
  const response = await ctx.app.inject({ method: 'GET', url, headers: admin });
  return response.json().data.inventory as { _id: string; name: string; nameBn: string | null }[];
};

// Issue 36: a stock item may carry a Bangla name beside the English one.
describe('Bangla names of stock items', () => {
  it('saves one with a new item, finds the item by it, and a re-intake without one keeps it', async () => {
    const received = await intake({
      name: 'Rice',
      nameBn: 'চাল',
      category: 'Vegetable',
      quantity: 5,
      price: 90,
    });
    expect(received.statusCode).toBe(201);
    expect(received.json().data.items).toMatchObject([{ name: 'Rice', nameBn: 'চাল' }]);
    expect((await search('চাল')).map((item) => item.name)).toEqual(['Rice']);

    // The spec's intake sends no Bangla name: more rice is still চাল.
    const more = await intake({ name: 'rice', category: 'Vegetable', quantity: 2, price: 95 });
    expect(more.json().data.items).toMatchObject([{ name: 'Rice', nameBn: 'চাল', quantity: 7 }]);
  });

  it('names an item alone, without a version, leaving its figures and version as they were', async () => {
    const [item] = (await intake({ name: 'Ghee', category: 'Mosla', quantity: 3, price: 1200 })).json().data
      .items;
    expect(item.nameBn).toBeNull();
    const named = await patch(item._id, { nameBn: 'ঘি' });
    expect(named.statusCode).toBe(200);
    expect(named.json().data.item).toMatchObject({ nameBn: 'ঘি', quantity: 3, version: item.version });

    // With the spec's edit, read at that version, in the same request.
    const both = await patch(item._id, { quantity: 2, nameBn: 'গাওয়া ঘি', version: item.version });
    expect(both.json().data.item).toMatchObject({ nameBn: 'গাওয়া ঘি', quantity: 2 });
    // The spec's edit alone still needs its version, and keeps the name.
    expect((await patch(item._id, { dueTk: 0 })).statusCode).toBe(428);
    const cleared = await patch(item._id, { nameBn: null });
    expect(cleared.json().data.item.nameBn).toBeNull();
  });

  it('refuses a change to a deleted item, and keeps naming to admins', async () => {
    const [item] = (await intake({ name: 'Mutton', category: 'Meat', quantity: 4, price: 1100 })).json().data
      .items;
    const manager = (await ctx.as('manager')).headers;
    expect((await patch(item._id, { nameBn: 'খাসির মাংস' }, manager)).statusCode).toBe(403);

    await ctx.app.inject({ method: 'DELETE', url: `/api/inventory/${item._id}`, headers: admin });
    const late = await patch(item._id, { nameBn: 'খাসির মাংস' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This item was deleted; only a payment of what it still owes can be recorded.',
    );
  });
});
