import type { FoodCostReport } from '@dastarkhan/contract/food-cost';
import { STOCK_QUANTITY_MAX } from '@dastarkhan/contract/limits';
import { businessDay } from '@dastarkhan/contract/periods';
import { describe, expect, it } from 'vitest';
import { send } from '../../test/seed-api';
import { stockBooksContext } from '../../test/stock-books';

// Issue 32, finding 6: 99,999,999,999 kg of waste on a 10 kg item was accepted, and the month's food-cost report
// showed ৳10 trillion of waste. A waste entry or a reduction is now never more than what is on hand (ADR 0150).
const { ctx, admin } = await stockBooksContext();
const today = businessDay(new Date(), 'Asia/Dhaka');
const monthStart = `${today.slice(0, 8)}01`;

const intake = async (name: string) => {
  const { items } = await send<{ items: { _id: string }[] }>(ctx.app, admin, 'POST', '/api/inventory', {
    name,
    category: 'Vegetable',
    quantity: 10,
    unit: 'kg',
    price: 100,
  });
  return items[0]!._id;
};
const take = (id: string, what: 'waste' | 'reductions', quantity: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/inventory/${id}/${what}`,
    headers: admin,
    payload: { quantity, reason: what === 'waste' ? 'spoiled' : 'used' },
  });
const history = async (id: string) =>
  (
    await send<{ movements: { kind: string; quantity: number }[] }>(
      ctx.app,
      admin,
      'GET',
      `/api/inventory/${id}/movements?limit=100`,
    )
  ).movements;
const monthReport = () =>
  send<FoodCostReport>(ctx.app, admin, 'GET', `/api/food-cost/report?from=${monthStart}&to=${today}`);

describe('waste and reductions bounded by the stock on hand', () => {
  it('refuses 99,999,999,999 kg of waste on a 10 kg item with a 400 and changes nothing, report included', async () => {
    const potatoes = await intake('Potatoes');
    const before = await monthReport();
    for (const what of ['waste', 'reductions'] as const) {
      const refused = await take(potatoes, what, 99_999_999_999);
      expect(refused.statusCode, what).toBe(400);
      expect(refused.json()).toMatchObject({
        status: 'fail',
        message: `Quantity must be at most ${STOCK_QUANTITY_MAX}`,
        errors: [{ path: 'quantity', message: `Quantity must be at most ${STOCK_QUANTITY_MAX}` }],
      });
    }
    expect(await history(potatoes)).toEqual([expect.objectContaining({ kind: 'intake', quantity: 10 })]);
    const after = await monthReport();
    expect(after).toEqual(before);
    expect(after.ingredients.find((row) => row.name === 'Potatoes')).toMatchObject({ waste: 0, wasteTk: 0 });
  });

  it('refuses waste of more than is on hand with a 409 that says what is there, and when the books are short', async () => {
    const onions = await intake('Onions');
    const over = await take(onions, 'waste', 10.01);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'Only 10 kg of Onions is in stock: 10.01 kg cannot be thrown out. ' +
        'If more is on the shelf, record the missing intake or count it first.',
    );
    expect((await take(onions, 'waste', 10)).statusCode).toBe(201);
    const empty = await take(onions, 'waste', 0.01);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(
      'No Onions is in stock (the books show 0 kg): 0.01 kg cannot be thrown out. ' +
        'If more is on the shelf, record the missing intake or count it first.',
    );
    expect(await history(onions)).toEqual([
      expect.objectContaining({ kind: 'waste', quantity: -10 }),
      expect.objectContaining({ kind: 'intake', quantity: 10 }),
    ]);
  });

  it('lets 30 racing waste entries of 1 kg on 10 kg land 10 times: the month shows at most what came in', async () => {
    const garlic = await intake('Garlic');
    const answers = await Promise.all(Array.from({ length: 30 }, () => take(garlic, 'waste', 1)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(20).fill(409)]);
    const row = (await monthReport()).ingredients.find((ingredient) => ingredient.name === 'Garlic');
    expect(row).toMatchObject({ intakes: 10, waste: 10, intakesTk: 1000, wasteTk: 1000, closing: 0 });
  });
});
