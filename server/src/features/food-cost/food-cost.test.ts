import type { FoodCostReport, KitchenSummary } from '@dastarkhan/contract/food-cost';
import type { InventoryPage } from '@dastarkhan/contract/inventory';
import type { RecipesPage } from '@dastarkhan/contract/recipes';
import { businessDay, shiftDate } from '@dastarkhan/contract/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchenMismatches, stockMismatches, stockRollupMismatches } from '../../test/invariants';
import { kitchen } from '../../test/kitchen';
import { send } from '../../test/seed-api';
import { createTestContext, type TestContext } from '../../test/test-app';

// Issue 16's hand-computed scenario. Last week: 50 kg rice at ৳100, 20 kg mutton at ৳900, 0.9 kg ghee at ৳1,400
// and 2 g saffron at ৳50, a count that found the rice as booked, and 4 plates of kacchi. In the period: 10 kg
// rice at ৳130 (the average becomes 6,300 ÷ 60 = ৳105/kg), 30 plates, 1 kg of rice burnt, and a closing count
// that finds 50 kg where the books say 50.5.
// The degh: 10 kg rice, 8 kg mutton, 1,000 g ghee, 4 g saffron make 40 plates: 0.25 kg, 0.2 kg, 0.025 kg, 0.1 g.
let ctx: TestContext;
let admin: { authorization: string };
let k: ReturnType<typeof kitchen>;
const today = businessDay(new Date(), 'Asia/Dhaka');
// A period around today, so movements written now fall inside it whatever the hour.
const from = shiftDate(today, -1);
const to = shiftDate(today, 1);

const get = <T>(url: string) => send<T>(ctx.app, admin, 'GET', url);
const report = () => get<FoodCostReport>(`/api/food-cost/report?from=${from}&to=${to}`);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.as('admin')).headers;
  // The admin sells too: the seller dates receipts on past days, which only an admin may do (ADR 0144).
  k = kitchen(ctx, admin, admin);
  await k.intake('Basmoti rice', 50, 'kg', 100, 'Karwan Bazar Rice');
  await k.intake('Mutton', 20, 'kg', 900);
  await k.intake('Ghee', 0.9, 'kg', 1400, 'Aarong Dairy');
  await k.intake('Saffron', 2, 'g', 50);
  await send(ctx.app, admin, 'POST', '/api/inventory/counts', {
    counts: [{ itemId: k.items['Basmoti rice'], quantity: 50 }],
  });
  // What happened so far happened last week: the rows move back in time, their sums untouched.
  await ctx.pool.query(`update inventory_movements set at = at - interval '10 days'`);
  await k.dish('Kacchi', 450, {
    batchPlates: 40,
    ingredients: [
      { itemId: k.items['Basmoti rice'], quantity: 10, unit: 'kg' },
      { itemId: k.items['Mutton'], quantity: 8, unit: 'kg' },
      { itemId: k.items['Ghee'], quantity: 1000, unit: 'g' },
      { itemId: k.items['Saffron'], quantity: 4, unit: 'g' },
    ],
  });
  await k.sell([k.line('Kacchi', 4)], shiftDate(today, -10));

  await k.intake('Basmoti rice', 10, 'kg', 130);
  for (let batch = 0; batch < 3; batch++)
    await Promise.all(Array.from({ length: 10 }, () => k.sell([k.line('Kacchi', 1)], today)));
  await send(ctx.app, admin, 'POST', `/api/inventory/${k.items['Basmoti rice']}/waste`, {
    quantity: 1,
    reason: 'burnt',
  });
  await send(ctx.app, admin, 'POST', '/api/inventory/counts', {
    counts: [{ itemId: k.items['Basmoti rice'], quantity: 50 }],
    note: 'Closing count',
  });
});
afterAll(() => ctx.close());

describe('the food cost report', () => {
  it('finds the rice short by 0.5 kg: ৳52.50 of variance, with opening, intakes, usage, waste and closing', async () => {
    const { ingredients } = await report();
    const rice = ingredients.find((row) => row.name === 'Basmoti rice');
    expect(rice).toEqual({
      itemId: k.items['Basmoti rice'],
      name: 'Basmoti rice',
      unit: 'kg',
      unitCost: 105,
      opening: 49, // 50 − 4 plates × 0.25
      intakes: 10,
      theoretical: 7.5, // 30 × 0.25
      waste: 1,
      closing: 50,
      actual: 9, // 49 + 10 − 50
      variance: -0.5, // 7.5 + 1 − 9
      intakesTk: 1300,
      theoreticalTk: 787.5,
      wasteTk: 105,
      actualTk: 945,
      varianceTk: -52.5,
      leak: true,
    });
    // The biggest loss comes first; saffron went below 0 with no count, so nothing is unexplained there.
    expect(ingredients[0]!.name).toBe('Basmoti rice');
    expect(ingredients.find((row) => row.name === 'Saffron')).toMatchObject({
      opening: 1.6,
      theoretical: 3,
      closing: -1.4,
      actual: 3,
      variance: 0,
      leak: false,
    });
  });

  it('costs each dish sold in the period at its recipe: plates, revenue, theoretical cost and margin', async () => {
    const { dishes, totals } = await report();
    // A plate: 0.25 × 105 + 0.2 × 900 + 0.025 × 1,400 + 0.1 × 50 = ৳246.25.
    expect(dishes).toEqual([
      {
        recipeId: k.dishes['Kacchi'],
        name: 'Kacchi',
        plates: 30,
        revenue: 13500,
        theoreticalCost: 7387.5,
        margin: 6112.5,
        foodCostPercent: 54.7,
      },
    ]);
    expect(totals).toEqual({
      intakesTk: 1300,
      theoreticalTk: 7387.5,
      wasteTk: 105,
      actualTk: 7545,
      varianceTk: -52.5,
      revenue: 13500,
      foodCostPercent: 54.7,
      uncoveredRevenue: 0,
      coveragePercent: 100,
    });
  });

  it('carries the threshold in Settings, so the screen can mark the dishes over it', async () => {
    expect((await report()).thresholdPercent).toBe(35);
    await send(ctx.app, admin, 'PUT', '/api/settings/food-cost', { thresholdPercent: 60.5 });
    try {
      expect((await report()).thresholdPercent).toBe(60.5);
    } finally {
      await send(ctx.app, admin, 'PUT', '/api/settings/food-cost', { thresholdPercent: 35 });
    }
  });

  it('follows an edit and a deletion of a receipt in the plates sold', async () => {
    const receipt = await k.sell([k.line('Kacchi', 1)], today);
    await send(ctx.app, admin, 'PATCH', `/api/invoices/${receipt._id}`, { items: [k.line('Kacchi', 3)] });
    expect((await report()).dishes[0]).toMatchObject({ plates: 33, revenue: 14850 });
    await send(ctx.app, admin, 'DELETE', `/api/invoices/${receipt._id}`);
    expect((await report()).dishes[0]).toMatchObject({ plates: 30, revenue: 13500 });
    expect(await kitchenMismatches(ctx.pool)).toEqual([]);
    expect(await stockMismatches(ctx.pool)).toEqual([]);
    expect(await stockRollupMismatches(ctx.pool)).toEqual([]);
  });

  it('refuses a period that ends before it starts or runs past a year', async () => {
    for (const query of [`from=${today}&to=${shiftDate(today, -1)}`, `from=2025-01-01&to=2026-01-05`]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/food-cost/report?${query}`,
        headers: admin,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().status).toBe('fail');
    }
  });
});

describe('the kitchen on the dashboard and the stock list', () => {
  it("shows today's food cost, the last count's variance, the missing intake and tomorrow's shopping list", async () => {
    const summary = await get<KitchenSummary>('/api/food-cost/kitchen?range=today');
    expect(summary.foodCost).toEqual({
      theoreticalTk: 7387.5,
      revenue: 13500,
      percent: 54.7,
      thresholdPercent: 35,
      uncoveredRevenue: 0,
      coveragePercent: 100,
      uncoveredDishes: 0,
    });
    expect(summary.lastCount).toMatchObject({ varianceTk: -52.5, items: 1 });
    expect(summary.missingIntake).toEqual([
      { itemId: k.items['Saffron'], name: 'Saffron', unit: 'g', quantity: -1.4, supplier: 'Not specified' },
    ]);
    // Ghee: 0.05 kg left at 34 × 0.025 ÷ 14 = 0.061 kg a day is 0.8 days; saffron is already out.
    expect(
      summary.shoppingList.map(({ name, daysLeft, supplier }) => ({ name, daysLeft, supplier })),
    ).toEqual([
      { name: 'Ghee', daysLeft: 0.8, supplier: 'Aarong Dairy' },
      { name: 'Saffron', daysLeft: 0, supplier: 'Not specified' },
    ]);
  });

  it('flags every item below 0 in the stock list and says how many days each lasts', async () => {
    const page = await get<InventoryPage>('/api/inventory?limit=50');
    const byName = Object.fromEntries(page.inventory.map((item) => [item.name, item]));
    expect(byName['Saffron']).toMatchObject({ quantity: -1.4, missingIntake: true, status: 'out-of-stock' });
    expect(byName['Basmoti rice']).toMatchObject({
      missingIntake: false,
      // 34 plates × 0.25 + 1 kg burnt over 14 days = 0.679 kg a day: 50 kg last 73.7 days.
      usagePerDay: 0.679,
      daysLeft: 73.7,
    });
    expect(page.summary.missingIntake).toBe(1);
  });
});

describe('waste and counts', () => {
  it('records waste with its reason, and refuses an unknown reason or waste below 0 without changing anything', async () => {
    const before = await k.stock();
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/inventory/${k.items['Saffron']}/waste`,
      headers: admin,
      payload: { quantity: 1, reason: 'lost' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Choose a reason');
    expect(await k.stock()).toEqual(before);
    // Saffron is at −1.4 g: sales may take the books below 0, waste never does (ADR 0150).
    const short = await ctx.app.inject({
      method: 'POST',
      url: `/api/inventory/${k.items['Saffron']}/waste`,
      headers: admin,
      payload: { quantity: 0.5, reason: 'given-away' },
    });
    expect(short.statusCode).toBe(409);
    expect(await k.stock()).toEqual(before);
    const { movement, item } = await send<{
      movement: { kind: string; reason: string };
      item: { quantity: number };
    }>(ctx.app, admin, 'POST', `/api/inventory/${k.items['Mutton']}/waste`, {
      quantity: 0.5,
      reason: 'given-away',
      note: 'Neighbour',
    });
    expect(movement).toMatchObject({ kind: 'waste', reason: 'given-away' });
    expect(item.quantity).toBe(12.7);
  });

  it('counts several items at once, recording each difference, and refuses a count naming an unknown item', async () => {
    const before = await k.stock();
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/inventory/counts',
      headers: admin,
      payload: {
        counts: [
          { itemId: k.items['Mutton'], quantity: 13 },
          { itemId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(await k.stock()).toEqual(before);

    const counted = await send<{
      counted: { name: string; expected: number; counted: number; difference: number }[];
    }>(ctx.app, admin, 'POST', '/api/inventory/counts', {
      counts: [
        { itemId: k.items['Mutton'], quantity: 13.25 },
        { itemId: k.items['Saffron'], quantity: 0 },
      ],
    });
    // Mutton: 20 − 34 × 0.2 − 0.5 given away = 12.7 booked.
    expect(counted.counted).toEqual([
      expect.objectContaining({ name: 'Mutton', expected: 12.7, counted: 13.25, difference: 0.55 }),
      expect.objectContaining({ name: 'Saffron', expected: -1.4, counted: 0, difference: 1.4 }),
    ]);
    expect((await k.stock())['Mutton']).toBe('13.250');
    expect(await stockMismatches(ctx.pool)).toEqual([]);
    expect(await stockRollupMismatches(ctx.pool)).toEqual([]);
  });

  it('is the admin’s: managers and staff get 403 on waste, counts and the food cost figures', async () => {
    for (const role of ['manager', 'staff'] as const) {
      const { headers } = await ctx.as(role);
      for (const [method, url] of [
        ['POST', `/api/inventory/${k.items['Mutton']}/waste`],
        ['POST', '/api/inventory/counts'],
        ['GET', `/api/food-cost/report?from=${from}&to=${to}`],
        ['GET', '/api/food-cost/kitchen'],
      ] as const) {
        const response = await ctx.app.inject({
          method,
          url,
          headers,
          payload: method === 'POST' ? {} : undefined,
        });
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });
});

describe('a dish that stops selling when an ingredient runs out', () => {
  it('refuses the sale that would take the ingredient below 0, and the menu shows why', async () => {
    await k.intake('Milk', 1, 'l', 90);
    await k.dish(
      'Firni',
      120,
      { batchPlates: 5, ingredients: [{ itemId: k.items['Milk'], quantity: 2, unit: 'l' }] },
      { stopWhenOut: true },
    );
    // 0.4 l a plate: two plates leave 0.2 l, too little for a third.
    const receipt = await k.sell([k.line('Firni', 2, 120)], today);
    const before = await k.stock();
    const refused = await k.trySell([k.line('Firni', 1, 120)], today);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 'fail',
      message: 'Firni is not available: Milk has run out.',
      code: 'outOfStock',
      params: { dish: 'Firni', ingredient: 'Milk' },
    });
    expect(await k.stock()).toEqual(before);

    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/invoices/${receipt._id}`,
      headers: admin,
      payload: { items: [k.line('Firni', 3, 120)] },
    });
    expect(edit.statusCode).toBe(409);
    expect(await k.stock()).toEqual(before);

    const menu = await get<RecipesPage>('/api/recipes?limit=50');
    expect(menu.recipes.find((recipe) => recipe.name === 'Firni')).toMatchObject({
      stopWhenOut: true,
      ranOutOf: 'Milk',
    });
    // Kacchi keeps selling with saffron below 0: it was not set to stop.
    expect(menu.recipes.find((recipe) => recipe.name === 'Kacchi')).toMatchObject({ ranOutOf: null });
  });
});
