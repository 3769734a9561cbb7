import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { kitchenMismatches } from '../../test/invariants';
import { kitchen } from '../../test/kitchen';

let ctx: TestContext;
let admin: { id: string; headers: { authorization: string } };
let k: ReturnType<typeof kitchen>;
beforeAll(async () => {
  ctx = await createTestContext({ foldSalesInBackground: false });
  admin = await ctx.as('admin');
  k = kitchen(ctx, admin.headers, admin.headers);
  await k.intake('Mutton', 50, 'kg', 900);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin.headers, payload });

describe('a deleted dish (ADR 0157)', () => {
  it('leaves the menu and its lists, while its past receipts keep the name they printed and their day its sales', async () => {
    const id = await k.dish('Mutton Rezala', 380, {
      batchPlates: 10,
      ingredients: [{ itemId: k.items['Mutton'], quantity: 2, unit: 'kg' }],
    });
    await call('PATCH', `/api/recipes/${id}`, { code: 'MR1' });
    const sold = await k.sell([k.line('Mutton Rezala', 2, 380)], '2026-11-20');
    const salesOfDay = () =>
      ctx.pool.query(
        'select sum(plates)::int as plates, sum(revenue)::text as revenue from dish_sales_by_day where day = $1 and recipe_id = $2',
        ['2026-11-20', id],
      );
    const dayBefore = (await salesOfDay()).rows;

    expect((await call('DELETE', `/api/recipes/${id}`)).statusCode).toBe(200);
    const menu = (await call('GET', '/api/recipes?limit=100')).json().data.recipes as { _id: string }[];
    expect(menu.map((dish) => dish._id)).not.toContain(id);
    const costs = (await call('GET', '/api/recipes/costs')).json().data.costs as { recipeId: string }[];
    expect(costs.map((dish) => dish.recipeId)).not.toContain(id);
    expect((await call('PATCH', `/api/recipes/${id}`, { price: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/recipes/${id}`)).statusCode).toBe(404);

    const receipt = (await call('GET', `/api/invoices/${sold._id}`)).json().data.invoice;
    expect(receipt.items).toEqual([
      expect.objectContaining({ recipeId: id, name: 'Mutton Rezala', price: 380 }),
    ]);
    expect((await salesOfDay()).rows).toEqual(dayBefore);
    expect(await kitchenMismatches(ctx.pool)).toEqual([]);
    const [kept] = (await ctx.pool.query('select archived_by from recipes where id = $1', [id])).rows;
    expect(kept).toEqual({ archived_by: admin.id });
    await expect(ctx.pool.query('delete from recipes where id = $1', [id])).rejects.toThrow(/never deleted/);

    // Its code is free for the dish that replaces it.
    const again = await call('POST', '/api/recipes', {
      name: 'Mutton Rezala (new)',
      category: 'Kacchi',
      price: 400,
      image: 'https://example.com/dish.jpg',
      code: 'MR1',
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});
