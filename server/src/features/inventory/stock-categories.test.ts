import { STARTING_STOCK_CATEGORIES } from '@dastarkhan/contract/inventory';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.as('admin')).headers;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: admin });
const intake = (payload: object) => call('POST', '/api/inventory', payload);
const listed = async (query: string) => (await call('GET', `/api/inventory?${query}`)).json();
const names = (page: { data: { inventory: { name: string }[] } }) =>
  page.data.inventory.map((item) => item.name);

describe('stock categories', () => {
  it('start as the spec’s five, in its order', async () => {
    // What a fresh install starts with: the other tests here add, rename and delete categories.
    const fresh = await createTestContext();
    onTestFinished(() => fresh.close());
    const response = await fresh.app.inject({
      url: '/api/stock-categories',
      headers: (await fresh.as('admin')).headers,
    });
    expect(response.statusCode).toBe(200);
    // Each with the name the staff say (migration 0051).
    const namesBn = ['মাংস', 'সবজি', 'ড্রিংকস', 'ডেজার্ট', 'মসলা'];
    expect(response.json().data.categories).toEqual(
      STARTING_STOCK_CATEGORIES.map((name, index) => ({
        name,
        nameBn: namesBn[index],
        sortOrder: index + 1,
      })),
    );
  });

  it('takes each listed category in any letter case or spacing and stores its listed spelling', async () => {
    for (const category of STARTING_STOCK_CATEGORIES) {
      const sent = ` ${category.toLowerCase()}  `;
      const response = await intake({ name: `Spec ${category}`, category: sent, quantity: 1, price: 10 });
      expect(response.statusCode, sent).toBe(201);
      expect(response.json().data.items[0].category, sent).toBe(category);
    }
    const unknown = await intake([
      { name: 'Rui', category: 'Meat', quantity: 1, price: 10 },
      { name: 'Hilsa', category: 'Fish', quantity: 1, price: 10 },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'Item 2: Choose a listed category',
      errors: [{ path: '1.category', message: 'Item 2: Choose a listed category' }],
    });
    expect(names(await listed('search=Rui'))).toEqual([]);
  });

  it('filters the stock list by a category in any letter case; an unlisted one matches nothing', async () => {
    expect(
      (await intake({ name: 'Only Drinks', category: 'Drinks', quantity: 1, price: 10 })).statusCode,
    ).toBe(201);
    const exact = await listed('category=Drinks&search=Only');
    expect(names(exact)).toEqual(['Only Drinks']);
    expect(await listed('category=DRINKS&search=Only')).toEqual(exact);
    expect(names(await listed('category=Fish'))).toEqual([]);
  });

  it('lets the admin add one at the end, and refuses the same name in another case with 409', async () => {
    const added = await call('POST', '/api/stock-categories', { name: '  Rice   and Grains ' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.category).toEqual({ name: 'Rice and Grains', nameBn: null, sortOrder: 6 });
    const again = await call('POST', '/api/stock-categories', { name: 'RICE AND GRAINS' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A category named "Rice and Grains" already exists.');

    const rice = await intake({ name: 'Chinigura', category: 'rice and grains', quantity: 25, price: 140 });
    expect(rice.json().data.items[0]).toMatchObject({ name: 'Chinigura', category: 'Rice and Grains' });
  });

  it('renames a category: its items follow, and an intake under the new name adds to them', async () => {
    expect((await call('POST', '/api/stock-categories', { name: 'Dairy' })).statusCode).toBe(201);
    const first = await intake({ name: 'Milk', category: 'Dairy', quantity: 10, unit: 'l', price: 90 });
    const id = first.json().data.items[0]._id;

    const renamed = await call('PATCH', '/api/stock-categories/dairy', {
      name: 'Dairy & Eggs',
      sortOrder: 2,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.category).toEqual({ name: 'Dairy & Eggs', nameBn: null, sortOrder: 2 });
    const item = await call('GET', `/api/inventory/${id}`);
    expect(item.json().data.item.category).toBe('Dairy & Eggs');

    const more = await intake({ name: 'milk', category: 'dairy & eggs', quantity: 5, unit: 'l', price: 95 });
    expect(more.json().data.items[0]).toMatchObject({ _id: id, quantity: 15 });
    expect((await call('PATCH', '/api/stock-categories/Dairy', { sortOrder: 1 })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/stock-categories/Meat', { name: 'dairy & EGGS' })).statusCode).toBe(
      409,
    );
  });

  it('keeps a category that any item names, a deleted one too, and deletes an unused one', async () => {
    expect((await call('POST', '/api/stock-categories', { name: 'Packaging' })).statusCode).toBe(201);
    const box = await intake({
      name: 'Parcel box',
      category: 'Packaging',
      quantity: 100,
      unit: 'unit',
      price: 8,
    });
    expect((await call('DELETE', `/api/inventory/${box.json().data.items[0]._id}`)).statusCode).toBe(200);
    const used = await call('DELETE', '/api/stock-categories/packaging');
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(
      'The category "Packaging" is used by 1 stock item and stays. Rename it instead.',
    );

    expect((await call('POST', '/api/stock-categories', { name: 'Other' })).statusCode).toBe(201);
    expect((await call('DELETE', '/api/stock-categories/Other')).statusCode).toBe(200);
    const after = await call('GET', '/api/stock-categories');
    expect(after.json().data.categories.map((category: { name: string }) => category.name)).not.toContain(
      'Other',
    );
    expect((await call('DELETE', '/api/stock-categories/Other')).statusCode).toBe(404);
  });
});

// Issue 36: a stock category may carry a Bangla name beside the English one, which stays its key.
describe('Bangla names of stock categories', () => {
  const categories = async () =>
    (await call('GET', '/api/stock-categories')).json().data.categories as { name: string; nameBn: string }[];
  const history = async (name: string) =>
    (await call('GET', `/api/audit/stock-category/${encodeURIComponent(name)}`)).json().data.entries;

  it('saves one with a new category and returns it on every read', async () => {
    const added = await call('POST', '/api/stock-categories', { name: 'Fish', nameBn: ' মাছ ' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.category).toMatchObject({ name: 'Fish', nameBn: 'মাছ' });
    expect(await categories()).toContainEqual(expect.objectContaining({ name: 'Fish', nameBn: 'মাছ' }));
    expect((await history('fish')).at(-1)).toMatchObject({
      action: 'create',
      label: 'Fish',
      after: { name: 'Fish', nameBn: 'মাছ' },
    });
  });

  it('names a category alone: its items keep their category, and the spec-era rename keeps the name', async () => {
    expect((await call('POST', '/api/stock-categories', { name: 'Oil' })).statusCode).toBe(201);
    const soybean = await intake({
      name: 'Soybean oil',
      category: 'Oil',
      quantity: 5,
      unit: 'l',
      price: 180,
    });
    const id = soybean.json().data.items[0]._id;

    const named = await call('PATCH', '/api/stock-categories/oil', { nameBn: 'তেল' });
    expect(named.statusCode).toBe(200);
    expect(named.json().data.category).toMatchObject({ name: 'Oil', nameBn: 'তেল' });
    expect((await call('GET', `/api/inventory/${id}`)).json().data.item.category).toBe('Oil');
    expect((await history('oil')).at(-1)).toMatchObject({
      action: 'update',
      label: 'Oil',
      // Only what changed: the name, the category's key, did not.
      before: { nameBn: null },
      after: { nameBn: 'তেল' },
    });

    const renamed = await call('PATCH', '/api/stock-categories/Oil', { name: 'Oil & Ghee' });
    expect(renamed.json().data.category).toMatchObject({ name: 'Oil & Ghee', nameBn: 'তেল' });
    expect((await call('GET', `/api/inventory/${id}`)).json().data.item.category).toBe('Oil & Ghee');
    const both = await call('PATCH', '/api/stock-categories/Oil & Ghee', {
      name: 'Oils',
      nameBn: 'তেল ও ঘি',
    });
    expect(both.json().data.category).toMatchObject({ name: 'Oils', nameBn: 'তেল ও ঘি' });
  });

  it('clears it with an empty string, leaving the English name alone', async () => {
    await call('POST', '/api/stock-categories', { name: 'Flour', nameBn: 'আটা' });
    const cleared = await call('PATCH', '/api/stock-categories/Flour', { nameBn: '  ' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.category).toMatchObject({ name: 'Flour', nameBn: null });
    expect(await categories()).toContainEqual(expect.objectContaining({ name: 'Flour', nameBn: null }));
    expect((await history('flour')).at(-1)).toMatchObject({
      before: { nameBn: 'আটা' },
      after: { nameBn: null },
    });
  });

  it('stores one spelling, so য় typed as one letter or as য + nukta is the same name', async () => {
    // U+09DF is stored as য + nukta, the way Unicode composes it.
    const added = await call('POST', '/api/stock-categories', { name: 'Yogurt', nameBn: 'দই \u09DF' });
    expect(added.json().data.category.nameBn).toBe('দই \u09AF\u09BC');
    const renamed = await call('PATCH', '/api/stock-categories/Yogurt', { nameBn: 'টক দই \u09DF' });
    expect(renamed.json().data.category.nameBn).toBe('টক দই \u09AF\u09BC');
  });

  it("refuses a name with no Bangla letter, in the reader's language, and changes nothing", async () => {
    await call('POST', '/api/stock-categories', { name: 'Lentils', nameBn: 'ডাল' });
    for (const nameBn of ['Lentils', '১২৩']) {
      const refused = await call('PATCH', '/api/stock-categories/Lentils', { nameBn });
      expect(refused.statusCode, nameBn).toBe(400);
      expect(refused.json(), nameBn).toMatchObject({
        status: 'fail',
        message: 'Name in Bangla must be written in Bangla letters',
        code: 'banglaNameNotBangla',
        errors: [{ path: 'nameBn', message: 'Name in Bangla must be written in Bangla letters' }],
      });
    }
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/stock-categories',
      payload: { name: 'Pulses', nameBn: 'Dal' },
      headers: { ...admin, 'accept-language': 'bn' },
    });
    expect(made.statusCode).toBe(400);
    expect(made.json()).toMatchObject({
      message: 'বাংলা নাম বাংলা অক্ষরে লিখতে হবে',
      code: 'banglaNameNotBangla',
    });
    const listed = await categories();
    expect(listed).toContainEqual(expect.objectContaining({ name: 'Lentils', nameBn: 'ডাল' }));
    expect(listed.map((category) => category.name)).not.toContain('Pulses');
    // A brand in Latin letters may stand beside the Bangla.
    const brand = await call('PATCH', '/api/stock-categories/Lentils', { nameBn: 'ডাল (ACI)' });
    expect(brand.json().data.category.nameBn).toBe('ডাল (ACI)');
  });

  it('refuses one longer than a category name may be', async () => {
    const long = await call('POST', '/api/stock-categories', { name: 'Long', nameBn: 'ক'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      message: 'Name in Bangla must be at most 60 characters',
      code: 'fieldTooManyCharacters',
    });
  });
});
