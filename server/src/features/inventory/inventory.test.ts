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
const patch = (id: string, payload: Row) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/inventory/${id}`, headers: admin, payload });
const list = async (query = '') => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/inventory?${query}`, headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const findItem = async (name: string) => {
  const { inventory } = await list(`search=${encodeURIComponent(name)}&limit=100`);
  return inventory.filter((item: { name: string }) => item.name.toLowerCase() === name.toLowerCase());
};

describe('stock intake', () => {
  it('saves a single item with the spec defaults and starts its history with the intake', async () => {
    const response = await intake({
      name: 'Basmati Rice',
      category: 'Vegetable',
      quantity: 2.5,
      price: 120.5,
    });
    expect(response.statusCode).toBe(201);
    const [item] = await findItem('Basmati Rice');
    expect(item).toMatchObject({
      unit: 'kg',
      threshold: 10,
      supplier: { name: 'Not specified' },
      dueTk: 0,
      quantity: 2.5,
      price: 120.5,
      totalTk: 301.25,
      status: 'low-stock',
      addedBy: { name: 'Test admin' },
    });
    expect(item.additionHistory).toEqual([
      { quantity: 2.5, totalTk: 301.25, addedBy: { name: 'Test admin' }, addedAt: expect.any(String) },
    ]);
  });

  it('is all-or-nothing: an invalid second row saves nothing and the 400 names the row', async () => {
    const response = await intake([
      { name: 'Mutton', category: 'Meat', quantity: 5, price: 1100 },
      { name: 'Chicken', category: 'Meat', quantity: 5 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Item 2: Price is required');
    expect(await findItem('Mutton')).toHaveLength(0);
    expect(await findItem('Chicken')).toHaveLength(0);
  });

  it('rolls back earlier rows when the database refuses a later one', async () => {
    // No one request can fill a column (ADR 0150): an item whose history already spent nearly all it holds can.
    expect((await intake({ name: 'Saffron', category: 'Mosla', quantity: 1, price: 900 })).statusCode).toBe(
      201,
    );
    await ctx.pool.query(`update inventory_items set total_tk = 999999999999 where name = 'Saffron'`);
    const response = await intake([
      { name: 'Beef', category: 'Meat', quantity: 5, price: 750 },
      { name: 'Saffron', category: 'Mosla', quantity: 1, price: 900 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Item 2: The item's quantity or total would become too large");
    expect(await findItem('Beef')).toHaveLength(0);
    expect(await findItem('Saffron')).toMatchObject([{ quantity: 1, totalTk: 999_999_999_999 }]);
  });

  it('adds a re-intake of the same name, category and unit to the item and appends its history', async () => {
    await intake({
      name: 'Onion',
      category: 'Vegetable',
      quantity: 10,
      unit: 'kg',
      price: 40,
      supplier: { name: 'Karwan Bazar' },
    });
    const again = await intake([
      { name: 'onion', category: 'Vegetable', quantity: 5, unit: 'kg', price: 45, dueTk: 100 },
      { name: 'Onion', category: 'Vegetable', quantity: 3, unit: 'bag', price: 500 },
    ]);
    expect(again.statusCode).toBe(201);
    const onions = await findItem('Onion');
    expect(onions).toHaveLength(2);
    const byKg = onions.find((item: { unit: string }) => item.unit === 'kg');
    expect(byKg).toMatchObject({
      name: 'Onion',
      quantity: 15,
      price: 45,
      totalTk: 625,
      dueTk: 100,
      supplier: { name: 'Karwan Bazar' },
    });
    expect(byKg.additionHistory.map((entry: { quantity: number }) => entry.quantity)).toEqual([10, 5]);
    expect(byKg.additionHistory[1].totalTk).toBe(225);
  });

  it('refuses a category or unit outside the lists', async () => {
    const response = await intake({ name: 'Cola', category: 'Soda', quantity: 1, price: 20 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Item 1: Choose a listed category');
  });
});

describe('editing an item', () => {
  /** A fresh item of 8 l, edited down to 6 l with ৳150.75 due, as each test below starts from. */
  async function editedItem(name: string) {
    const response = await intake({ name, category: 'Mosla', quantity: 8, unit: 'l', price: 900 });
    const { _id: id, version } = response.json().data.items[0];
    const edited = await patch(id, { quantity: 6, dueTk: 150.75, version });
    return { id: id as string, before: version as number, item: edited.json().data.item };
  }

  it('reduces quantity and sets the due from the version it was read at, answering data.item', async () => {
    const { id, before, item } = await editedItem('Ghee');
    // Two movements (the reduction, then the due's correction), each a version (issue 35).
    expect(item).toMatchObject({ _id: id, quantity: 6, dueTk: 150.75, version: before + 2 });
  });

  it('refuses raising the quantity with 400 and changes nothing', async () => {
    const { id, item } = await editedItem('Mustard oil');
    const response = await patch(id, { quantity: 7, dueTk: 10, version: item.version });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('cannot be more than the current quantity (6)');
    const [after] = await findItem('Mustard oil');
    expect(after).toMatchObject({ quantity: 6, dueTk: 150.75, version: item.version });
  });

  it('refuses a negative due, a third decimal, a missing version and any other field', async () => {
    const { id, item } = await editedItem('Soybean oil');
    const { version } = item;
    for (const body of [{ dueTk: -1 }, { quantity: 2.555 }, { quantity: 5, price: 1 }, {}]) {
      const response = await patch(id, { ...body, version });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await patch(id, { dueTk: -1, version })).json().message).toBe('Due amount must be 0 or more');
    const unversioned = await patch(id, { quantity: 5 });
    expect(unversioned.statusCode).toBe(428);
    expect(unversioned.json().message).toContain('Send the version of the item you edited');
    const [after] = await findItem('Soybean oil');
    expect(after).toMatchObject({ quantity: 6, dueTk: 150.75 });
  });

  it('answers 404 for an unknown item', async () => {
    const response = await patch('00000000-0000-4000-8000-000000000000', { quantity: 0, version: 1 });
    expect(response.statusCode).toBe(404);
  });
});
