import crypto from 'node:crypto';
import { businessDay } from '@dastarkhan/contract/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMenu } from '../../test/menu';
import { orderCalls } from '../../test/orders';
import { receiptCountFor, uniqueGuestName } from '../../test/receipts';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let orders: ReturnType<typeof orderCalls>;
let manager: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  await seedMenu(ctx, { Kacchi: 450, Firni: 50, Tea: 20 });
  orders = orderCalls(ctx, (await ctx.as('cashier')).headers);
  manager = (await ctx.as('manager')).headers;
});
afterAll(() => ctx.close());

/** A ৳1,000.00 table order for a guest no other test names. */
async function heldFor(name = uniqueGuestName()) {
  const response = await orders.hold({
    table: 'T3',
    waiter: 'Rafiq',
    customer: { name },
    lines: [
      { name: 'Kacchi', price: 450, quantity: 2, note: 'no chili' },
      { name: 'Firni', price: 50, quantity: 2 },
    ],
  });
  expect(response.statusCode).toBe(201);
  return { name, order: response.json().data.order as { _id: string; version: number } };
}

/** Cash for the whole of a ৳1,000.00 order: nothing left owed (credit is chosen, never left over: ADR 0147). */
const cashInFull = { paymentMethod: 'Cash', amountPaid: 1000 };

/** A bKash/Nagad transaction ID no other test uses. */
const transactionId = () => crypto.randomBytes(5).toString('hex').toUpperCase();
const openIds = async () =>
  ((await orders.list()).json().data.orders as { _id: string }[]).map((order) => order._id);

/** Today's sales as the dashboard shows them and as the roll-up holds them. */
async function todaysSales() {
  const summary = (
    await ctx.app.inject({ method: 'GET', url: '/api/dashboard/summary?range=today', headers: manager })
  ).json().data;
  const rolledUp = await ctx.pool.query(
    'select coalesce(sum(sales), 0)::text as sales, coalesce(sum(order_count), 0)::int as orders from sales_by_day where day = $1',
    [businessDay(new Date(), 'Asia/Dhaka')],
  );
  return { dashboard: [summary.sales, summary.orderCount], rollUp: rolledUp.rows[0] };
}

describe('charging a held order', () => {
  it('is not a sale while held, and becomes one receipt with its dishes when charged, leaving the open list', async () => {
    const before = await todaysSales();
    const { name, order } = await heldFor();
    expect(await receiptCountFor(ctx, manager, name)).toBe(0);
    expect(await todaysSales()).toEqual(before);

    const charged = await orders.charge(order._id, {
      version: order.version,
      paymentMethod: 'Cash',
      amountPaid: 1000,
    });
    expect(charged.statusCode).toBe(201);
    const invoice = charged.json().data.invoice;
    expect(invoice).toMatchObject({
      customer: { name },
      waiter: 'Rafiq',
      subTotal: 1000,
      total: 1000,
      status: 'paid',
      paymentMethod: 'Cash',
      items: [
        expect.objectContaining({ name: 'Kacchi', price: 450, quantity: 2, total: 900 }),
        expect.objectContaining({ name: 'Firni', price: 50, quantity: 2, total: 100 }),
      ],
    });
    // Answered exactly as the receipt reads.
    const receipt = await ctx.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice._id}`,
      headers: manager,
    });
    expect(receipt.json().data.invoice).toEqual(invoice);
    expect(await receiptCountFor(ctx, manager, name)).toBe(1);
    const after = await todaysSales();
    expect(after.dashboard).toEqual([before.dashboard[0] + 1000, before.dashboard[1] + 1]);
    expect(await openIds()).not.toContain(order._id);
    expect((await orders.read(order._id)).json().data.order).toMatchObject({
      status: 'charged',
      invoiceId: invoice._id,
    });
  });

  it('takes a discount and split tenders, cash change included', async () => {
    const { order } = await heldFor();
    const reference = transactionId();
    const charged = await orders.charge(order._id, {
      version: order.version,
      discountType: 'percent',
      discountAmount: 10,
      payments: [
        { method: 'Cash', amount: 500 },
        { method: 'bKash', amount: 400, reference },
      ],
    });
    expect(charged.statusCode).toBe(201);
    expect(charged.json().data.invoice).toMatchObject({
      total: 900,
      amountPaid: 900,
      status: 'paid',
      paymentMethod: 'Mixed',
      payments: [
        expect.objectContaining({ method: 'Cash', amount: 500 }),
        expect.objectContaining({ method: 'bKash', amount: 400, reference }),
      ],
    });
  });

  it('refuses a bKash transaction ID used before (409 naming the receipt) and tenders that fall short, and the order stays open', async () => {
    const reference = transactionId();
    const first = await heldFor();
    const paid = await orders.charge(first.order._id, {
      version: 1,
      payments: [{ method: 'bKash', amount: 1000, reference }],
    });
    const { invoiceNumber } = paid.json().data.invoice;

    const { name, order } = await heldFor();
    const reused = await orders.charge(order._id, {
      version: 1,
      payments: [{ method: 'bKash', amount: 1000, reference }],
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toContain(
      `bKash transaction ID ${reference} was already used on receipt ${invoiceNumber}`,
    );
    const short = await orders.charge(order._id, { version: 1, payments: [{ method: 'Cash', amount: 300 }] });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('take the ৳700.00 left, or choose Credit for it');
    expect(await receiptCountFor(ctx, manager, name)).toBe(0);
    expect(await openIds()).toContain(order._id);
  });

  it('puts nothing on Credit the cashier did not choose: a charge that states no payment, or only an amount, is refused', async () => {
    const { name, order } = await heldFor();
    // The spec's default of Credit belongs to its own call, POST /invoices (ADR 0169); a held order's charge is ours.
    for (const payment of [{}, { amountPaid: 400 }]) {
      const unchosen = await orders.charge(order._id, { version: order.version, ...payment });
      expect(unchosen.statusCode).toBe(400);
      expect(unchosen.json().message).toMatch(/take the ৳(1,000|600)\.00 left, or choose Credit for it/);
    }
    expect(await receiptCountFor(ctx, manager, name)).toBe(0);
    expect(await openIds()).toContain(order._id);
    // Paid in full with no method named is a sale like any other; Credit named for the rest is the cashier's choice.
    const paid = await orders.charge(order._id, { version: order.version, amountPaid: 1000 });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.invoice).toMatchObject({
      status: 'paid',
      paymentMethod: 'Cash',
      amountPaid: 1000,
    });
  });

  it('answers a repeat with the same Idempotency-Key with the first receipt, and saves one', async () => {
    const { name, order } = await heldFor();
    const key = crypto.randomUUID();
    const body = { version: 1, paymentMethod: 'Card' };
    const [first, repeat] = await Promise.all([
      orders.charge(order._id, body, key),
      orders.charge(order._id, body, key),
    ]);
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    const later = await orders.charge(order._id, body, key);
    expect(later.json()).toEqual(first.json());
    expect(await receiptCountFor(ctx, manager, name)).toBe(1);
  });

  it('refuses to charge an order twice (409), and a charge at a stale version', async () => {
    const { name, order } = await heldFor();
    await orders.change(order._id, { version: 1, waiter: 'Karim' });
    const stale = await orders.charge(order._id, { version: 1, ...cashInFull });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('changed on another screen');

    expect((await orders.charge(order._id, { version: 2, ...cashInFull })).statusCode).toBe(201);
    const again = await orders.charge(order._id, { version: 2, ...cashInFull });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order was already charged: it cannot change any more.');
    expect(await receiptCountFor(ctx, manager, name)).toBe(1);
  });

  it('makes one receipt when two tablets charge the same order at once: the other gets 409', async () => {
    const { name, order } = await heldFor();
    const answers = await Promise.all(
      [1, 2].map(() => orders.charge(order._id, { version: 1, ...cashInFull })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await receiptCountFor(ctx, manager, name)).toBe(1);
  });

  it("prints the charge's own customer and waiter when it names them, and needs a customer name from one or the other", async () => {
    const { order } = await heldFor();
    const guest = uniqueGuestName();
    const charged = await orders.charge(order._id, {
      version: 1,
      customer: { name: guest, phoneNumber: '01711000001' },
      waiter: 'Karim',
      ...cashInFull,
    });
    expect(charged.json().data.invoice).toMatchObject({
      customer: { name: guest, phoneNumber: '01711000001' },
      waiter: 'Karim',
    });

    const walkIn = (await orders.hold({ lines: [{ name: 'Tea', price: 20, quantity: 1 }] })).json().data
      .order;
    const nameless = await orders.charge(walkIn._id, { version: 1, ...cashInFull });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toBe('Customer name is required');
  });

  it("keeps the order's table, or a takeaway's token, on its receipt through later edits; a counter sale has neither", async () => {
    const { order } = await heldFor();
    const table = (await orders.charge(order._id, { version: 1, ...cashInFull })).json().data.invoice;
    expect(table).toMatchObject({ table: 'T3', token: null });

    const takeaway = (
      await orders.hold({
        customer: { name: uniqueGuestName() },
        lines: [{ name: 'Tea', price: 20, quantity: 1 }],
      })
    ).json().data.order as { _id: string; token: number };
    const charged = await orders.charge(takeaway._id, { version: 1, paymentMethod: 'Cash', amountPaid: 20 });
    expect(charged.json().data.invoice).toMatchObject({ table: null, token: takeaway.token });

    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/invoices/${table._id}`,
      headers: manager,
      payload: { waiter: 'Karim' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.invoice).toMatchObject({ waiter: 'Karim', table: 'T3', token: null });
    const read = await ctx.app.inject({ method: 'GET', url: `/api/invoices/${table._id}`, headers: manager });
    expect(read.json().data.invoice).toMatchObject({ table: 'T3', token: null });

    const counterSale = await ctx.app.inject({
      method: 'POST',
      url: '/api/invoices',
      headers: manager,
      payload: {
        customer: { name: uniqueGuestName() },
        items: [{ name: 'Tea', price: 20, quantity: 1 }],
        paymentMethod: 'Cash',
        amountPaid: 20,
      },
    });
    expect(counterSale.statusCode).toBe(201);
    expect(counterSale.json().data.invoice).toMatchObject({ table: null, token: null });
  });
});
