import type { RecipeCost, RecipeCostSummary } from '@dastarkhan/contract/recipe-costs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/seed-api';
import { createTestContext, type TestContext } from '../../test/test-app';

// Issue 16: a dish's bill of materials, entered as a batch ("one degh makes 40 plates") or as a portion of
// another dish, and what a plate costs at the ingredients' weighted-average intake cost.
let ctx: TestContext;
let admin: { authorization: string };
const items: Record<string, string> = {};
let kacchi: string;
let halfKacchi: string;

type Stocked = { items: { _id: string; name: string }[] };

async function intake(name: string, quantity: number, unit: string, price: number, category = 'Meat') {
  const { items: saved } = await send<Stocked>(ctx.app, admin, 'POST', '/api/inventory', {
    name,
    category,
    quantity,
    unit,
    price,
  });
  items[name] = saved[0]!._id;
}

async function dish(name: string, price: number) {
  const { recipe } = await send<{ recipe: { _id: string } }>(ctx.app, admin, 'POST', '/api/recipes', {
    name,
    category: 'Kacchi',
    price,
    image: 'https://example.com/kacchi.jpg',
  });
  return recipe._id;
}

const saveBill = (id: string, body: unknown) =>
  ctx.app.inject({ method: 'PUT', url: `/api/recipes/${id}/bill`, headers: admin, payload: body as object });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.as('admin')).headers;
  // Rice bought twice: 50 kg at ৳120 and 50 kg at ৳130, so a kilo costs ৳125 on average.
  await intake('Basmoti rice', 50, 'kg', 120, 'Vegetable');
  await intake('Basmoti rice', 50, 'kg', 130, 'Vegetable');
  await intake('Mutton', 20, 'kg', 900);
  await intake('Ghee', 5, 'kg', 1400, 'Mosla');
  await intake('Egg', 120, 'unit', 12, 'Vegetable');
  kacchi = await dish('Kacchi (full)', 450);
  halfKacchi = await dish('Kacchi (half)', 250);
});
afterAll(() => ctx.close());

describe('a dish made of stock', () => {
  it('derives each plate from the degh, in the items’ own units, and prices it at the average intake cost', async () => {
    const response = await saveBill(kacchi, {
      batchPlates: 40,
      ingredients: [
        { itemId: items['Basmoti rice'], quantity: 10, unit: 'kg' },
        { itemId: items['Mutton'], quantity: 8, unit: 'kg' },
        { itemId: items['Ghee'], quantity: 1000, unit: 'g' },
        { itemId: items['Egg'], quantity: 3, unit: 'dozen' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { cost } = (response.json() as { data: { cost: RecipeCost } }).data;
    expect(
      cost.ingredients.map(({ name, perPlate, itemUnit, unitCost, plateCost }) => ({
        name,
        perPlate,
        itemUnit,
        unitCost,
        plateCost,
      })),
    ).toEqual([
      { name: 'Basmoti rice', perPlate: 0.25, itemUnit: 'kg', unitCost: 125, plateCost: 31.25 },
      { name: 'Mutton', perPlate: 0.2, itemUnit: 'kg', unitCost: 900, plateCost: 180 },
      { name: 'Ghee', perPlate: 0.025, itemUnit: 'kg', unitCost: 1400, plateCost: 35 },
      { name: 'Egg', perPlate: 0.9, itemUnit: 'unit', unitCost: 12, plateCost: 10.8 },
    ]);
    // 31.25 + 180 + 35 + 10.8 = 257.05 of a ৳450 plate: 57.1 %, over the default 35 %.
    expect(cost).toMatchObject({
      batchPlates: 40,
      plateCost: 257.05,
      foodCostPercent: 57.1,
      margin: 192.95,
      thresholdPercent: 35,
      overThreshold: true,
      portionOf: null,
    });
    const read = await send<{ cost: RecipeCost }>(ctx.app, admin, 'GET', `/api/recipes/${kacchi}/cost`);
    expect(read.cost).toEqual(cost);
  });

  it('makes a half plate a share of the full one, its cost rounded once to the poisha', async () => {
    const response = await saveBill(halfKacchi, { portionOf: kacchi, portion: 0.5 });
    expect(response.statusCode, response.body).toBe(200);
    const { cost } = (response.json() as { data: { cost: RecipeCost } }).data;
    expect(cost.portionOf).toEqual({ _id: kacchi, name: 'Kacchi (full)' });
    expect(cost.ingredients.map((ingredient) => ingredient.perPlate)).toEqual([0.125, 0.1, 0.0125, 0.45]);
    // 15.625 + 90 + 17.5 + 5.4 = 128.525 → ৳128.53; of ৳250, 51.4 %.
    expect(cost).toMatchObject({ plateCost: 128.53, foodCostPercent: 51.4, margin: 121.47 });
  });

  it('refuses what a kitchen could not mean, and changes nothing', async () => {
    const before = await send<{ cost: RecipeCost }>(ctx.app, admin, 'GET', `/api/recipes/${kacchi}/cost`);
    const platter = await dish('Kacchi platter', 1600);
    const refusals: [unknown, string][] = [
      [
        { batchPlates: 40, ingredients: [{ itemId: items['Basmoti rice'], quantity: 10, unit: 'l' }] },
        'Ingredient 1: Basmoti rice is kept in kg; use g or kg',
      ],
      [
        {
          batchPlates: 40,
          ingredients: [
            { itemId: items['Mutton'], quantity: 8, unit: 'kg' },
            { itemId: items['Mutton'], quantity: 1, unit: 'kg' },
          ],
        },
        'Ingredient 2: Mutton is listed twice',
      ],
      [
        {
          batchPlates: 40,
          ingredients: [{ itemId: '00000000-0000-4000-8000-000000000000', quantity: 1, unit: 'kg' }],
        },
        'Ingredient 1: this stock item no longer exists',
      ],
      [
        { portionOf: platter, portion: 0.25 },
        'Another dish is a portion of this one, so it keeps its own ingredients',
      ],
    ];
    for (const [body, message] of refusals) {
      const response = await saveBill(kacchi, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ status: 'fail', message });
    }
    const selfPortion = await saveBill(halfKacchi, { portionOf: halfKacchi, portion: 0.5 });
    expect(selfPortion.json()).toMatchObject({ message: 'A dish cannot be a portion of itself' });
    const ofAPortion = await saveBill(await dish('Kacchi (quarter)', 130), {
      portionOf: halfKacchi,
      portion: 0.5,
    });
    expect(ofAPortion.json()).toMatchObject({
      message: 'Choose a dish with its own ingredients as the full plate',
    });
    const neither = await saveBill(kacchi, { batchPlates: 0, ingredients: [] });
    expect(neither.statusCode).toBe(400);
    expect(await send(ctx.app, admin, 'GET', `/api/recipes/${kacchi}/cost`)).toEqual(before);
  });

  it('keeps each item’s intake quantity, beside its total cost, equal to its intake rows through concurrent intakes', async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, index) => intake('Basmoti rice', 1 + index / 4, 'kg', 128, 'Vegetable')),
    );
    const { rows } = await ctx.pool.query<{ name: string; kept: string; summed: string }>(`
      select i.name, i.intake_quantity::text as kept,
        (select coalesce(sum(m.quantity), 0) from inventory_movements m where m.item_id = i.id and m.kind = 'intake')::text
          as summed
      from inventory_items i order by i.name`);
    for (const row of rows) expect(row.kept, row.name).toBe(row.summed);
    expect(rows.find((row) => row.name === 'Basmoti rice')!.kept).toBe('121.250');
  });

  it('answers 404 for a dish that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000001';
    const read = await ctx.app.inject({ method: 'GET', url: `/api/recipes/${missing}/cost`, headers: admin });
    expect(read.statusCode).toBe(404);
    expect((await saveBill(missing, { batchPlates: 1, ingredients: [] })).statusCode).toBe(404);
  });
});

describe('the menu’s cost listing', () => {
  type Listing = { thresholdPercent: number; costs: RecipeCostSummary[] };
  const listing = () => send<Listing>(ctx.app, admin, 'GET', '/api/recipes/costs');
  const costOf = async (id: string) =>
    (await send<{ cost: RecipeCost }>(ctx.app, admin, 'GET', `/api/recipes/${id}/cost`)).cost;

  it('gives every dish, by name, the same figures its own cost answers', async () => {
    const borhani = await dish('Borhani (free)', 0);
    const { thresholdPercent, costs } = await listing();
    expect(thresholdPercent).toBe(35);
    expect(costs.map((cost) => cost.name)).toEqual([
      'Borhani (free)',
      'Kacchi (full)',
      'Kacchi (half)',
      'Kacchi (quarter)',
      'Kacchi platter',
    ]);
    for (const summary of costs) {
      const cost = await costOf(summary.recipeId);
      expect(summary, summary.name).toEqual({
        recipeId: cost.recipeId,
        name: cost.name,
        price: cost.price,
        portionOf: cost.portionOf?._id ?? null,
        hasBill: cost.ingredients.length > 0,
        plateCost: cost.plateCost,
        foodCostPercent: cost.foodCostPercent,
        margin: cost.margin,
        overThreshold: cost.overThreshold,
      });
    }
    const byId = new Map(costs.map((cost) => [cost.recipeId, cost]));
    expect(byId.get(halfKacchi)).toMatchObject({ portionOf: kacchi, hasBill: true, overThreshold: true });
    // A dish without a bill costs nothing yet, and a dish priced 0 has no food-cost share to flag.
    expect(byId.get(borhani)).toMatchObject({
      hasBill: false,
      plateCost: 0,
      foodCostPercent: null,
      margin: 0,
      overThreshold: false,
    });
  });

  it('flags dishes against the threshold the admin sets', async () => {
    const setThreshold = (thresholdPercent: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/settings/food-cost',
        headers: admin,
        payload: { thresholdPercent },
      });
    const full = await costOf(kacchi);
    const half = await costOf(halfKacchi);
    // Between the half plate's share and the full plate's: only the full plate is over.
    const between = Math.floor(((half.foodCostPercent! + full.foodCostPercent!) / 2) * 10) / 10;
    expect((await setThreshold(between)).statusCode).toBe(200);
    const { thresholdPercent, costs } = await listing();
    expect(thresholdPercent).toBe(between);
    const flagged = costs.filter((cost) => cost.overThreshold).map((cost) => cost.name);
    expect(flagged).toEqual(['Kacchi (full)']);
    expect(await costOf(kacchi)).toMatchObject({ thresholdPercent: between, overThreshold: true });
    expect(await costOf(halfKacchi)).toMatchObject({ thresholdPercent: between, overThreshold: false });
    // At exactly the dish's share it is not over.
    expect((await setThreshold(full.foodCostPercent!)).statusCode).toBe(200);
    expect((await listing()).costs.some((cost) => cost.overThreshold)).toBe(false);
  });

  it('is the admin’s alone', async () => {
    for (const role of ['manager', 'staff'] as const) {
      const { headers } = await ctx.as(role);
      const refused = await ctx.app.inject({ method: 'GET', url: '/api/recipes/costs', headers });
      expect(refused.statusCode, role).toBe(403);
    }
  });
});
