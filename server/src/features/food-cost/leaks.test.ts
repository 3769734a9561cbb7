import type { FoodCostReport } from '@dastarkhan/contract/food-cost';
import { TOP_LEAKS } from '@dastarkhan/contract/food-cost';
import { businessDay, shiftDate } from '@dastarkhan/contract/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchen } from '../../test/kitchen';
import { send } from '../../test/seed-api';
import { createTestContext, type TestContext } from '../../test/test-app';

// Six items, 10 kg of each bought at ৳5 to ৳90 a kg, each counted at 9 kg: a loss of one kg's price each. As
// text "-5.00" sorts before "-50.00" and "-90.00" after both, which once put the smallest loss first and left
// the biggest unflagged.
const LOSSES = { Cumin: 5, Beef: 50, Mutton: 60, Prawns: 70, Hilsa: 80, Saffron: 90 };

let ctx: TestContext;
let admin: { authorization: string };
const today = businessDay(new Date(), 'Asia/Dhaka');

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.as('admin')).headers;
  const k = kitchen(ctx, admin, admin);
  for (const [name, price] of Object.entries(LOSSES)) await k.intake(name, 10, 'kg', price);
  await send(ctx.app, admin, 'POST', '/api/inventory/counts', {
    counts: Object.keys(LOSSES).map((name) => ({ itemId: k.items[name], quantity: 9 })),
  });
});
afterAll(() => ctx.close());

describe("the food cost report's leaks", () => {
  it('lists the biggest loss in taka first and flags the five biggest, not the smallest', async () => {
    const { ingredients } = await send<FoodCostReport>(
      ctx.app,
      admin,
      'GET',
      `/api/food-cost/report?from=${shiftDate(today, -1)}&to=${shiftDate(today, 1)}`,
    );
    expect(ingredients.map((row) => [row.name, row.varianceTk, row.leak])).toEqual([
      ['Saffron', -90, true],
      ['Hilsa', -80, true],
      ['Prawns', -70, true],
      ['Mutton', -60, true],
      ['Beef', -50, true],
      ['Cumin', -5, false],
    ]);
    expect(ingredients.filter((row) => row.leak)).toHaveLength(TOP_LEAKS);
  });
});
