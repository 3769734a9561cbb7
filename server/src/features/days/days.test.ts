import crypto from 'node:crypto';
import { businessDay, shiftDate, startOfBusinessDay } from '@dastarkhan/contract/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { OFF_MENU, seedMenu } from '../../test/menu';
import { orderCalls } from '../../test/orders';
import { uniqueGuestName } from '../../test/receipts';
import { createTestContext, type TestContext } from '../../test/test-app';
import { checkDayFigures } from './figures-check';

// Issue 34: the X report of a mixed day, the close that freezes the day, the Z report and the admin's reopening.
let ctx: TestContext;
let manager: { authorization: string };
let admin: { authorization: string };
const today = businessDay(new Date(), 'Asia/Dhaka');
const yesterday = shiftDate(today, -1);
const todaysCosts = `/costs?limit=100&startDate=${startOfBusinessDay(today, 'Asia/Dhaka').toISOString()}`;

beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await ctx.as('manager')).headers;
  admin = (await ctx.as('admin')).headers;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers = manager, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, payload });
const walletId = () => crypto.randomBytes(5).toString('hex').toUpperCase();
const line = (price: number, quantity = 1) => ({ name: 'Kacchi', price, quantity, priceReason: OFF_MENU });
const receipt = (payments: object[], extra: object = {}) => ({
  customer: { name: uniqueGuestName(), phoneNumber: '01711000222' },
  items: [line(1000)],
  payments,
  ...extra,
});
async function sell(payload: object, headers = manager): Promise<{ _id: string; version?: number }> {
  const response = await call('POST', '/invoices', headers, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.invoice;
}
const xReport = async (day = today) => {
  const response = await call('GET', `/days/x-report?day=${day}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
/** ৳2,850 in notes: 2 × 1000, 500, 200, 100, 50. */
const notes = { 1000: 2, 500: 1, 200: 1, 100: 1, 50: 1, 20: 0, 10: 0, 5: 0, 2: 0, 1: 0 };

/** What the X report's money figures are by summing the rows themselves, with no roll-up read. */
async function summedFromRows(day: string) {
  const { rows } = await ctx.pool.query<{ figure: string; amount: string }>(
    `select case when p.business_day = i.issue_date then 'sale:' else 'later:' end || p.method as figure,
       sum(p.amount)::text as amount
     from invoice_payments p join invoices i on i.id = p.invoice_id
     where p.business_day = $1 group by 1
     union all
     select kind, sum(amount)::text from drawer_movements m
     where day = $1 and not exists (select from drawer_movement_voids v where v.movement_id = m.id) group by 1`,
    [day],
  );
  return Object.fromEntries(rows.map((row) => [row.figure, Number(row.amount)]));
}

const ids: Record<string, string> = {};

describe('the X report of a mixed day', () => {
  it('equals the sums of the rows: three tenders, a later payment, a void, a pay-out, a pay-in and an edit', async () => {
    const intake = { name: 'Rice', category: 'Vegetable', quantity: 10, price: 100, dueTk: 500 };
    expect((await call('POST', '/inventory', admin, intake)).statusCode).toBe(201);
    const owed = await sell(receipt([{ method: 'Credit', amount: 1000 }], { issueDate: yesterday }), admin);
    ids.cash = (await sell(receipt([{ method: 'Cash', amount: 1200 }])))._id;
    ids.card = (await sell(receipt([{ method: 'Card', amount: 1000, reference: '4242' }])))._id;
    await sell(receipt([{ method: 'bKash', amount: 1000, reference: walletId() }]));
    const voided = await sell(receipt([{ method: 'Cash', amount: 500 }], { items: [line(500)] }));
    expect(
      (await call('DELETE', `/invoices/${voided._id}`, manager, { reason: 'Wrong table' })).statusCode,
    ).toBe(200);
    const edited = await sell(receipt([{ method: 'Cash', amount: 1000 }], { items: [line(500, 2)] }));
    const edit = await call('PATCH', `/invoices/${edited._id}`, manager, {
      ...receipt([{ method: 'Cash', amount: 500 }], { items: [line(500, 1)] }),
      customer: { name: 'Edited guest', phoneNumber: '01711000222' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    ids.due = (await sell(receipt([{ method: 'Credit', amount: 1000 }])))._id;
    const later = await call('POST', `/invoices/${owed._id}/payments`, manager, {
      payments: [{ method: 'Cash', amount: 1000 }],
    });
    expect(later.statusCode, later.body).toBe(201);
    const payOut = await call('POST', '/days/drawer', manager, {
      kind: 'pay-out',
      amount: 150,
      reason: 'Gas cylinder',
    });
    expect(payOut.statusCode, payOut.body).toBe(201);
    ids.payOut = payOut.json().data._id;
    ids.payOutCost = payOut.json().data.costId;
    expect(
      (await call('POST', '/days/drawer', manager, { kind: 'pay-in', amount: 500, reason: 'Change' }))
        .statusCode,
    ).toBe(201);

    const x = await xReport();
    const rows = await summedFromRows(today);
    // Hand-computed: cash 1200 + 500 (the edit took 500 back of 1000) + 500 − 500 (the void's reversal).
    expect(x.salesByTender).toEqual({ Cash: 1700, Card: 1000, bKash: 1000, Nagad: 0, Credit: 1000 });
    expect(x.salesByTender).toEqual({
      Cash: rows['sale:Cash'],
      Card: rows['sale:Card'],
      bKash: rows['sale:bKash'],
      Nagad: 0,
      Credit: rows['sale:Credit'],
    });
    expect(x.laterPayments).toMatchObject({ Cash: 1000, Card: 0, bKash: 0, Nagad: 0 });
    expect(x.laterPayments.Cash).toBe(rows['later:Cash']);
    expect(x.laterPayments.Credit).toBe(rows['later:Credit'] ?? 0);
    expect(x.changeGiven).toBe(200);
    expect(x.voidedReceipts).toEqual({ count: 1, amount: 500 });
    expect(x).toMatchObject({ receipts: 5, sales: 4500, averageBill: 900 });
    expect(x.payOuts).toEqual({ count: 1, amount: rows['pay-out'] });
    expect(x.payIns).toEqual({ count: 1, amount: rows['pay-in'] });
    expect(x.openingFloat).toBe(0);
    // 0 float + 1700 + 1000 later − 200 change + 500 in − 150 out.
    expect(x.expectedCash).toBe(2850);
    expect(x).toMatchObject({ expectedBkash: 1000, expectedNagad: 0 });
    // The standard 5 % inside the menu prices (migration 0042): ৳47.62 of each ৳1,000 receipt (1000 × 5 / 105),
    // ৳23.81 of the edited ৳500 one; the voided receipt's VAT is taken back. No service charge is set.
    expect(x.vat).toEqual({
      total: 214.29,
      serviceCharge: 0,
      rates: [{ rateName: 'Standard', percent: 5, inclusive: true, taxable: 4285.71, vat: 214.29 }],
    });
    expect(await checkDayFigures(ctx.db)).toEqual([]);
  });

  it('counts the pay-out as an extra cost, and its void takes both back', async () => {
    const costs = (await call('GET', todaysCosts)).json().data;
    expect(costs.costs).toContainEqual(
      expect.objectContaining({ _id: ids.payOutCost, reason: 'Gas cylinder', amount: 150 }),
    );
    const extra = await call('POST', '/days/drawer', manager, {
      kind: 'pay-out',
      amount: 40,
      reason: 'Typo',
    });
    const voided = await call('POST', `/days/drawer/${extra.json().data._id}/void`, manager, {
      reason: 'Entered twice',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data.voided).toMatchObject({ reason: 'Entered twice' });
    expect((await xReport()).payOuts).toEqual({ count: 1, amount: 150 });
    const after = (await call('GET', todaysCosts)).json().data;
    expect(after.totalAmount).toBe(costs.totalAmount);
    expect(await checkDayFigures(ctx.db)).toEqual([]);
  });
});

describe('closing the day', () => {
  it('refuses while a held order is open, and asks a reason for a difference above the limit', async () => {
    await seedMenu(ctx, { 'Close test dish': 200 });
    const orders = orderCalls(ctx, manager);
    const order = (
      await orders.hold({ table: 'T9', lines: [{ name: 'Close test dish', price: 200, quantity: 1 }] })
    ).json().data.order;
    const close = { day: today, notes, bkash: 1000, nagad: 0, leftInDrawer: 850 };
    const blocked = await call('POST', '/days/close', manager, close);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain('T9');
    expect((await orders.void(order._id, { version: order.version, reason: 'Left' })).statusCode).toBe(200);
    // The X report counts the held order voided before it was charged, at its lines' value.
    expect((await xReport()).voidedOrders).toEqual({ count: 1, amount: 200 });
    expect(await checkDayFigures(ctx.db)).toEqual([]);
    const short = await call('POST', '/days/close', manager, { ...close, notes: { ...notes, 1000: 1 } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The counts differ by more than the limit: say why');
  });

  it('writes Z report #1 with expected, counted and the difference per tender', async () => {
    const closed = await call('POST', '/days/close', manager, {
      day: today,
      notes,
      bkash: 1000,
      nagad: 0,
      leftInDrawer: 850,
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const z = closed.json().data;
    expect(z).toMatchObject({
      number: 1,
      day: today,
      cash: { expected: 2850, counted: 2850, difference: 0 },
      bkash: { expected: 1000, counted: 1000, difference: 0 },
      nagad: { expected: 0, counted: 0, difference: 0 },
      leftInDrawer: 850,
      reopenings: [],
    });
    expect(z.figures).toEqual(await xReport());
    ids.z = String(z.number);
  });

  it('freezes every kind of write dated in the day, each a 409 naming the Z report', async () => {
    const item = await call('GET', '/inventory?limit=1', admin);
    const payOutCost = (await call('GET', todaysCosts))
      .json()
      .data.costs.find((cost: { _id: string }) => cost._id === ids.payOutCost);
    const writes: [Method, string, { authorization: string }, object?][] = [
      ['POST', '/invoices', manager, receipt([{ method: 'Cash', amount: 1000 }])],
      [
        'PATCH',
        `/invoices/${ids.cash}`,
        manager,
        receipt([{ method: 'Cash', amount: 1000 }], { items: [line(1000)] }),
      ],
      ['DELETE', `/invoices/${ids.card}`, manager, { reason: 'Late void' }],
      ['POST', `/invoices/${ids.due}/payments`, manager, { payments: [{ method: 'Cash', amount: 1000 }] }],
      ['POST', '/costs', admin, [{ reason: 'Ice', amount: 30 }]],
      ['PATCH', `/costs/${ids.payOutCost}`, admin, { reason: 'Gas', version: payOutCost.version }],
      ['DELETE', `/costs/${ids.payOutCost}?version=${payOutCost.version}`, admin],
      ['POST', '/inventory', admin, { name: 'Frozen rice', category: 'Vegetable', quantity: 1, price: 100 }],
      ['POST', '/days/drawer', manager, { kind: 'pay-in', amount: 10, reason: 'Late' }],
      ['POST', `/days/drawer/${ids.payOut}/void`, manager, { reason: 'Late' }],
    ];
    const itemId = item.json().data.inventory[0]?._id as string | undefined;
    if (itemId) {
      writes.push(['POST', `/inventory/${itemId}/waste`, admin, { quantity: 0.1, reason: 'spoiled' }]);
      writes.push(['POST', '/inventory/counts', admin, { counts: [{ itemId, quantity: 1 }] }]);
      writes.push(['POST', `/inventory/${itemId}/payments`, admin, { amount: 1 }]);
    }
    for (const [method, url, headers, payload] of writes) {
      const refused = await call(method, url, headers, payload);
      expect(refused.statusCode, `${method} ${url}: ${refused.body}`).toBe(409);
      expect(refused.json().message).toContain(`Z report #${ids.z}`);
    }
    expect(itemId, 'the counts, waste and supplier payment need an item').toBeDefined();
  });

  it('is refused by the database itself: a raw SQL write on the app connection', async () => {
    await expect(
      ctx.pool.query(`update invoices set customer_name = 'Raw' where id = $1`, [ids.cash]),
    ).rejects.toMatchObject({ code: 'DKZ01', message: expect.stringContaining(`Z report #${ids.z}`) });
    await expect(
      ctx.pool.query(`insert into costs (reason, amount) values ('Raw', 1)`),
    ).rejects.toMatchObject({ code: 'DKZ01' });
  });

  it('reproduces the Z report after a restart: a new app on the same database', async () => {
    const before = (await call('GET', `/days/z/${ids.z}`)).json().data;
    const app = await buildApp({
      db: ctx.db,
      jwtSecret: 'another-secret-for-the-restarted-app-0123456789',
      timeZone: 'Asia/Dhaka',
      webRoot: false,
    });
    try {
      const signed = {
        authorization: `Bearer ${await app.auth.signToken({ id: (await ctx.as('manager')).id, role: 'manager' })}`,
      };
      const after = await app.inject({ method: 'GET', url: `/api/days/z/${ids.z}`, headers: signed });
      expect(after.json().data).toEqual(before);
    } finally {
      await app.close();
    }
  });
});

describe('reopening a closed day', () => {
  it('is the admin’s, with a reason; it unfreezes the day, is audited and prints on the next Z', async () => {
    expect((await call('POST', `/days/${today}/reopen`, manager, { reason: 'Count again' })).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/days/${today}/reopen`, admin, {})).statusCode).toBe(400);
    const reopened = await call('POST', `/days/${today}/reopen`, admin, {
      reason: 'A receipt was keyed wrong',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const trail = (await call('GET', '/audit?kind=day', admin)).json().data;
    expect(trail.entries).toContainEqual(
      expect.objectContaining({ kind: 'day', action: 'reopen', reason: 'A receipt was keyed wrong' }),
    );
    // A manager who leaves later: their receipt stays in the closed day when their account goes.
    const leaver = await ctx.newUser('manager');
    await sell(receipt([{ method: 'Card', amount: 1000, reference: '1111' }]), leaver.headers);
    const fixed = await call(
      'PATCH',
      `/invoices/${ids.cash}`,
      manager,
      receipt([{ method: 'Cash', amount: 1200 }], { items: [line(1000)] }),
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    const again = await call('POST', '/days/close', manager, {
      day: today,
      notes,
      bkash: 1000,
      nagad: 0,
      leftInDrawer: 850,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toMatchObject({
      number: 2,
      reopenings: [{ number: 1, reason: 'A receipt was keyed wrong' }],
    });
    const history = (await call('GET', `/days/${today}/history`)).json().data.closes;
    expect(history.map((z: { number: number }) => z.number)).toEqual([1, 2]);
    const days = (await call('GET', `/days?from=${yesterday}&to=${today}`)).json().data.days;
    expect(days).toEqual([
      { day: today, closedBy: 2, difference: 0 },
      { day: yesterday, closedBy: null, difference: null },
    ]);
    expect((await xReport(shiftDate(today, 1))).openingFloat).toBe(850);
    // Deleting a user forgets who saved the closed day's rows, which changes none of its figures.
    const before = await xReport();
    expect((await call('DELETE', `/users/${leaver.id}`, admin)).statusCode).toBe(200);
    expect(await xReport()).toEqual(before);
    expect(await checkDayFigures(ctx.db)).toEqual([]);
  });
});
