import { createInvoiceBodySchema, type CreateInvoiceInput } from '@dastarkhan/contract/invoices';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_BUSINESS } from '../../seed/demo-data';
import { OFF_MENU } from '../../test/menu';
import { createTestContext, type TestContext } from '../../test/test-app';
import { rollupMismatches, vatRollupMismatches } from '../../test/invariants';
import { foldSalesDeltas } from './daily-sales';
import { createInvoice } from './invoices.service';

let ctx: TestContext;
let manager: { headers: { authorization: string } };
beforeAll(async () => {
  ctx = await createTestContext();
  // An admin: these receipts are dated on past days, which only an admin may do (ADR 0144).
  manager = await ctx.as('admin');
});
afterAll(() => ctx.close());

const receipt = (overrides: Partial<CreateInvoiceInput> = {}): CreateInvoiceInput => ({
  customer: { name: 'Farhana Akter', phoneNumber: '01711000001', address: 'Road 4, Dhanmondi' },
  issueDate: '2026-03-10',
  items: [
    { name: 'Basmoti Kacchi', price: 420, quantity: 2, priceReason: OFF_MENU },
    { name: 'Borhani', price: 80.5, quantity: 1, priceReason: OFF_MENU },
  ],
  ...overrides,
});

const post = (payload: unknown, headers = manager.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/invoices', payload: payload as object, headers });
const get = (url: string, headers = manager.headers) => ctx.app.inject({ method: 'GET', url, headers });
const salesOn = async (day: string) =>
  (
    await ctx.pool.query<{ sales: string; order_count: number }>(
      'select sum(sales)::numeric(14,2)::text as sales, sum(order_count)::int as order_count from sales_by_day where day = $1 group by day',
      [day],
    )
  ).rows[0];

describe('saving a receipt', () => {
  it('stores the totals it computes, whatever totals the client sent, with the receipt defaults', async () => {
    // A day no other test sells on, so its sales are this receipt's.
    const response = await post({
      ...receipt({ issueDate: '2026-01-17' }),
      subTotal: 1,
      discount: 0,
      total: 5,
    });
    expect(response.statusCode).toBe(201);
    const { invoice } = response.json().data;
    expect(invoice).toMatchObject({
      subTotal: 920.5,
      discount: 0,
      total: 920.5,
      status: 'due',
      paymentMethod: 'Credit',
      additionalNotes: 'THANK YOU FOR YOUR PURCHASE',
      customer: { name: 'Farhana Akter', phoneNumber: '01711000001', country: 'Bangladesh' },
      businessName: DEMO_BUSINESS.name,
      merchantId: DEMO_BUSINESS.merchantId,
      issueDate: '2026-01-17',
    });
    expect(invoice.items.map((item: { total: number }) => item.total)).toEqual([840, 80.5]);
    // The save time, with a suffix when another receipt took that second first (ADR 0011).
    expect(invoice.invoiceNumber).toMatch(/^\d{14}(-\d+)?$/);
    expect(invoice.transactionId).toMatch(/^TXN\d{1,4}$/);

    const reread = await get(`/api/invoices/${invoice._id}`);
    expect(reread.json().data.invoice).toEqual(invoice);
    expect(await salesOn('2026-01-17')).toEqual({ sales: '920.50', order_count: 1 });
  });

  it("refuses a discount of the whole subtotal or more, even an admin's, and takes a smaller one", async () => {
    // Until issue 32 a percent above 100 was capped at 100 and a larger fixed discount clamped the total to 0.
    for (const discount of [
      { discountType: 'percent' as const, discountAmount: 150 },
      { discountType: 'percent' as const, discountAmount: 100 },
    ]) {
      const refused = await post(receipt(discount));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('A discount must be less than the subtotal (৳920.50).');
    }
    const tenPercent = (await post(receipt({ discountType: 'percent', discountAmount: 10 }))).json().data
      .invoice;
    expect(tenPercent).toMatchObject({ discount: 92.05, total: 828.45 });

    const fixed = await post(
      receipt({
        items: [{ name: 'Firni', price: 60, quantity: 5, priceReason: OFF_MENU }],
        discountType: 'fixed',
        discountAmount: 500,
      }),
    );
    expect(fixed.statusCode).toBe(400);
  });

  it('rejects empty items, a quantity below 1 and a negative price with 400 and a readable message', async () => {
    const empty = await post(receipt({ items: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ status: 'fail', message: 'Add at least one item to the receipt' });

    const zero = await post(
      receipt({ items: [{ name: 'Jali Kabab', price: 90, quantity: 0, priceReason: OFF_MENU }] }),
    );
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('Quantity must be at least 1');

    const negative = await post(
      receipt({ items: [{ name: 'Jali Kabab', price: -90, quantity: 1, priceReason: OFF_MENU }] }),
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe('Price must be 0 or more');

    const noName = await post(receipt({ customer: { name: '  ' } }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Customer name is required');
  });

  it('lets a manager and an admin in, answers 403 to staff and 401 without a token', async () => {
    const admin = await ctx.as('admin');
    expect((await post(receipt(), admin.headers)).statusCode).toBe(201);
    const staff = await ctx.as('staff');
    expect((await post(receipt(), staff.headers)).statusCode).toBe(403);
    expect((await get('/api/invoices', staff.headers)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/invoices' })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown receipt on read, update and delete', async () => {
    const unknown = '3f1c7a52-8d7e-4b8a-9c51-0a2f6f0e9b11';
    expect((await get(`/api/invoices/${unknown}`)).json()).toEqual({
      status: 'fail',
      message: 'Invoice not found',
      code: 'notFound',
      params: { what: 'Invoice' },
    });
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await ctx.app.inject({
        method,
        url: `/api/invoices/${unknown}`,
        headers: manager.headers,
        ...(method === 'PATCH' ? { payload: { waiter: 'Rafiq' } } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('gives two receipts saved in the same second different order numbers', async () => {
    const now = new Date('2026-05-04T08:15:30.250Z'); // 14:15:30 in Dhaka
    const body = createInvoiceBodySchema.parse(receipt());
    const saved = await Promise.all(
      [1, 2, 3].map(() => createInvoice(ctx.db, body, { timeZone: 'Asia/Dhaka', role: 'admin', now })),
    );
    expect(saved.map((invoice) => invoice.invoiceNumber).sort()).toEqual([
      '20260504141530',
      '20260504141530-2',
      '20260504141530-3',
    ]);
  });
  it('dates a receipt without a date on the business day of its save time in Dhaka', async () => {
    const body = createInvoiceBodySchema.parse(receipt({ issueDate: undefined }));
    const saturdayNight = await createInvoice(ctx.db, body, {
      timeZone: 'Asia/Dhaka',
      role: 'admin',
      now: new Date('2026-11-21T17:59:59Z'),
    });
    const sundayMorning = await createInvoice(ctx.db, body, {
      timeZone: 'Asia/Dhaka',
      role: 'admin',
      now: new Date('2026-11-21T18:00:00Z'),
    });
    expect([saturdayNight.issueDate, saturdayNight.invoiceNumber, saturdayNight.time]).toEqual([
      '2026-11-21',
      '20261121235959',
      '23:59',
    ]);
    expect([sundayMorning.issueDate, sundayMorning.invoiceNumber]).toEqual(['2026-11-22', '20261122000000']);
  });
});

describe('customers of receipts', () => {
  it('links receipts with the same phone to one customer and creates one for a new phone', async () => {
    const first = (
      await post(receipt({ customer: { name: 'Tanvir Hasan', phoneNumber: '+880 1812-345678' } }))
    ).json().data.invoice;
    const again = (
      await post(receipt({ customer: { name: 'Tanvir Hasan', phoneNumber: '01812345678' } }))
    ).json().data.invoice;
    expect(first.customer.phoneNumber).toBe('01812345678');
    expect(first.customerId).toEqual(expect.any(String));
    expect(again.customerId).toBe(first.customerId);
    const { rows } = await ctx.pool.query('select name from customers where phone = $1', ['01812345678']);
    expect(rows).toEqual([{ name: 'Tanvir Hasan' }]);

    const picked = (
      await post(receipt({ customerId: first.customerId, customer: { name: 'Tanvir' } }))
    ).json().data.invoice;
    expect(picked.customerId).toBe(first.customerId);

    // A walk-in pays now (credit needs a phone, ADR 0186) and stays unlinked.
    const walkIn = (
      await post(
        receipt({ customer: { name: 'Walk-in guest' }, payments: [{ method: 'Cash', amount: 920.5 }] }),
      )
    ).json().data.invoice;
    expect(walkIn.customerId).toBeNull();
  });

  it('takes a phone typed in Bengali digits and stores it, on the receipt and its customer, in ASCII ones', async () => {
    const response = await post(receipt({ customer: { name: 'Sumaiya Akter', phoneNumber: '০১৭১২৩৪৫৬৭৮' } }));
    expect(response.statusCode).toBe(201);
    const saved = response.json().data.invoice;
    expect(saved.customer.phoneNumber).toBe('01712345678');
    const { rows } = await ctx.pool.query('select id, name from customers where phone = $1', ['01712345678']);
    expect(rows).toEqual([{ id: saved.customerId, name: 'Sumaiya Akter' }]);
    const read = await get(`/api/invoices/${saved._id}`);
    expect(read.json().data.invoice.customer.phoneNumber).toBe('01712345678');
  });

  it('refuses a phone that is not a Bangladeshi mobile and a picked customer that no longer exists', async () => {
    const badPhone = await post(receipt({ customer: { name: 'Rumana', phoneNumber: '12345' } }));
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe('Enter a Bangladeshi mobile number like 01712345678');

    const gone = await post(receipt({ customerId: '7d9a2f0c-1b3e-4c5d-8e6f-9a0b1c2d3e4f' }));
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe('The chosen customer no longer exists. Pick the customer again.');
  });
});

describe('the per-day sales', () => {
  it('folds the receipts’ sales changes into the day rows without changing any figure', async () => {
    const kept = (await post(receipt({ issueDate: '2026-05-01' }))).json().data.invoice;
    const moved = (await post(receipt({ issueDate: '2026-05-01' }))).json().data.invoice;
    const removed = (await post(receipt({ issueDate: '2026-05-02' }))).json().data.invoice;
    const patch = {
      issueDate: '2026-05-03',
      items: [{ name: 'Firni', price: 60, quantity: 3, priceReason: OFF_MENU }],
    };
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/invoices/${moved._id}`,
      payload: patch,
      headers: manager.headers,
    });
    await ctx.app.inject({ method: 'DELETE', url: `/api/invoices/${removed._id}`, headers: manager.headers });
    const days = ['2026-05-01', '2026-05-02', '2026-05-03'];
    const before = await Promise.all(days.map(salesOn));
    expect(before).toEqual([
      { sales: kept.total.toFixed(2), order_count: 1 },
      { sales: '0.00', order_count: 0 },
      { sales: '180.00', order_count: 1 },
    ]);

    await foldSalesDeltas(ctx.db);
    const { rows } = await ctx.pool.query('select count(*)::int as pending from sales_deltas');
    expect(rows[0].pending).toBe(0);
    expect(await Promise.all(days.map(salesOn))).toEqual(before);
    expect(await rollupMismatches(ctx.pool)).toEqual([]);
    expect(await vatRollupMismatches(ctx.pool)).toEqual([]);
  });
});

describe('menu items on receipts', () => {
  it('keeps the link to a menu item that exists and sells a deleted one under its printed name', async () => {
    const admin = await ctx.as('admin');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      payload: { name: 'Mutton Kacchi', category: 'Kacchi', price: 450, image: 'https://example.com/k.jpg' },
      headers: admin.headers,
    });
    const recipeId: string = created.json().data.recipe._id;
    const deletedRecipeId = '0b6d8a52-3f1e-4c2a-9d7b-5e4f3a2b1c0d';
    const response = await post(
      receipt({
        items: [
          { name: 'Mutton Kacchi', price: 450, quantity: 1, recipeId, priceReason: OFF_MENU },
          { name: 'Old Firni', price: 60, quantity: 2, recipeId: deletedRecipeId, priceReason: OFF_MENU },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    const { invoice } = response.json().data;
    expect(invoice.items.map((item: { recipeId: string | null }) => item.recipeId)).toEqual([recipeId, null]);
    expect(invoice.total).toBe(570);
    expect((await get(`/api/invoices/${invoice._id}`)).json().data.invoice).toEqual(invoice);
  });
});

describe('changing and deleting a receipt', () => {
  it('recomputes totals on update and moves the day’s sales when the date changes; delete takes them back', async () => {
    const created = (
      await post(
        receipt({
          issueDate: '2026-04-01',
          items: [{ name: 'Chicken Roast', price: 150, quantity: 1, priceReason: OFF_MENU }],
        }),
      )
    ).json().data.invoice;
    expect(await salesOn('2026-04-01')).toEqual({ sales: '150.00', order_count: 1 });

    const updated = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/invoices/${created._id}`,
      headers: manager.headers,
      payload: {
        issueDate: '2026-04-02',
        items: [{ name: 'Chicken Roast', price: 150, quantity: 3, priceReason: OFF_MENU }],
        total: 1,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.invoice).toMatchObject({
      _id: created._id,
      invoiceNumber: created.invoiceNumber,
      issueDate: '2026-04-02',
      subTotal: 450,
      total: 450,
      customer: created.customer,
    });
    expect(await salesOn('2026-04-01')).toEqual({ sales: '0.00', order_count: 0 });
    expect(await salesOn('2026-04-02')).toEqual({ sales: '450.00', order_count: 1 });

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/invoices/${created._id}`,
      headers: manager.headers,
    });
    expect(removed.json()).toEqual({ status: 'success', data: null });
    expect(await salesOn('2026-04-02')).toEqual({ sales: '0.00', order_count: 0 });
    expect((await get(`/api/invoices/${created._id}`)).statusCode).toBe(404);
  });

  it('prints the business details the admin saved, unless the receipt brings its own', async () => {
    // The details are the whole shop's: changing them here would change every other test's receipts.
    const shop = await createTestContext();
    onTestFinished(() => shop.close());
    const [admin, shopManager] = [await shop.as('admin'), await shop.as('manager')];
    const change = { name: 'Star Kabab & Restaurant', phone: '01911-222333' };
    const settings = (headers: { authorization: string }, payload?: object) =>
      shop.app.inject({ method: payload ? 'PATCH' : 'GET', url: '/api/settings/business', headers, payload });
    expect((await settings(shopManager.headers, change)).statusCode).toBe(403);
    const saved = await settings(admin.headers, change);
    expect(saved.json().data.business).toEqual({ ...DEMO_BUSINESS, ...change });
    expect((await settings(shopManager.headers)).json().data.business.name).toBe(change.name);

    // Dated today: a manager does not date receipts (ADR 0144).
    const postTo = (payload: CreateInvoiceInput) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/invoices',
        payload: { ...payload, issueDate: undefined },
        headers: shopManager.headers,
      });
    const invoice = (await postTo(receipt())).json().data.invoice;
    expect(invoice).toMatchObject({ businessName: change.name, businessPhone: change.phone });
    const own = (await postTo(receipt({ businessName: 'Branch 2' }))).json().data.invoice;
    expect(own).toMatchObject({ businessName: 'Branch 2', businessPhone: change.phone });
  });
});
