import type { FoodCostReport } from '@dastarkhan/contract/food-cost';
import { businessDay, shiftDate } from '@dastarkhan/contract/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldSalesDeltas } from '../invoices/daily-sales';
import { ingredientFigures, ingredientsFromHistory } from '../../test/food-cost-history';
import { kitchenMismatches, stockMismatches, stockRollupMismatches } from '../../test/invariants';
import { kitchen } from '../../test/kitchen';
import { send } from '../../test/seed-api';
import { createTestContext, type TestContext } from '../../test/test-app';

// Issue 33: the stock roll-up (ADR 0170) against a hand-computed case of atta for parathas (1 kg makes 10
// plates: 0.1 kg a plate). 12 days ago 20 kg came in at ৳50 (recorded late: moved back after later days were
// folded). 5 days ago 10 plates sold: 1 kg, ৳50. Today: 2 kg spoiled, 10 kg in at ৳80 (the average becomes
// 1,800 ÷ 30 = ৳60), 5 plates sold at ৳60 (0.5 kg, ৳30), a count finding 26 kg where the books say 26.5, the
// past receipt edited to 12 plates (+0.2 kg at its sale's ৳50: ৳10, booked today) and today's receipt voided
// (0.5 kg and ৳30 back). Stock at the end: 20 − 1 − 2 + 10 − 0.5 − 0.5 − 0.2 + 0.5 = 26.3 kg.
let ctx: TestContext;
let admin: { authorization: string };
let k: ReturnType<typeof kitchen>;
const today = businessDay(new Date(), 'Asia/Dhaka');
const fiveDaysAgo = shiftDate(today, -5);
const twelveDaysAgo = shiftDate(today, -12);

const reportOf = (from: string, to: string) =>
  send<FoodCostReport>(ctx.app, admin, 'GET', `/api/food-cost/report?from=${from}&to=${to}`);
const attaOf = async (from: string, to: string) => {
  const row = (await reportOf(from, to)).ingredients.find((ingredient) => ingredient.name === 'Atta');
  return row && ingredientFigures([row])[row.itemId];
};
const fold = () => foldSalesDeltas(ctx.db);
/** Every period that matters here, as the report reads it and as the whole history sums it. */
const PERIODS = () => [
  [twelveDaysAgo, today],
  [fiveDaysAgo, today],
  [today, today],
  [twelveDaysAgo, shiftDate(today, -6)],
  [shiftDate(today, -4), shiftDate(today, -1)],
];

async function expectSameAsHistory() {
  for (const [from, to] of PERIODS())
    expect(ingredientFigures((await reportOf(from!, to!)).ingredients), `${from}..${to}`).toEqual(
      await ingredientsFromHistory(ctx.pool, from!, to!),
    );
}

beforeAll(async () => {
  // Only the tests fold, so the figures are read both with the changes pending and folded.
  ctx = await createTestContext({ foldSalesInBackground: false });
  admin = (await ctx.as('admin')).headers;
  k = kitchen(ctx, admin, admin);
});
afterAll(async () => {
  expect(await stockMismatches(ctx.pool)).toEqual([]);
  expect(await stockRollupMismatches(ctx.pool)).toEqual([]);
  expect(await kitchenMismatches(ctx.pool)).toEqual([]);
  await ctx.close();
});

describe('the stock roll-up', () => {
  let pastReceipt: { _id: string };

  it('follows an intake moved back 12 days after later days were folded, and a sale dated 5 days ago', async () => {
    await k.intake('Atta', 20, 'kg', 50);
    await k.dish('Paratha', 20, {
      batchPlates: 10,
      ingredients: [{ itemId: k.items['Atta'], quantity: 1, unit: 'kg' }],
    });
    pastReceipt = await k.sell([k.line('Paratha', 10)], fiveDaysAgo);
    await fold();
    // Recorded late: the intake's row moves to its real day, before the days the fold already rolled up.
    await ctx.pool.query(`update inventory_movements set at = at - interval '12 days' where item_id = $1`, [
      k.items['Atta'],
    ]);
    expect(await stockRollupMismatches(ctx.pool)).toEqual([]);
    await fold();
    expect(await stockRollupMismatches(ctx.pool)).toEqual([]);
    expect(await attaOf(fiveDaysAgo, today)).toMatchObject({ opening: 20, theoretical: 1, closing: 19 });
    expect(await attaOf(twelveDaysAgo, shiftDate(today, -6))).toMatchObject({
      opening: 0,
      intakes: 20,
      intakesTk: 1000,
      unitCost: 50,
      closing: 20,
    });
    await expectSameAsHistory();
  });

  it('reads waste, a second intake, a sale, a count, an edit of a past receipt and a void, pending and folded', async () => {
    await send(ctx.app, admin, 'POST', `/api/inventory/${k.items['Atta']}/waste`, {
      quantity: 2,
      reason: 'spoiled',
    });
    await k.intake('Atta', 10, 'kg', 80);
    const todays = await k.sell([k.line('Paratha', 5)], today);
    await send(ctx.app, admin, 'POST', '/api/inventory/counts', {
      counts: [{ itemId: k.items['Atta'], quantity: 26 }],
    });
    await send(ctx.app, admin, 'PATCH', `/api/invoices/${pastReceipt._id}`, {
      items: [k.line('Paratha', 12)],
    });
    await send(ctx.app, admin, 'DELETE', `/api/invoices/${todays._id}`);
    const expected = {
      opening: 20,
      intakes: 10,
      intakesTk: 800,
      theoretical: 1.2,
      theoreticalTk: 60,
      waste: 2,
      variance: -0.5,
      closing: 26.3,
      actual: 3.7,
      unitCost: 60,
      wasteTk: 120,
      varianceTk: -30,
      actualTk: 210,
    };
    expect(await attaOf(fiveDaysAgo, today)).toEqual(expected);
    expect(await stockRollupMismatches(ctx.pool)).toEqual([]);
    await expectSameAsHistory();
    await fold();
    expect(await attaOf(fiveDaysAgo, today)).toEqual(expected);
    expect(await attaOf(today, today)).toMatchObject({ opening: 19, theoretical: 0.2, theoreticalTk: 10 });
    expect((await k.stock())['Atta']).toBe('26.300');
    await expectSameAsHistory();
  });

  it('is caught by the books check when a day’s figure is off', async () => {
    const client = await ctx.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into stock_day_deltas (item_id, day, waste_quantity) values ($1, $2, 0.001)`,
        [k.items['Atta'], fiveDaysAgo],
      );
      expect(await stockRollupMismatches(client)).toEqual(
        expect.arrayContaining([expect.objectContaining({ day: fiveDaysAgo, waste_quantity: '0 / 0.001' })]),
      );
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('is caught by the books check when an item’s kept last day of a month is off', async () => {
    const client = await ctx.pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ month: string; waste: string }>(
        `update stock_months set total_waste_quantity = total_waste_quantity + 1 where item_id = $1
         returning month::text, (total_waste_quantity - 1)::text || ' / ' || total_waste_quantity::text as waste`,
        [k.items['Atta']],
      );
      expect(await stockRollupMismatches(client)).toEqual(
        rows.map(({ month, waste }) =>
          expect.objectContaining({ item_id: k.items['Atta'], month, total_waste_quantity: waste }),
        ),
      );
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
