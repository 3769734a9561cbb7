import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMenu } from '../../test/menu';
import { orderCalls } from '../../test/orders';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 32: the admin's limits on discounts and on voiding food the kitchen has, and an admin's approval on the
 * spot, recorded with its approver (ADRs 0141–0137).
 */

type Session = { id: string; headers: { authorization: string } };
let ctx: TestContext;
let admin: Session;
let manager: Session;
let staff: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  manager = await ctx.as('manager');
  staff = await ctx.as('cashier');
  await seedMenu(ctx, { Kacchi: 480 });
});
afterAll(() => ctx.close());

const call = (headers: object, method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: headers as Record<string, string>, payload });
const bill960 = (extra: object = {}) => ({
  customer: { name: 'Walk-in', phoneNumber: '01711000999' },
  items: [{ name: 'Kacchi', price: 480, quantity: 2 }],
  ...extra,
});
const approvalsOf = async (column: 'invoice_id' | 'order_id', id: string) =>
  (
    await ctx.pool.query(
      `select action, approved_by, approver_name, method, requested_by, details from approvals where ${column} = $1`,
      [id],
    )
  ).rows;

describe('an admin approval PIN', () => {
  it('is set by the admin themself, with their password, and stored hashed', async () => {
    expect((await call(admin.headers, 'GET', '/api/settings/approval-pin')).json().data).toEqual({
      pinSet: false,
    });
    const wrong = await call(admin.headers, 'PUT', '/api/settings/approval-pin', {
      pin: '4321',
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(422);
    const short = await call(admin.headers, 'PUT', '/api/settings/approval-pin', {
      pin: '12',
      password: 'x',
    });
    expect(short.statusCode).toBe(400);
    const set = await call(admin.headers, 'PUT', '/api/settings/approval-pin', {
      pin: '4321',
      password: 'password123',
    });
    expect(set.json().data).toEqual({ pinSet: true });
    const { rows } = await ctx.pool.query('select pin_hash from users where id = $1', [admin.id]);
    expect(rows[0].pin_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('discount limits', () => {
  it('are the admin’s to set; every counter role reads them', async () => {
    const limits = { maxDiscountPercent: 20, maxDiscountAmount: 300, managersMayVoidSent: true };
    expect((await call(manager.headers, 'PUT', '/api/settings/counter-limits', limits)).statusCode).toBe(403);
    expect((await call(admin.headers, 'PUT', '/api/settings/counter-limits', limits)).statusCode).toBe(200);
    for (const who of [staff, manager])
      expect((await call(who.headers, 'GET', '/api/settings/counter-limits')).json().data).toEqual({
        limits,
      });
  });

  it('refuse a manager’s 50 % discount until an admin approves it, then record the approval with its approver', async () => {
    const fifty = bill960({ discountType: 'percent', discountAmount: 50 });
    const asked = await call(manager.headers, 'POST', '/api/invoices', fifty);
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toMatchObject({
      message: "A discount above 20 % or ৳300.00 needs an admin's approval.",
      errors: [{ path: 'approval' }],
    });
    const wrongPin = await call(manager.headers, 'POST', '/api/invoices', {
      ...fifty,
      approval: { pin: '9999' },
    });
    expect(wrongPin.statusCode).toBe(422);
    expect(wrongPin.json().message).toBe('That PIN or password does not belong to an active admin.');
    const notAdmin = await call(manager.headers, 'POST', '/api/invoices', {
      ...fifty,
      approval: { email: 'manager@test.dastarkhan.local', password: 'password123' },
    });
    expect(notAdmin.statusCode).toBe(422);

    const approved = await call(manager.headers, 'POST', '/api/invoices', {
      ...fifty,
      approval: { pin: '4321' },
    });
    expect(approved.statusCode).toBe(201);
    const invoice = approved.json().data.invoice;
    expect(invoice).toMatchObject({ discount: 480, total: 480 });
    expect(await approvalsOf('invoice_id', invoice._id)).toEqual([
      {
        action: 'discount',
        approved_by: admin.id,
        approver_name: 'Test admin',
        method: 'pin',
        requested_by: manager.id,
        details: expect.objectContaining({ discount: 480, subTotal: 960, discountType: 'percent' }),
      },
    ]);
  });

  it('take an admin’s email and password instead of a PIN, and hold a fixed discount to its taka limit', async () => {
    const fixed = bill960({ discountType: 'fixed', discountAmount: 301 });
    expect((await call(manager.headers, 'POST', '/api/invoices', fixed)).statusCode).toBe(422);
    const within = bill960({ discountType: 'fixed', discountAmount: 150 });
    expect((await call(manager.headers, 'POST', '/api/invoices', within)).statusCode).toBe(201);
    const signedIn = await call(manager.headers, 'POST', '/api/invoices', {
      ...fixed,
      approval: { email: 'Admin@test.dastarkhan.local', password: 'password123' },
    });
    expect(signedIn.statusCode).toBe(201);
    expect(await approvalsOf('invoice_id', signedIn.json().data.invoice._id)).toMatchObject([
      { action: 'discount', approved_by: admin.id, method: 'password' },
    ]);
  });

  it('do not hold an admin, nor ask again about a discount an edit leaves as it was', async () => {
    const own = await call(
      admin.headers,
      'POST',
      '/api/invoices',
      bill960({ discountType: 'percent', discountAmount: 50 }),
    );
    expect(own.statusCode).toBe(201);
    expect(await approvalsOf('invoice_id', own.json().data.invoice._id)).toEqual([]);
    const edit = await call(manager.headers, 'PATCH', `/api/invoices/${own.json().data.invoice._id}`, {
      waiter: 'Rafiq',
    });
    expect(edit.statusCode).toBe(200);
    const raised = await call(manager.headers, 'PATCH', `/api/invoices/${own.json().data.invoice._id}`, {
      discountAmount: 60,
    });
    expect(raised.statusCode).toBe(422);
  });

  it('apply to a held order’s charge at the counter, and its approval names the order', async () => {
    const orders = orderCalls(ctx, staff.headers);
    const order = (
      await orders.hold({ table: 'T9', customer: { name: 'Guest' }, lines: bill960().items })
    ).json().data.order;
    const charge = {
      version: order.version,
      discountType: 'percent',
      discountAmount: 50,
      paymentMethod: 'Cash',
    };
    expect((await orders.charge(order._id, { ...charge, amountPaid: 480 })).statusCode).toBe(422);
    const approved = await orders.charge(order._id, {
      ...charge,
      amountPaid: 480,
      approval: { pin: '4321' },
    });
    expect(approved.statusCode).toBe(201);
    expect(await approvalsOf('order_id', order._id)).toMatchObject([
      { action: 'discount', approved_by: admin.id, requested_by: staff.id },
    ]);
  });
});

describe('voiding food the kitchen has', () => {
  it('needs an admin’s approval from a manager once the admin forbids it, recorded with the void', async () => {
    await call(admin.headers, 'PUT', '/api/settings/counter-limits', {
      maxDiscountPercent: 20,
      maxDiscountAmount: 300,
      managersMayVoidSent: false,
    });
    const orders = orderCalls(ctx, manager.headers);
    const order = (await orders.hold({ table: 'T7', lines: bill960().items })).json().data.order;
    await orders.send(order._id, order.version);
    const reason = { reason: 'Guest walked out' };
    const asked = await orders.void(order._id, reason);
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toMatchObject({
      message: "Voiding food the kitchen was sent needs an admin's approval.",
      errors: [{ path: 'approval' }],
    });
    expect((await orders.read(order._id)).json().data.order.status).toBe('open');
    const approved = await orders.void(order._id, { ...reason, approval: { pin: '4321' } });
    expect(approved.statusCode).toBe(200);
    expect(await approvalsOf('order_id', order._id)).toEqual([
      {
        action: 'void-sent',
        approved_by: admin.id,
        approver_name: 'Test admin',
        method: 'pin',
        requested_by: manager.id,
        details: { reason: 'Guest walked out', lines: [{ name: 'Kacchi', quantity: 2, sentQuantity: 2 }] },
      },
    ]);
    // An admin voids without asking anyone.
    const adminOrders = orderCalls(ctx, admin.headers);
    const other = (await adminOrders.hold({ table: 'T8', lines: bill960().items })).json().data.order;
    await adminOrders.send(other._id, other.version);
    expect((await adminOrders.void(other._id, reason)).statusCode).toBe(200);
  });

  it('lets a cashier void food the kitchen has with an admin’s approval, recorded with the cashier as the one who asked', async () => {
    const orders = orderCalls(ctx, staff.headers);
    const order = (await orders.hold({ table: 'T5', lines: bill960().items })).json().data.order;
    await orders.send(order._id, order.version);
    const reason = { reason: 'Sent to the wrong table' };
    expect((await orders.void(order._id, reason)).json()).toMatchObject({ errors: [{ path: 'approval' }] });
    const approved = await orders.void(order._id, {
      ...reason,
      approval: { email: 'admin@test.dastarkhan.local', password: 'password123' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.order).toMatchObject({ status: 'void', void: { reason: reason.reason } });
    expect(await approvalsOf('order_id', order._id)).toMatchObject([
      { action: 'void-sent', approved_by: admin.id, method: 'password', requested_by: staff.id },
    ]);
  });

  it('stops taking PINs from a user after five wrong ones', async () => {
    const tries = await ctx.newUser('manager');
    const orders = orderCalls(ctx, tries.headers);
    const order = (await orders.hold({ table: 'T6', lines: bill960().items })).json().data.order;
    await orders.send(order._id, order.version);
    for (let i = 0; i < 5; i += 1)
      expect(
        (await orders.void(order._id, { reason: 'Guess', approval: { pin: `000${i}` } })).statusCode,
      ).toBe(422);
    const locked = await orders.void(order._id, { reason: 'Guess', approval: { pin: '4321' } });
    expect(locked.statusCode).toBe(429);
  });
});
