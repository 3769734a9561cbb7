import { NOTES } from '@dastarkhan/contract/days';
import { businessDay } from '@dastarkhan/contract/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMismatches } from '../../test/invariants';
import { createTestContext, type TestContext } from '../../test/test-app';
import { supplierBookMismatches } from './supplier-books-check';

// Issue 35: parallel intakes and payments on one supplier lose nothing, and nothing lands in a closed day.
let ctx: TestContext;
let admin: { authorization: string };
const today = businessDay(new Date(), 'Asia/Dhaka');

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.as('admin')).headers;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: admin, payload });
const intake = (name: string, dueTk: number) =>
  call('POST', '/inventory', {
    name,
    category: 'Vegetable',
    quantity: 1,
    price: 100,
    dueTk,
    supplier: { name: 'Padma Traders' },
  });

let supplierId = '';
let paymentId = '';

describe('50 parallel writes on one supplier', () => {
  it('keep every intake and payment: the payable is the sum of the rows and the statement counts each', async () => {
    expect((await intake('Onion', 500)).statusCode).toBe(201);
    supplierId = (await call('GET', '/suppliers?search=Padma')).json().data.suppliers[0]._id;
    const writes = Array.from({ length: 50 }, (_, index) =>
      index % 2 === 0
        ? intake(index % 4 === 0 ? 'Onion' : `Potato ${index}`, 100)
        : call('POST', `/suppliers/${supplierId}/payments`, { amount: 10, method: 'Card' }),
    );
    const answers = await Promise.all(writes);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    paymentId = answers[1]!.json().data.payment._id;
    const supplier = (await call('GET', `/suppliers/${supplierId}`)).json().data.supplier;
    expect(supplier.payable).toBe(500 + 25 * 100 - 25 * 10);
    const statement = (await call('GET', `/suppliers/${supplierId}/statement?limit=100`)).json().data;
    expect(statement.total).toBe(51);
    expect(statement.entries.map((entry: { seq: number }) => entry.seq)).toEqual(
      Array.from({ length: 51 }, (_, index) => index + 1),
    );
    expect(statement.closingBalance).toBe(supplier.payable);
    expect(await supplierBookMismatches(ctx.pool)).toEqual([]);
    expect(await stockMismatches(ctx.pool)).toEqual([]);
  });
});

describe('a closed day', () => {
  it('refuses a supplier payment and a void (409), and the database refuses a raw statement row', async () => {
    const closed = await call('POST', '/days/close', {
      day: today,
      notes: Object.fromEntries(NOTES.map((note) => [`${note}`, 0])),
      bkash: 0,
      nagad: 0,
      leftInDrawer: 0,
      reason: 'Test close',
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const paid = await call('POST', `/suppliers/${supplierId}/payments`, { amount: 10, method: 'Cash' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toContain('Z report #1');
    const voided = await call('POST', `/supplier-payments/${paymentId}/void`, { reason: 'Late' });
    expect(voided.statusCode).toBe(409);
    await expect(
      ctx.pool.query(
        `insert into supplier_ledger (supplier_id, seq, kind, amount, balance, business_day, at)
         values ($1, 999, 'payment', -1, 0, $2, now())`,
        [supplierId, today],
      ),
    ).rejects.toMatchObject({ code: 'DKZ01' });
    expect(await supplierBookMismatches(ctx.pool)).toEqual([]);
  });
});
