import type { FoodCostReport, KitchenSummary } from '@dastarkhan/contract/food-cost';
import { businessDay, shiftDate } from '@dastarkhan/contract/periods';
import { saleUsage } from '@dastarkhan/contract/sale-usage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchenMismatches, stockMismatches, stockRollupMismatches } from '../../test/invariants';
import { kitchen } from '../../test/kitchen';
import { send } from '../../test/seed-api';
import { createTestContext, type TestContext } from '../../test/test-app';

// Issue 32, findings 7, 8 and 11: a sale is booked once, at the recipe and cost of its moment; a later recipe,
// price, edit or deletion never moves a past day; sale usage is rounded once; every food-cost figure says what
// share of the sales it covers.
let ctx: TestContext;
let admin: { authorization: string };
let k: ReturnType<typeof kitchen>;
const today = businessDay(new Date(), 'Asia/Dhaka');
const lastWeek = shiftDate(today, -7);

const get = <T>(url: string) => send<T>(ctx.app, admin, 'GET', url);
const reportOf = (day: string) => get<FoodCostReport>(`/api/food-cost/report?from=${day}&to=${day}`);
const movementsOf = async (invoiceId: string) =>
  (
    await ctx.pool.query<{ quantity: string; note: string }>(
      `select quantity::text, note from inventory_movements where invoice_id = $1 order by at, id`,
      [invoiceId],
    )
  ).rows;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.as('admin')).headers;
  k = kitchen(ctx, admin, admin);
});
afterAll(() => ctx.close());

describe('sale usage is rounded once (finding 8)', () => {
  it('takes 0.003 l for 3 of the 24 plates a 20 ml batch makes, as the contract’s rule says', async () => {
    await k.intake('Mustard oil', 5, 'l', 300);
    await k.dish('Bhorta', 60, {
      batchPlates: 24,
      ingredients: [{ itemId: k.items['Mustard oil'], quantity: 20, unit: 'ml' }],
    });
    const receipt = await k.sell([k.line('Bhorta', 3, 60)], today);
    const rule = saleUsage({ plates: 3, batchQuantity: 20, batchUnit: 'ml', itemUnit: 'l', batchPlates: 24 });
    expect(rule).toBe(0.003);
    expect(await movementsOf(receipt._id)).toEqual([
      { quantity: '-0.003', note: `Receipt ${receipt.invoiceNumber}` },
    ]);
    expect((await k.stock())['Mustard oil']).toBe('4.997');
  });

  it('books what the contract’s rule says for any plates, portion and unit: half plates of a dozen-egg batch', async () => {
    await k.intake('Duck egg', 10, 'dozen', 180);
    await k.dish('Dim bhuna', 120, {
      batchPlates: 7,
      ingredients: [{ itemId: k.items['Duck egg'], quantity: 5, unit: 'unit' }],
    });
    const half = await k.dish('Half dim bhuna', 70);
    await send(ctx.app, admin, 'PUT', `/api/recipes/${half}/bill`, {
      portionOf: k.dishes['Dim bhuna'],
      portion: 0.5,
    });
    for (const plates of [1, 2, 3, 5, 9]) {
      const receipt = await k.sell([k.line('Half dim bhuna', plates, 70)], today);
      const rule = saleUsage({
        plates,
        batchQuantity: 5,
        batchUnit: 'unit',
        itemUnit: 'dozen',
        batchPlates: 7,
        portion: 0.5,
      });
      const [moved] = await movementsOf(receipt._id);
      expect(Number(moved!.quantity), `${plates} half plates`).toBe(-rule);
    }
  });
});

describe('a recipe changed after a sale, then a waiter-only edit and a quantity edit of that sale', () => {
  let receipt: { _id: string; invoiceNumber: string };
  let before: FoodCostReport;

  beforeAll(async () => {
    // 10 kg of rice at ৳100; the degh takes 2 kg for 10 plates: 0.2 kg and ৳20 a plate.
    await k.intake('Chinigura rice', 10, 'kg', 100);
    // Bought before the sale, as a kitchen does.
    await ctx.pool.query(`update inventory_movements set at = at - interval '10 days' where item_id = $1`, [
      k.items['Chinigura rice'],
    ]);
    await k.dish('Tehari', 300, {
      batchPlates: 10,
      ingredients: [{ itemId: k.items['Chinigura rice'], quantity: 2, unit: 'kg' }],
    });
    receipt = await k.sell([k.line('Tehari', 2, 300)], lastWeek);
    before = await reportOf(lastWeek);
    // A week later the cook doubles the rice, and rice now costs ৳400/kg (the average becomes ৳200).
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/recipes/${k.dishes['Tehari']}/bill`,
      headers: admin,
      payload: {
        batchPlates: 10,
        ingredients: [{ itemId: k.items['Chinigura rice'], quantity: 4, unit: 'kg' }],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await k.intake('Chinigura rice', 10, 'kg', 300);
  });

  it('booked the sale at its moment: 0.4 kg and ৳40 on the day, on the dish and the ingredient rows alike', () => {
    expect(before.dishes).toEqual([
      expect.objectContaining({ name: 'Tehari', plates: 2, revenue: 600, theoreticalCost: 40 }),
    ]);
    expect(before.ingredients.find((row) => row.name === 'Chinigura rice')).toMatchObject({
      theoretical: 0.4,
      theoreticalTk: 40,
    });
    expect(before.totals).toMatchObject({ theoreticalTk: 40, revenue: 600, foodCostPercent: 6.7 });
  });

  it('keeps the past day at its recipe and cost after the recipe and the price changed', async () => {
    expect(await reportOf(lastWeek)).toEqual(before);
  });

  it('moves no stock and changes no day when only the waiter changes', async () => {
    const stock = await k.stock();
    await send(ctx.app, admin, 'PATCH', `/api/invoices/${receipt._id}`, { waiter: 'Rafiq' });
    expect(await k.stock()).toEqual(stock);
    expect(await movementsOf(receipt._id)).toHaveLength(1);
    expect(await reportOf(lastWeek)).toEqual(before);
    expect((await reportOf(today)).dishes.find((row) => row.name === 'Tehari')).toBeUndefined();
  });

  it('moves only the third plate, at the sale’s recipe and cost, booked today as a correction of its day', async () => {
    const stock = await k.stock();
    await send(ctx.app, admin, 'PATCH', `/api/invoices/${receipt._id}`, {
      items: [k.line('Tehari', 3, 300)],
    });
    // 0.2 kg by the recipe of the sale, not 0.4 kg by today's.
    expect(Number((await k.stock())['Chinigura rice'])).toBeCloseTo(Number(stock['Chinigura rice']) - 0.2, 3);
    expect((await movementsOf(receipt._id))[1]).toEqual({
      quantity: '-0.200',
      note: `Receipt ${receipt.invoiceNumber}, correction of ${lastWeek}`,
    });
    expect(await reportOf(lastWeek)).toEqual(before);
    const todays = await reportOf(today);
    expect(todays.dishes.find((row) => row.name === 'Tehari')).toEqual(
      expect.objectContaining({ plates: 1, revenue: 300, theoreticalCost: 20 }),
    );
    expect(todays.ingredients.find((row) => row.name === 'Chinigura rice')).toMatchObject({
      theoretical: 0.2,
      theoreticalTk: 20,
    });
    expect(await kitchenMismatches(ctx.pool)).toEqual([]);
    expect(await stockMismatches(ctx.pool)).toEqual([]);
    expect(await stockRollupMismatches(ctx.pool)).toEqual([]);
  });

  it('gives back what the receipt took when it is deleted, booked today, and the past day stays', async () => {
    const stock = await k.stock();
    await send(ctx.app, admin, 'DELETE', `/api/invoices/${receipt._id}`);
    expect(Number((await k.stock())['Chinigura rice'])).toBeCloseTo(Number(stock['Chinigura rice']) + 0.6, 3);
    expect(await reportOf(lastWeek)).toEqual(before);
    expect((await reportOf(today)).dishes.find((row) => row.name === 'Tehari')).toEqual(
      expect.objectContaining({ plates: -2, revenue: -600, theoreticalCost: -40 }),
    );
    expect(await kitchenMismatches(ctx.pool)).toEqual([]);
    expect(await stockMismatches(ctx.pool)).toEqual([]);
    expect(await stockRollupMismatches(ctx.pool)).toEqual([]);
  });
});

describe('deleting a dish (finding 7)', () => {
  it('changes neither a past report nor today’s, and the report agrees with the dashboard card', async () => {
    await k.intake('Beef', 10, 'kg', 800);
    await k.dish('Kala bhuna', 500, {
      batchPlates: 20,
      ingredients: [{ itemId: k.items['Beef'], quantity: 5, unit: 'kg' }],
    });
    await k.sell([k.line('Kala bhuna', 2, 500)], lastWeek);
    await k.sell([k.line('Kala bhuna', 1, 500)], today);
    const [past, present] = [await reportOf(lastWeek), await reportOf(today)];
    await send(ctx.app, admin, 'DELETE', `/api/recipes/${k.dishes['Kala bhuna']}`);
    const [pastAfter, presentAfter] = [await reportOf(lastWeek), await reportOf(today)];
    expect(pastAfter.totals).toEqual(past.totals);
    expect(presentAfter.totals).toEqual(present.totals);
    expect(pastAfter.dishes).toContainEqual(
      expect.objectContaining({ plates: 2, revenue: 1000, theoreticalCost: 400 }),
    );
    const card = (await get<KitchenSummary>('/api/food-cost/kitchen?range=today')).foodCost;
    expect(card).toMatchObject({
      theoreticalTk: presentAfter.totals.theoreticalTk,
      revenue: presentAfter.totals.revenue,
      percent: presentAfter.totals.foodCostPercent,
    });
  });
});

describe('figures say what they cover (finding 11)', () => {
  it('lists a dish without a recipe as uncovered, with the share of sales the food cost covers', async () => {
    const day = shiftDate(today, -3);
    await k.intake('Basmati', 20, 'kg', 150);
    await k.dish('Morog polao', 400, {
      batchPlates: 10,
      ingredients: [{ itemId: k.items['Basmati'], quantity: 2, unit: 'kg' }],
    });
    await k.dish('Kacchi', 1440);
    // ৳1,600 costed at ৳30 a plate, ৳2,880 of kacchi with no recipe.
    await k.sell([k.line('Morog polao', 4, 400), k.line('Kacchi', 2, 1440)], day);
    const report = await reportOf(day);
    expect(report.dishes).toEqual([expect.objectContaining({ name: 'Morog polao', theoreticalCost: 120 })]);
    expect(report.uncovered).toEqual([
      { recipeId: k.dishes['Kacchi'], name: 'Kacchi', plates: 2, revenue: 2880 },
    ]);
    expect(report.totals).toMatchObject({
      theoreticalTk: 120,
      revenue: 1600,
      foodCostPercent: 7.5,
      uncoveredRevenue: 2880,
      coveragePercent: 35.7,
    });
  });

  it('says the same on the dashboard card: the share covered and how many dishes had no recipe', async () => {
    await k.sell([k.line('Kacchi', 1, 1440), k.line('Morog polao', 1, 400)], today);
    const { foodCost } = await get<KitchenSummary>('/api/food-cost/kitchen?range=today');
    const report = await reportOf(today);
    expect(foodCost).toMatchObject({
      uncoveredDishes: 1,
      uncoveredRevenue: 1440,
      revenue: report.totals.revenue,
      coveragePercent: report.totals.coveragePercent,
    });
    expect(report.uncovered).toEqual([expect.objectContaining({ name: 'Kacchi', revenue: 1440 })]);
  });
});
