import { INVENTORY_CATEGORIES } from '@dastarkhan/contract/inventory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.as('admin')).headers;
});
afterAll(() => ctx.close());

const intake = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/inventory', headers: admin, payload });
const listed = async (query: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/inventory?${query}`, headers: admin })).json();

describe('stock categories', () => {
  it('takes each of the spec stock categories in any letter case or spacing and stores its listed spelling', async () => {
    for (const category of INVENTORY_CATEGORIES) {
      const sent = ` ${category.toLowerCase()}  `;
      const response = await intake({ name: `Spec ${category}`, category: sent, quantity: 1, price: 10 });
      expect(response.statusCode, sent).toBe(201);
      expect(response.json().data.items[0].category, sent).toBe(category);
    }
    const unknown = await intake({ name: 'Hilsa', category: 'Fish', quantity: 1, price: 10 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Item 1: Choose a listed category');
  });

  it('filters the stock list by a category in any letter case', async () => {
    // The only meat in this file (the test above adds to it, if it ran first).
    expect((await intake({ name: 'Spec Meat', category: 'Meat', quantity: 1, price: 10 })).statusCode).toBe(
      201,
    );
    const exact = await listed('category=Meat');
    expect(exact.data.inventory.map((item: { name: string }) => item.name)).toEqual(['Spec Meat']);
    expect(await listed('category=MEAT')).toEqual(exact);
    expect((await listed('category=Fish')).status).toBe('fail');
  });
});
