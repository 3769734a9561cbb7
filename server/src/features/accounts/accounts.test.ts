import { CREDIT_NEEDS_PHONE } from '@dastarkhan/contract/tenders';
import { businessDay, shiftDate } from '@dastarkhan/contract/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMismatches, accountsApi, creditReceipt, uniquePhone } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 35's customer accounts through the API: a partial credit sale, a payment applied across three receipts
 * and its void, overpayment, a walk-in refused credit, and a closed day.
 */
let ctx: TestContext;
let manager: ReturnType<typeof accountsApi>;
let admin: ReturnType<typeof accountsApi>;
const today = businessDay(new Date(), 'Asia/Dhaka');

beforeAll(async () => {
  ctx = await createTestContext();
  manager = accountsApi(ctx, (await ctx.as('manager')).headers);
  admin = accountsApi(ctx, (await ctx.as('admin')).headers);
});
afterAll(() => ctx.close());

/** A credit sale of `total` for `phone` (dated `issueDate` by the admin): the receipt. */
async function sellOnCredit(phone: string, total: number, issueDate = today) {
  const sold = await admin.sell(creditReceipt(phone, total, undefined, { issueDate }));
  expect(sold.statusCode, sold.body).toBe(201);
  return sold.json().data.invoice;
}

describe('a credit sale', () => {
  it('puts only its Credit part on the account: ৳300 cash and ৳700 on credit owe ৳700', async () => {
    const phone = uniquePhone();
    const sold = await manager.sell(
      creditReceipt(phone, 1000, [
        { method: 'Cash', amount: 300 },
        { method: 'Credit', amount: 700 },
      ]),
    );
    expect(sold.statusCode, sold.body).toBe(201);
    const invoice = sold.json().data.invoice;
    expect(invoice).toMatchObject({ status: 'due', amountPaid: 300, paymentMethod: 'Credit' });
    expect(invoice.customerId).toBeTruthy();
    expect(await manager.account(invoice.customerId)).toMatchObject({
      phone,
      balance: 700,
      creditLimit: null,
      lastPaymentDay: null,
      ageing: { days0to30: 700, days31to60: 0, days61to90: 0, over90: 0 },
    });
    const statement = (await manager.statement(invoice.customerId)).json().data;
    expect(statement.statement.entries).toEqual([
      expect.objectContaining({
        seq: 1,
        kind: 'sale',
        invoiceNumber: invoice.invoiceNumber,
        amount: 700,
        balance: 700,
      }),
    ]);
    expect(statement.statement).toMatchObject({ openingBalance: 0, closingBalance: 700 });
    expect(await accountMismatches(ctx.pool)).toEqual([]);
  });

  it('refuses credit to a walk-in, in the counter shape and the spec bare call alike, and saves nothing', async () => {
    const walkIn = {
      customer: { name: 'Walk-in' },
      items: [{ name: 'Tea', price: 20, quantity: 1, priceReason: 'Off menu' }],
    };
    const tendered = await manager.sell({ ...walkIn, payments: [{ method: 'Credit', amount: 20 }] });
    expect(tendered.statusCode).toBe(400);
    expect(tendered.json().message).toBe(CREDIT_NEEDS_PHONE);
    const bare = await manager.sell(walkIn);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(CREDIT_NEEDS_PHONE);
    const paid = await manager.sell({ ...walkIn, payments: [{ method: 'Cash', amount: 20 }] });
    expect(paid.statusCode).toBe(201);
  });

  it('finds the regular by phone: a second credit sale lands on the same account', async () => {
    const phone = uniquePhone();
    const first = await sellOnCredit(phone, 100);
    const second = await sellOnCredit(phone, 250);
    expect(second.customerId).toBe(first.customerId);
    expect((await manager.account(first.customerId)).balance).toBe(350);
  });
});

describe('a receipt edited or voided', () => {
  it('moves its Credit with its customer, and its void takes it off the account', async () => {
    const [first, second] = [uniquePhone(), uniquePhone()];
    const receipt = await sellOnCredit(first, 500);
    const other = await sellOnCredit(second, 100);
    const moved = await manager.call('PATCH', `/invoices/${receipt._id}`, {
      customer: { name: 'Regular', phoneNumber: second },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await manager.account(receipt.customerId)).balance).toBe(0);
    expect((await manager.account(other.customerId)).balance).toBe(600);
    const voided = await manager.call('DELETE', `/invoices/${receipt._id}`, { reason: 'Entered twice' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await manager.account(other.customerId)).balance).toBe(100);
    const kinds = (await manager.statement(other.customerId))
      .json()
      .data.statement.entries.map((line: { kind: string; amount: number }) => [line.kind, line.amount]);
    expect(kinds).toEqual([
      ['sale', 100],
      ['sale', 500],
      ['sale-void', -500],
    ]);
    expect(await accountMismatches(ctx.pool)).toEqual([]);
  });
});

describe('money received on an account', () => {
  it('is in the drawer: the X report counts it as a later payment by its tender, on the day it came in', async () => {
    const phone = uniquePhone();
    const receipt = await sellOnCredit(phone, 1000, shiftDate(today, -3));
    const xReport = async () =>
      (await admin.call('GET', `/days/x-report?day=${today}`)).json().data.laterPayments;
    const before = await xReport();
    const paid = await manager.pay(receipt.customerId, [
      { method: 'Cash', amount: 300 },
      { method: 'bKash', amount: 200, reference: `XR${phone}` },
    ]);
    expect(paid.statusCode, paid.body).toBe(201);
    const after = await xReport();
    expect(after.Cash - before.Cash).toBe(300);
    expect(after.bKash - before.bKash).toBe(200);
  });
});

describe('a payment received on the account', () => {
  it('pays the oldest receipts first across three, and its void makes each due again as it was', async () => {
    const phone = uniquePhone();
    const oldest = await sellOnCredit(phone, 300, shiftDate(today, -20));
    const middle = await sellOnCredit(phone, 400, shiftDate(today, -10));
    const newest = await sellOnCredit(phone, 500, shiftDate(today, -1));
    const customerId = oldest.customerId;
    const paid = await manager.pay(customerId, [{ method: 'Cash', amount: 900 }], 'Month end');
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = paid.json().data.payment;
    expect(payment).toMatchObject({
      number: expect.stringMatching(/^MR-\d{6}$/),
      customerId,
      amount: 900,
      change: 0,
      note: 'Month end',
      balanceBefore: 1200,
      balanceAfter: 300,
      businessDay: today,
      createdByName: 'Test manager',
      voided: null,
      allocations: [
        { invoiceId: oldest._id, invoiceNumber: oldest.invoiceNumber, amount: 300, status: 'paid' },
        { invoiceId: middle._id, invoiceNumber: middle.invoiceNumber, amount: 400, status: 'paid' },
        { invoiceId: newest._id, invoiceNumber: newest.invoiceNumber, amount: 200, status: 'due' },
      ],
    });
    expect(await manager.receipt(oldest._id)).toMatchObject({ status: 'paid', amountPaid: 300 });
    expect(await manager.receipt(newest._id)).toMatchObject({ status: 'due', amountPaid: 200 });
    expect(await manager.account(customerId)).toMatchObject({ balance: 300, lastPaymentDay: today });

    const voided = await manager.voidPayment(payment._id, 'Counted twice');
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data.payment.voided).toMatchObject({
      reason: 'Counted twice',
      byName: 'Test manager',
    });
    for (const receipt of [oldest, middle, newest])
      expect(await manager.receipt(receipt._id)).toMatchObject({ status: 'due', amountPaid: 0 });
    expect(await manager.account(customerId)).toMatchObject({ balance: 1200, lastPaymentDay: null });
    const again = await manager.voidPayment(payment._id, 'Counted twice');
    expect(again.statusCode).toBe(409);

    const lines = (await manager.statement(customerId)).json().data.statement.entries;
    expect(
      lines.map((line: { kind: string; amount: number; balance: number }) => [
        line.kind,
        line.amount,
        line.balance,
      ]),
    ).toEqual([
      ['sale', 300, 300],
      ['sale', 400, 700],
      ['sale', 500, 1200],
      ['payment', -900, 300],
      ['payment-void', 900, 1200],
    ]);
    expect(lines[3].paymentNumber).toBe(payment.number);
    // Any period, paged: the opening balance is what was owed before its first line.
    const paged = (await manager.statement(customerId, `?from=${today}&to=${today}&page=2&limit=2`)).json()
      .data;
    expect(paged).toMatchObject({ page: 2, limit: 2, total: 5 });
    expect(paged.statement).toMatchObject({ openingBalance: 0, closingBalance: 1200 });
    expect(paged.statement.entries.map((line: { seq: number }) => line.seq)).toEqual([3, 4]);
    const later = (await manager.statement(customerId, `?from=${shiftDate(today, 1)}`)).json().data;
    expect(later).toMatchObject({
      total: 0,
      statement: { openingBalance: 1200, closingBalance: 1200, entries: [] },
    });
    const trail = await ctx.pool.query(
      `select entity_id, action, reason from audit_entries where kind = 'payment' and entity_id = $1 order by id`,
      [oldest._id],
    );
    expect(trail.rows).toEqual([
      { entity_id: oldest._id, action: 'create', reason: null },
      { entity_id: oldest._id, action: 'void', reason: 'Counted twice' },
    ]);
    expect(await accountMismatches(ctx.pool)).toEqual([]);
  });

  it('refuses more than is owed unless the excess is cash, which is change handed back', async () => {
    const phone = uniquePhone();
    const receipt = await sellOnCredit(phone, 300);
    const wallet = await manager.pay(receipt.customerId, [
      { method: 'bKash', amount: 400, reference: 'BK1234567' },
    ]);
    expect(wallet.statusCode).toBe(400);
    expect(wallet.json().message).toBe(
      'The customer owes ৳300.00: only cash can be more than what is owed (the change handed back).',
    );
    const cash = await manager.pay(receipt.customerId, [{ method: 'Cash', amount: 500 }]);
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json().data.payment).toMatchObject({ amount: 300, change: 200, balanceAfter: 0 });
    expect(await manager.receipt(receipt._id)).toMatchObject({ status: 'paid', amountPaid: 500 });
    const nothing = await manager.pay(receipt.customerId, [{ method: 'Cash', amount: 10 }]);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('This customer owes nothing.');
  });

  it('takes a bKash transaction ID once: a second payment or receipt with it is refused naming the money receipt', async () => {
    const phone = uniquePhone();
    const receipt = await sellOnCredit(phone, 1000);
    const first = await manager.pay(receipt.customerId, [
      { method: 'bKash', amount: 400, reference: 'TRX777ABC' },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    const number = first.json().data.payment.number;
    const second = await manager.pay(receipt.customerId, [
      { method: 'bKash', amount: 100, reference: 'trx777abc' },
    ]);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain(`already used on receipt ${number}`);
    // Voided, the payment frees its ID to be received again.
    await manager.voidPayment(first.json().data.payment._id, 'Wrong customer');
    const redone = await manager.pay(receipt.customerId, [
      { method: 'bKash', amount: 400, reference: 'TRX777ABC' },
    ]);
    expect(redone.statusCode, redone.body).toBe(201);
  });

  it('is refused in a closed day with 409, and nothing is recorded', async () => {
    const phone = uniquePhone();
    const receipt = await sellOnCredit(phone, 600);
    const closed = await admin.call('POST', '/days/close', {
      day: today,
      notes: { 1000: 0, 500: 0, 200: 0, 100: 0, 50: 0, 20: 0, 10: 0, 5: 0, 2: 0, 1: 0 },
      bkash: 0,
      nagad: 0,
      leftInDrawer: 0,
      reason: 'Test close',
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const refused = await manager.pay(receipt.customerId, [{ method: 'Cash', amount: 100 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('is closed');
    expect((await manager.account(receipt.customerId)).balance).toBe(600);
  });
});
