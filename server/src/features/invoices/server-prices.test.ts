import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCalls } from '../../test/orders';
import { createTestContext, type TestContext } from '../../test/test-app';
import { kitchen } from '../../test/kitchen';

/**
 * Issue 32, finding 2: the client set the price. Each test replays a request the finding describes, which the old
 * code accepted, and what the server does instead (ADRs 0140, 0141, 0144).
 */

/** 12:00 in Dhaka on Friday 27 November 2026. */
const NOW = new Date('2026-11-27T06:00:00Z');
const TODAY = '2026-11-27';

let ctx: TestContext;
let admin: { authorization: string };
let manager: { authorization: string };
let staff: { authorization: string };
let k: ReturnType<typeof kitchen>;
let kacchi: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  admin = (await ctx.as('admin')).headers;
  manager = (await ctx.as('manager')).headers;
  staff = (await ctx.as('cashier')).headers;
  k = kitchen(ctx, admin, manager);
  const mutton = await k.intake('Khashi mutton', 10, 'kg', 1200);
  kacchi = await k.dish('Kacchi (full)', 1440, {
    batchPlates: 10,
    ingredients: [{ itemId: mutton, quantity: 4, unit: 'kg' }],
  });
});
afterAll(() => ctx.close());

const post = (headers: { authorization: string }, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/invoices', headers, payload });
const muttonOnHand = async () => (await k.stock())['Khashi mutton'];

describe('the server sets the price of a menu dish', () => {
  it('refuses a dish at ৳0.01 instead of ৳1,440 and moves no stock; at its price it sells under its menu name', async () => {
    const before = await muttonOnHand();
    const cheap = await post(manager, {
      customer: { name: 'Walk-in', phoneNumber: '01711000999' },
      items: [{ recipeId: kacchi, name: 'Kacchi (full)', price: 0.01, quantity: 3 }],
    });
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json().message).toBe(
      'Kacchi (full) costs ৳1,440.00 on the menu, not ৳0.01: reload the menu, or give a reason to change its price.',
    );
    expect(await muttonOnHand()).toBe(before);

    // A held order's line is priced the same way.
    const orders = orderCalls(ctx, staff);
    const held = await orders.hold({
      table: 'T1',
      lines: [{ recipeId: kacchi, name: 'Kacchi (full)', price: 0.01, quantity: 3 }],
    });
    expect(held.statusCode).toBe(409);

    const sold = await post(manager, {
      customer: { name: 'Walk-in', phoneNumber: '01711000999' },
      items: [{ recipeId: kacchi, name: 'kacchi', price: 1440, quantity: 3 }],
    });
    expect(sold.statusCode).toBe(201);
    expect(sold.json().data.invoice).toMatchObject({
      subTotal: 4320,
      items: [{ recipeId: kacchi, name: 'Kacchi (full)', price: 1440, priceReason: '' }],
    });
    // Stock still moves per plate: 3 plates of a 10-plate batch of 4 kg.
    expect(Number(before) - Number(await muttonOnHand())).toBeCloseTo(1.2, 3);
  });

  it("prices a spec client's line by the dish it names, and keeps an edited receipt's lines at their sold price", async () => {
    const byName = await post(manager, {
      customer: { name: 'Walk-in', phoneNumber: '01711000999' },
      items: [{ name: 'Kacchi (full)', price: 1, quantity: 1 }],
    });
    expect(byName.statusCode).toBe(409);

    const sold = (
      await post(manager, {
        customer: { name: 'Walk-in', phoneNumber: '01711000999' },
        items: [{ recipeId: kacchi, name: 'Kacchi (full)', price: 1440, quantity: 1 }],
      })
    ).json().data.invoice;
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${kacchi}`,
      headers: admin,
      payload: { price: 1500 },
    });
    try {
      const edit = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/invoices/${sold._id}`,
        headers: manager,
        payload: { waiter: 'Rafiq', items: sold.items },
      });
      expect(edit.statusCode).toBe(200);
      expect(edit.json().data.invoice.items[0]).toMatchObject({ price: 1440 });
    } finally {
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/recipes/${kacchi}`,
        headers: admin,
        payload: { price: 1440 },
      });
    }
  });

  it('lets a manager (not the counter staff) open-price a line with a reason, and keeps the reason', async () => {
    const line = { recipeId: kacchi, name: 'Kacchi (full)', price: 1000, quantity: 1 };
    const staffOrders = orderCalls(ctx, staff);
    expect(
      (await staffOrders.hold({ table: 'T2', lines: [{ ...line, priceReason: 'Regular' }] })).statusCode,
    ).toBe(422);
    const offMenu = { name: 'Birthday cake', price: 900, quantity: 1 };
    const refused = await staffOrders.hold({ table: 'T2', lines: [offMenu] });
    expect(refused.json()).toMatchObject({
      message: "Only a manager or an admin may sell a line off the menu or change a dish's price.",
    });
    const noReason = await post(manager, {
      customer: { name: 'Walk-in', phoneNumber: '01711000999' },
      items: [offMenu],
    });
    expect(noReason.statusCode).toBe(422);

    const priced = await post(manager, {
      customer: { name: 'Walk-in', phoneNumber: '01711000999' },
      items: [
        { ...line, priceReason: 'Owner’s friend' },
        { ...offMenu, priceReason: 'Cake brought in' },
      ],
    });
    expect(priced.statusCode).toBe(201);
    expect(priced.json().data.invoice.items).toMatchObject([
      { price: 1000, priceReason: 'Owner’s friend' },
      { price: 900, priceReason: 'Cake brought in', recipeId: null },
    ]);
  });

  it('refuses a sent line re-priced to 0 by the counter staff; a manager does it only with a reason', async () => {
    const orders = orderCalls(ctx, staff);
    const order = (
      await orders.hold({
        table: 'T5',
        lines: [{ recipeId: kacchi, name: 'Kacchi (full)', price: 1440, quantity: 2 }],
      })
    ).json().data.order;
    const sent = (await orders.send(order._id, order.version)).json().data.order;
    const zero = sent.lines.map(({ _id, recipeId, name, quantity }: Record<string, unknown>) => ({
      _id,
      recipeId,
      name,
      quantity,
      price: 0,
    }));
    const refused = await orders.change(order._id, { version: sent.version, lines: zero });
    expect(refused.statusCode).toBe(409);
    const withReason = await orders.change(order._id, {
      version: sent.version,
      lines: zero.map((line: object) => ({ ...line, priceReason: 'Cold food' })),
    });
    expect(withReason.statusCode).toBe(422);
    expect((await orders.read(order._id)).json().data.order.lines[0]).toMatchObject({ price: 1440 });

    const byManager = await orderCalls(ctx, manager).change(order._id, {
      version: sent.version,
      lines: zero.map((line: object) => ({ ...line, priceReason: 'Cold food, comped' })),
    });
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json().data.order.lines[0]).toMatchObject({
      price: 0,
      priceReason: 'Cold food, comped',
    });
  });
});

describe('a discount never takes the whole bill', () => {
  const bill960 = {
    customer: { name: 'Walk-in', phoneNumber: '01711000999' },
    items: [{ name: 'Set menu', price: 480, quantity: 2, priceReason: 'Set menu of the day' }],
  };

  it('refuses a 100 % discount and ৳5,000 off a ৳960 bill, even from an admin', async () => {
    for (const discount of [
      { discountType: 'percent', discountAmount: 100 },
      { discountType: 'fixed', discountAmount: 5000 },
      { discountType: 'fixed', discountAmount: 960 },
    ]) {
      const refused = await post(admin, { ...bill960, ...discount });
      expect(refused.statusCode, JSON.stringify(discount)).toBe(400);
      expect(refused.json().message).toBe('A discount must be less than the subtotal (৳960.00).');
    }
    expect(
      (await post(admin, { ...bill960, discountType: 'fixed', discountAmount: 959.99 })).statusCode,
    ).toBe(201);
  });
});

describe('the business day of a receipt', () => {
  const walkIn = {
    customer: { name: 'Walk-in', phoneNumber: '01711000999' },
    items: [{ recipeId: '', name: 'Kacchi (full)', price: 1440, quantity: 1 }],
  };
  const body = (issueDate?: string) => ({
    ...walkIn,
    items: [{ ...walkIn.items[0], recipeId: kacchi }],
    ...(issueDate && { issueDate }),
  });

  it("dates a manager's receipt today, and refuses months back or a year ahead", async () => {
    expect((await post(manager, body())).json().data.invoice.issueDate).toBe(TODAY);
    expect((await post(manager, body(TODAY))).statusCode).toBe(201);
    const back = await post(manager, body('2026-08-15'));
    expect(back.statusCode).toBe(422);
    expect(back.json().message).toBe("Only an admin may give a receipt another day than today's.");
    const ahead = await post(manager, body('2027-11-20'));
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().message).toBe('A receipt cannot be dated after today.');

    const made = (await post(manager, body())).json().data.invoice;
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/invoices/${made._id}`,
      headers: manager,
      payload: { issueDate: '2026-08-15' },
    });
    expect(moved.statusCode).toBe(422);
    // The receipt's own day is kept by an edit that sends it back, as the form does.
    const kept = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/invoices/${made._id}`,
      headers: manager,
      payload: { issueDate: TODAY, waiter: 'Rafiq' },
    });
    expect(kept.statusCode).toBe(200);
  });

  it('lets an admin date a receipt on a past day, never a future one', async () => {
    expect((await post(admin, body('2026-08-15'))).json().data.invoice.issueDate).toBe('2026-08-15');
    expect((await post(admin, body('2026-11-28'))).statusCode).toBe(400);
    expect((await post(admin, body('2027-11-20'))).statusCode).toBe(400);
  });
});
