import crypto from 'node:crypto';
import { receiptPayment, type Invoice } from '@dastarkhan/contract/invoices';
import { RECEIPT_VOIDED_REPLAY } from '@dastarkhan/contract/voids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countMismatches,
  kitchenMismatches,
  paymentCacheMismatches,
  rollupMismatches,
  stockMismatches,
  vatRollupMismatches,
} from '../../test/invariants';
import { kitchen } from '../../test/kitchen';
import { OFF_MENU } from '../../test/menu';
import { orderCalls } from '../../test/orders';
import { receiptCountFor, uniqueGuestName } from '../../test/receipts';
import { createTestContext, type TestContext } from '../../test/test-app';
import { foldSalesDeltas } from './daily-sales';

let ctx: TestContext;
let admin: { authorization: string };
let manager: { id: string; name: string; headers: { authorization: string } };
let k: ReturnType<typeof kitchen>;

beforeAll(async () => {
  // Nothing folds but the tests themselves: the figures must be right with the reversals pending and folded.
  ctx = await createTestContext({ foldSalesInBackground: false });
  admin = (await ctx.as('admin')).headers;
  manager = await ctx.newUser('manager');
  // Receipts of past days are the admin's to date (ADR 0144); the manager voids them.
  k = kitchen(ctx, admin, admin);
  await k.intake('Basmoti rice', 100, 'kg', 125);
  await k.intake('Mutton', 50, 'kg', 900);
  // 10 kg rice and 8 kg mutton make 40 plates: a plate takes 0.25 kg rice and 0.2 kg mutton.
  await k.dish('Kacchi', 480, {
    batchPlates: 40,
    ingredients: [
      { itemId: k.items['Basmoti rice'], quantity: 10, unit: 'kg' },
      { itemId: k.items['Mutton'], quantity: 8, unit: 'kg' },
    ],
  });
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = manager.headers,
) => ctx.app.inject({ method, url, headers, payload });

/** Every cached figure against the rows it sums: none may differ, pending or folded. */
async function expectBooksBalanced() {
  for (const fold of [false, true]) {
    if (fold) await foldSalesDeltas(ctx.db);
    expect(await rollupMismatches(ctx.pool)).toEqual([]);
    expect(await vatRollupMismatches(ctx.pool)).toEqual([]);
    expect(await kitchenMismatches(ctx.pool)).toEqual([]);
    expect(await stockMismatches(ctx.pool)).toEqual([]);
    expect(await paymentCacheMismatches(ctx.pool)).toEqual([]);
    expect(await countMismatches(ctx.pool)).toEqual([]);
  }
}

const rowsOf = async (table: string, invoiceId: string) =>
  (await ctx.pool.query(`select * from ${table} where invoice_id = $1`, [invoiceId])).rows;

describe('finding 5: a charged receipt deleted by a manager', () => {
  it('is voided, not deleted: gone for clients, kept with who and when, its held order voided, its key answering 410', async () => {
    const orders = orderCalls(ctx, manager.headers);
    const name = uniqueGuestName();
    const held = await orders.hold({
      table: 'T7',
      customer: { name },
      lines: [{ recipeId: k.dishes['Kacchi'], name: 'Kacchi', price: 480, quantity: 2 }],
    });
    const order = held.json().data.order as { _id: string };
    const sent = await orders.send(order._id, 1);
    expect(sent.statusCode).toBe(201);
    const key = crypto.randomUUID();
    const chargeBody = { version: sent.json().data.order.version, paymentMethod: 'Cash', amountPaid: 1000 };
    const charged = await orders.charge(order._id, chargeBody, key);
    expect(charged.statusCode, charged.body).toBe(201);
    const receipt = charged.json().data.invoice as { _id: string; invoiceNumber: string; total: number };
    expect(receipt.total).toBe(960);

    // The rewrite the finding describes (the prices work refuses it; whatever its answer, the delete below is a void).
    await call('PATCH', `/api/invoices/${receipt._id}`, {
      items: [{ name: 'Kacchi', price: 1, quantity: 2 }],
      payments: [{ method: 'Cash', amount: 2, reference: '' }],
      issueDate: '2026-08-15',
    });
    const deleted = await call('DELETE', `/api/invoices/${receipt._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ status: 'success', data: null });

    expect((await call('GET', `/api/invoices/${receipt._id}`)).statusCode).toBe(404);
    expect(await receiptCountFor(ctx, manager.headers, name)).toBe(0);
    const [row] = (
      await ctx.pool.query('select invoice_number, voided_at from invoices where id = $1', [receipt._id])
    ).rows;
    expect(row).toMatchObject({ invoice_number: receipt.invoiceNumber, voided_at: expect.any(Date) });
    expect(await rowsOf('invoice_voids', receipt._id)).toEqual([
      expect.objectContaining({ reason: null, by_id: manager.id, by_name: manager.name }),
    ]);

    const heldAfter = (await orders.read(order._id)).json().data.order;
    expect(heldAfter).toMatchObject({ status: 'void', invoiceId: receipt._id });

    const replay = await orders.charge(order._id, chargeBody, key);
    expect(replay.statusCode).toBe(410);
    expect(replay.json()).toEqual({
      status: 'fail',
      message: RECEIPT_VOIDED_REPLAY,
      code: 'receiptVoidedReplay',
    });
    await expectBooksBalanced();
  });
});

describe('a void', () => {
  it('reverses payments, stock and the roll-ups by appended rows, the cached totals matching the rows', async () => {
    await foldSalesDeltas(ctx.db);
    const stockBefore = await k.stock();
    const name = uniqueGuestName();
    const day = '2026-11-20';
    // Only an admin dates a receipt back (ADR 0144).
    const sold = await call(
      'POST',
      '/api/invoices',
      {
        customer: { name, phoneNumber: '01711000555' },
        issueDate: day,
        items: [k.line('Kacchi', 3, 480)],
        payments: [
          { method: 'Cash', amount: 1000, reference: '' },
          { method: 'Credit', amount: 440, reference: '' },
        ],
      },
      admin,
    );
    expect(sold.statusCode, sold.body).toBe(201);
    const receipt = sold.json().data.invoice as { _id: string; customerId: string };
    const movementsBefore = await rowsOf('inventory_movements', receipt._id);
    expect(movementsBefore).toHaveLength(2);
    const customerBefore = (
      await call('GET', `/api/customers/${receipt.customerId}`, undefined, admin)
    ).json().data.customer;
    expect(customerBefore.invoiceCount).toBe(1);

    const voided = await call('DELETE', `/api/invoices/${receipt._id}`, {
      reason: 'Guest walked out before eating',
    });
    expect(voided.statusCode).toBe(200);

    // Payments: the two rows stay, and two negative rows bring each tender to nothing.
    const payments = (
      await ctx.pool.query<{ method: string; amount: string }>(
        'select method, amount::text from invoice_payments where invoice_id = $1 order by seq',
        [receipt._id],
      )
    ).rows;
    expect(payments).toEqual([
      { method: 'Cash', amount: '1000.00' },
      { method: 'Credit', amount: '440.00' },
      { method: 'Cash', amount: '-1000.00' },
      { method: 'Credit', amount: '-440.00' },
    ]);
    // Stock: the sale movements stay and new ones give back what they took, exactly.
    const movements = await rowsOf('inventory_movements', receipt._id);
    expect(movements).toHaveLength(4);
    expect(await k.stock()).toEqual(stockBefore);
    // The day's sales and the customer's receipts no longer count it.
    const dayTotal = await ctx.pool.query<{ sales: string; orders: string }>(
      'select coalesce(sum(sales), 0)::text as sales, coalesce(sum(order_count), 0)::text as orders from sales_by_day where day = $1',
      [day],
    );
    expect(dayTotal.rows[0]).toEqual({ sales: '0.00', orders: '0' });
    const customer = (await call('GET', `/api/customers/${receipt.customerId}`, undefined, admin)).json().data
      .customer;
    expect(customer.invoiceCount).toBe(0);
    expect(await rowsOf('invoice_voids', receipt._id)).toEqual([
      expect.objectContaining({ reason: 'Guest walked out before eating', by_name: manager.name }),
    ]);
    await expectBooksBalanced();

    // A voided receipt takes no more writes: a second delete, an edit and a later payment are 404s.
    expect((await call('DELETE', `/api/invoices/${receipt._id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/invoices/${receipt._id}`, { waiter: 'Rafiq' })).statusCode).toBe(404);
    const paid = await call('POST', `/api/invoices/${receipt._id}/payments`, {
      payments: [{ method: 'Cash', amount: 440, reference: '' }],
    });
    expect(paid.statusCode).toBe(404);
  });

  it('records the reason given in the query, for a client that sends no body with a DELETE', async () => {
    const receipt = (await k.sell([k.line('Kacchi', 1, 480)], '2026-11-21')) as { _id: string };
    const voided = await call(
      'DELETE',
      `/api/invoices/${receipt._id}?reason=${encodeURIComponent('Wrong table')}`,
    );
    expect(voided.statusCode).toBe(200);
    expect(await rowsOf('invoice_voids', receipt._id)).toEqual([
      expect.objectContaining({ reason: 'Wrong table' }),
    ]);
  });

  it('is shown to an admin as it was, with who voided it, when and why; to nobody else', async () => {
    const receipt = await k.sell([k.line('Kacchi', 2, 480)], '2026-11-22');
    expect((await call('GET', `/api/invoices/${receipt._id}/void`, undefined, admin)).statusCode).toBe(404);
    await call('DELETE', `/api/invoices/${receipt._id}`, { reason: 'Duplicate bill' });
    const opened = await call('GET', `/api/invoices/${receipt._id}/void`, undefined, admin);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      invoice: {
        _id: receipt._id,
        invoiceNumber: receipt.invoiceNumber,
        total: 960,
        items: [{ name: 'Kacchi' }],
      },
      void: { voidedBy: { name: manager.name }, reason: 'Duplicate bill', voidedAt: expect.any(String) },
    });
    expect((await call('GET', `/api/invoices/${receipt._id}/void`)).statusCode).toBe(403);
  });

  it('is shown as it stood just before the void: a paid receipt paid, a part-paid one with what was still due', async () => {
    const voidedOpened = async (payments: object[], phoneNumber: string) => {
      const sold = await call(
        'POST',
        '/api/invoices',
        { customer: { name: uniqueGuestName(), phoneNumber }, items: [k.line('Kacchi', 2, 480)], payments },
        admin,
      );
      expect(sold.statusCode, sold.body).toBe(201);
      const { _id } = sold.json().data.invoice as { _id: string };
      expect((await call('DELETE', `/api/invoices/${_id}`, { reason: 'Wrong table' })).statusCode).toBe(200);
      const opened = await call('GET', `/api/invoices/${_id}/void`, undefined, admin);
      expect(opened.statusCode).toBe(200);
      const { invoice } = opened.json().data as { invoice: Invoice };
      // What the view and its print show: Amount Paid, Amount Due and Status, from the same contract function.
      return { invoice, shown: receiptPayment(invoice.total, invoice.paymentMethod, invoice.amountPaid) };
    };

    const paid = await voidedOpened([{ method: 'Cash', amount: 960, reference: '' }], '01711000561');
    expect(paid.invoice).toMatchObject({
      total: 960,
      amountPaid: 960,
      status: 'paid',
      paymentMethod: 'Cash',
    });
    expect(paid.invoice.payments).toMatchObject([{ method: 'Cash', amount: 960 }]);
    expect(paid.shown).toMatchObject({ amountPaid: 960, amountDue: 0, status: 'paid' });

    const partPaid = await voidedOpened(
      [
        { method: 'Cash', amount: 500, reference: '' },
        { method: 'Credit', amount: 460, reference: '' },
      ],
      '01711000562',
    );
    expect(partPaid.invoice).toMatchObject({ amountPaid: 500, status: 'due', paymentMethod: 'Credit' });
    expect(partPaid.invoice.payments).toMatchObject([
      { method: 'Cash', amount: 500 },
      { method: 'Credit', amount: 460 },
    ]);
    expect(partPaid.shown).toMatchObject({ amountPaid: 500, amountDue: 460, status: 'due' });
    // The books still hold the void's reversals: the cached figures match the rows, nothing is paid.
    await expectBooksBalanced();
  });

  it('is final in the database too: the app cannot delete a receipt row nor bring a voided one back', async () => {
    const receipt = await k.sell([k.line('Kacchi', 1, 480)], '2026-11-23');
    await expect(ctx.pool.query('delete from invoices where id = $1', [receipt._id])).rejects.toThrow(
      /never deleted/,
    );
    await call('DELETE', `/api/invoices/${receipt._id}`);
    await expect(
      ctx.pool.query('update invoices set voided_at = null where id = $1', [receipt._id]),
    ).rejects.toThrow(/stays voided/);
  });
});

describe('an Idempotency-Key replayed after a void', () => {
  it('answers 410 instead of the first 201, and makes no receipt', async () => {
    const name = uniqueGuestName();
    const key = crypto.randomUUID();
    const body = {
      customer: { name },
      items: [{ name: 'Tea', price: 20, quantity: 2, priceReason: OFF_MENU }],
      amountPaid: 40,
      paymentMethod: 'Cash',
    };
    const post = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/invoices',
        headers: { ...manager.headers, 'idempotency-key': key },
        payload: body,
      });
    const first = await post();
    expect(first.statusCode).toBe(201);
    expect((await call('DELETE', `/api/invoices/${first.json().data.invoice._id}`)).statusCode).toBe(200);
    const replay = await post();
    expect(replay.statusCode).toBe(410);
    expect(replay.json()).toEqual({
      status: 'fail',
      message: RECEIPT_VOIDED_REPLAY,
      code: 'receiptVoidedReplay',
    });
    expect(await receiptCountFor(ctx, manager.headers, name)).toBe(0);
  });
});
