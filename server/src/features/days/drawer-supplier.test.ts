import { businessDay } from '@dastarkhan/contract/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMismatches, stockRollupMismatches } from '../../test/invariants';
import { createTestContext, type TestContext } from '../../test/test-app';
import { checkDayFigures } from './figures-check';

// Issue 34, ADR 0177 amended: a supplier paid from the drawer lowers the stock item's due and books no extra
// cost, and today's opening float can be set by hand.
let ctx: TestContext;
let manager: { authorization: string };
let admin: { authorization: string };
const today = businessDay(new Date(), 'Asia/Dhaka');

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await ctx.as('manager')).headers;
  admin = (await ctx.as('admin')).headers;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, headers = manager, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, payload });
const xReport = async () => (await call('GET', '/days/x-report')).json().data;
const dueOf = async (id: string) => (await call('GET', `/inventory/${id}`, admin)).json().data.item.dueTk;
const costCount = async () =>
  Number((await ctx.pool.query<{ n: string }>('select count(*)::text as n from costs')).rows[0]!.n);
const booksAreWhole = async () => {
  expect(await stockMismatches(ctx.pool)).toEqual([]);
  expect(await stockRollupMismatches(ctx.pool)).toEqual([]);
  expect(await checkDayFigures(ctx.db)).toEqual([]);
};

let itemId = '';

describe('a supplier paid from the drawer', () => {
  it('lowers the item’s due, books no extra cost, and leaves the drawer as a pay-out', async () => {
    const intake = { name: 'Basmati', category: 'Vegetable', quantity: 20, price: 120, dueTk: 800 };
    const created = await call('POST', '/inventory', admin, intake);
    expect(created.statusCode, created.body).toBe(201);
    itemId = created.json().data.items[0]._id;
    const owed = await call('GET', '/days/suppliers', manager);
    expect(owed.statusCode, owed.body).toBe(200);
    expect(owed.json().data.suppliers).toContainEqual(
      expect.objectContaining({ itemId, item: 'Basmati', due: 800 }),
    );
    const before = await xReport();
    const costs = await costCount();
    const paid = await call('POST', '/days/drawer', manager, {
      kind: 'pay-out',
      amount: 300,
      reason: 'Rice supplier',
      itemId,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ costId: null, supplier: { itemId, item: 'Basmati' } });
    expect(await dueOf(itemId)).toBe(500);
    expect(await costCount()).toBe(costs);
    const after = await xReport();
    expect(after.expectedCash).toBe(before.expectedCash - 300);
    expect(after.payOuts).toEqual({ count: before.payOuts.count + 1, amount: before.payOuts.amount + 300 });
    await booksAreWhole();
  });

  it('refuses more than is owed, and changes nothing', async () => {
    const before = await xReport();
    const movements = (await call('GET', '/days/drawer')).json().data.movements.length;
    const refused = await call('POST', '/days/drawer', manager, {
      kind: 'pay-out',
      amount: 501,
      reason: 'Rice supplier',
      itemId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Only ৳500.00 is owed for Basmati: a payment of ৳501.00 is more than that.',
    );
    expect(await dueOf(itemId)).toBe(500);
    expect(await xReport()).toEqual(before);
    expect((await call('GET', '/days/drawer')).json().data.movements).toHaveLength(movements);
    await booksAreWhole();
  });

  it('is only a pay-out: a pay-in naming a stock item is refused', async () => {
    const refused = await call('POST', '/days/drawer', manager, {
      kind: 'pay-in',
      amount: 10,
      reason: 'Change',
      itemId,
    });
    expect(refused.statusCode).toBe(400);
    expect(await dueOf(itemId)).toBe(500);
  });

  it('is voided by appended rows: the due and the drawer’s cash come back', async () => {
    const before = await xReport();
    const [payOut] = (await call('GET', '/days/drawer')).json().data.movements;
    const voided = await call('POST', `/days/drawer/${payOut._id}/void`, manager, { reason: 'Paid twice' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await dueOf(itemId)).toBe(800);
    expect((await xReport()).expectedCash).toBe(before.expectedCash + 300);
    const { rows } = await ctx.pool.query(
      `select kind, due_tk::float8 as due from inventory_movements where item_id = $1 order by at`,
      [itemId],
    );
    expect(rows.map((row) => [row.kind, row.due])).toEqual([
      ['intake', 800],
      ['payment', -300],
      ['correction', 300],
    ]);
    await booksAreWhole();
  });
});

describe('the opening float', () => {
  it('defaults to what the last close left; set by hand, the X report says by whom, and the latest counts', async () => {
    const before = await xReport();
    expect(before).toMatchObject({ openingFloat: 0, openingFloatSet: null });
    const set = await call('POST', '/days/opening-float', manager, {
      amount: 1500,
      reason: 'Till topped up',
    });
    expect(set.statusCode, set.body).toBe(201);
    const again = await call('POST', '/days/opening-float', admin, { amount: 1200, reason: 'Recounted' });
    expect(again.statusCode, again.body).toBe(201);
    const after = await xReport();
    expect(after).toMatchObject({ openingFloat: 1200, openingFloatSet: { reason: 'Recounted' } });
    expect(after.openingFloatSet.by).not.toBe('');
    expect(after.expectedCash).toBe(before.expectedCash + 1200);
  });

  it('is frozen with its closed day: 409 naming the Z report', async () => {
    const notes = { 1000: 0, 500: 0, 200: 0, 100: 0, 50: 0, 20: 0, 10: 0, 5: 0, 2: 0, 1: 0 };
    const expected = (await xReport()).expectedCash;
    const closed = await call('POST', '/days/close', manager, {
      day: today,
      notes: { ...notes, 100: expected / 100 },
      bkash: 0,
      nagad: 0,
      leftInDrawer: 0,
    });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json().data.figures.openingFloat).toBe(1200);
    const refused = await call('POST', '/days/opening-float', manager, { amount: 10, reason: 'Late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`Z report #${closed.json().data.number}`);
    expect((await xReport()).openingFloat).toBe(1200);
  });
});
