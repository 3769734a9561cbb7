import { OFF_MENU } from '../../test/menu';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMismatches, accountsApi, creditReceipt, uniquePhone } from '../../test/accounts';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 35: the credit limit and its approval, the ageing of what is owed at the Dhaka day's edges, and 50
 * credit sales and payments at once on one account.
 */
let ctx: TestContext;
let manager: ReturnType<typeof accountsApi>;
let admin: ReturnType<typeof accountsApi>;
/** 23:59 in Dhaka on 27 November 2026 (UTC+6); moved by the ageing test. */
let clock = new Date('2026-11-27T17:59:00Z');

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  manager = accountsApi(ctx, (await ctx.as('manager')).headers);
  admin = accountsApi(ctx, (await ctx.as('admin')).headers);
});
afterAll(() => ctx.close());

describe('the credit limit', () => {
  it('refuses a sale past it with 422 naming the limit, as a discount past the limits, and takes it with an admin approval, recorded', async () => {
    const phone = uniquePhone();
    const created = await admin.call('POST', '/customers', { name: 'Karim', phone, creditLimit: 1000 });
    expect(created.statusCode, created.body).toBe(201);
    const customer = created.json().data.customer;
    expect(customer).toMatchObject({ creditLimit: 1000, balance: 0 });
    expect((await manager.sell(creditReceipt(phone, 800))).statusCode).toBe(201);
    const past = await manager.sell(creditReceipt(phone, 300));
    expect(past.statusCode).toBe(422);
    const message =
      "This sale takes the customer's balance to ৳1,100.00, past their credit limit of ৳1,000.00: an admin's approval is needed.";
    expect(past.json()).toMatchObject({ message, errors: [{ path: 'approval', message }] });
    expect((await manager.account(customer._id)).balance).toBe(800);

    const pin = await admin.call('PUT', '/settings/approval-pin', {
      pin: '2468',
      password: 'password123',
    });
    expect(pin.statusCode, pin.body).toBe(200);
    const approved = await manager.sell(creditReceipt(phone, 300, undefined, { approval: { pin: '2468' } }));
    expect(approved.statusCode, approved.body).toBe(201);
    const invoiceId = approved.json().data.invoice._id;
    const { rows } = await ctx.pool.query(
      `select action, approver_name, details from approvals where invoice_id = $1`,
      [invoiceId],
    );
    expect(rows).toEqual([
      {
        action: 'credit-limit',
        approver_name: 'Test admin',
        details: { balance: 800, creditLimit: 1000, amount: 300, balanceAfter: 1100 },
      },
    ]);
    expect(await manager.account(customer._id)).toMatchObject({ balance: 1100, creditLimit: 1000 });
  });
});

describe('the credit limit on an edit', () => {
  it('holds an edit that puts more on credit past the limit, counting the receipt’s own credit once', async () => {
    const phone = uniquePhone();
    const created = await admin.call('POST', '/customers', { name: 'Rahima', phone, creditLimit: 1000 });
    expect(created.statusCode, created.body).toBe(201);
    const customerId = created.json().data.customer._id;
    const sold = await manager.sell(creditReceipt(phone, 800));
    expect(sold.statusCode, sold.body).toBe(201);
    const id = sold.json().data.invoice._id;
    const edit = (total: number, extra: object = {}) =>
      manager.call('PATCH', `/invoices/${id}`, {
        items: [{ name: 'Kacchi', price: total, quantity: 1, priceReason: OFF_MENU }],
        payments: [{ method: 'Credit', amount: total }],
        ...extra,
      });
    // ৳800 → ৳1,000: the receipt's own ৳800 is already in the balance, so the edit ends at the limit.
    expect((await edit(1000)).statusCode).toBe(200);
    const past = await edit(1200);
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual([expect.objectContaining({ path: 'approval' })]);
    expect(await manager.account(customerId)).toMatchObject({ balance: 1000 });
    const pin = await admin.call('PUT', '/settings/approval-pin', { pin: '1357', password: 'password123' });
    expect(pin.statusCode, pin.body).toBe(200);
    const approved = await edit(1200, { approval: { pin: '1357' } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await manager.account(customerId)).toMatchObject({ balance: 1200 });
    const { rows } = await ctx.pool.query(
      `select details from approvals where invoice_id = $1 and action = 'credit-limit'`,
      [id],
    );
    expect(rows).toEqual([
      { details: { balance: 1000, creditLimit: 1000, amount: 200, balanceAfter: 1200 } },
    ]);
  });
});

describe('the ageing of what is owed', () => {
  it('moves a receipt to the next bucket at midnight in Dhaka, not at midnight UTC', async () => {
    const phone = uniquePhone();
    // Issued 30, 60 and 90 days before 27 November: on their bucket's last day until 00:00 Dhaka time.
    for (const [issueDate, total] of [
      ['2026-10-28', 100],
      ['2026-09-28', 200],
      ['2026-08-29', 400],
    ] as const) {
      const sold = await admin.sell(creditReceipt(phone, total, undefined, { issueDate }));
      expect(sold.statusCode, sold.body).toBe(201);
    }
    const customerId = (await admin.dues(`?search=${phone}`)).json().data.dues[0].customerId;
    expect((await manager.account(customerId)).ageing).toEqual({
      days0to30: 100,
      days31to60: 200,
      days61to90: 400,
      over90: 0,
    });
    clock = new Date('2026-11-27T18:00:00Z');
    expect((await manager.account(customerId)).ageing).toEqual({
      days0to30: 0,
      days31to60: 100,
      days61to90: 200,
      over90: 400,
    });
    const dues = (await admin.dues(`?search=${phone}`)).json().data;
    expect(dues.dues).toEqual([
      expect.objectContaining({
        customerId,
        balance: 700,
        ageing: (await manager.account(customerId)).ageing,
      }),
    ]);
  });
});

describe('50 writes at once on one account', () => {
  it('loses nothing: 25 credit sales and 25 payments, the cached balance equal to the ledger and the statement', async () => {
    const phone = uniquePhone();
    const opening = await admin.sell(creditReceipt(phone, 1000));
    const customerId = opening.json().data.invoice.customerId;
    const writes = Array.from({ length: 50 }, (_, index) =>
      index % 2 === 0
        ? manager.sell(creditReceipt(phone, 100))
        : manager.pay(customerId, [{ method: 'Cash', amount: 10 }]),
    );
    const answers = await Promise.all(writes);
    expect(
      answers.map((answer) => answer.statusCode),
      answers.map((answer) => answer.body).join('\n'),
    ).toEqual(Array(50).fill(201));
    const balance = 1000 + 25 * 100 - 25 * 10;
    expect((await manager.account(customerId)).balance).toBe(balance);
    const statement = (await admin.statement(customerId, '?limit=100')).json().data;
    expect(statement.total).toBe(51);
    expect(statement.statement.entries.map((line: { seq: number }) => line.seq)).toEqual(
      Array.from({ length: 51 }, (_, index) => index + 1),
    );
    expect(statement.statement.entries.at(-1).balance).toBe(balance);
    expect(statement.statement.closingBalance).toBe(balance);
    expect(await accountMismatches(ctx.pool)).toEqual([]);
  });
});
