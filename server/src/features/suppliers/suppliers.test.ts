import { businessDay } from '@dastarkhan/contract/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMismatches } from '../../test/invariants';
import { createTestContext, type TestContext } from '../../test/test-app';
import { checkDayFigures } from '../days/figures-check';
import { supplierBookMismatches } from './supplier-books-check';

// Issue 35: suppliers are records; intakes on credit are their payable, paid oldest first, voided by rows.
let ctx: TestContext;
let admin: { authorization: string };
const today = businessDay(new Date(), 'Asia/Dhaka');

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.as('admin')).headers;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = admin) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, payload });
const booksAgree = async () => {
  expect(await supplierBookMismatches(ctx.pool)).toEqual([]);
  expect(await stockMismatches(ctx.pool)).toEqual([]);
  expect(await checkDayFigures(ctx.db)).toEqual([]);
};
async function receive(name: string, supplier: string, dueTk: number, price = 100) {
  const response = await call('POST', '/inventory', {
    name,
    category: 'Meat',
    quantity: 10,
    price,
    dueTk,
    supplier: { name: supplier },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.items[0] as {
    _id: string;
    dueTk: number;
    version: number;
    supplier: { name: string };
  };
}
const supplierNamed = async (name: string) =>
  (await call('GET', `/suppliers?search=${encodeURIComponent(name)}`)).json().data.suppliers[0];
const dueOf = async (id: string) => (await call('GET', `/inventory/${id}`)).json().data.item;

describe('an intake names a supplier', () => {
  it('finds or creates the record from the spec’s supplier name, whatever its case and spaces', async () => {
    const beef = await receive('Beef', '  Karim   Traders ', 600);
    expect(beef.supplier).toEqual({ name: 'Karim Traders' });
    await receive('Mutton', 'karim traders', 400);
    const karim = await supplierNamed('Karim');
    expect(karim).toMatchObject({ name: 'Karim Traders', payable: 1000 });
    expect((await call('GET', '/suppliers?search=karim')).json().data.total).toBe(1);
    const salt = await receive('Salt', 'Not specified', 0);
    expect(salt.supplier).toEqual({ name: 'Not specified' });
    await booksAgree();
  });
});

describe('paying a supplier', () => {
  it('applies a payment to the oldest intakes first, and a void puts it back', async () => {
    const first = await receive('Rice', 'Abul Rice Mill', 300);
    const second = await receive('Flour', 'Abul Rice Mill', 500);
    const third = await receive('Lentils', 'Abul Rice Mill', 200);
    const abul = await supplierNamed('Abul');
    expect(abul.payable).toBe(1000);
    const paid = await call('POST', `/suppliers/${abul._id}/payments`, {
      amount: 650,
      method: 'bKash',
      reference: 'TX12345678',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = paid.json().data.payment;
    expect(payment).toMatchObject({
      amount: 650,
      method: 'bKash',
      supplierName: 'Abul Rice Mill',
      voided: null,
    });
    expect(payment.number).toMatch(/^SP-\d{6}$/);
    expect(payment.allocations.map((a: { item: string; amount: number }) => [a.item, a.amount])).toEqual([
      ['Rice', 300],
      ['Flour', 350],
    ]);
    // The spec's dueTk per item is what its intakes still owe.
    expect((await dueOf(first._id)).dueTk).toBe(0);
    expect((await dueOf(second._id)).dueTk).toBe(150);
    expect((await dueOf(third._id)).dueTk).toBe(200);
    const detail = (await call('GET', `/suppliers/${abul._id}`)).json().data.supplier;
    expect(detail).toMatchObject({
      payable: 350,
      lastPaymentDay: today,
      ageing: { days0to30: 350, over90: 0 },
    });
    await booksAgree();

    const voided = await call('POST', `/supplier-payments/${payment._id}/void`, { reason: 'Wrong supplier' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data.payment.voided).toMatchObject({ reason: 'Wrong supplier' });
    expect((await dueOf(first._id)).dueTk).toBe(300);
    expect((await dueOf(second._id)).dueTk).toBe(500);
    expect((await supplierNamed('Abul')).payable).toBe(1000);
    const again = await call('POST', `/supplier-payments/${payment._id}/void`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    const audit = (await call('GET', `/audit/supplier-payment/${payment._id}`)).json().data;
    expect(JSON.stringify(audit)).toContain('Wrong supplier');
    await booksAgree();
  });

  it('refuses paying more than is owed, naming what is', async () => {
    const abul = await supplierNamed('Abul');
    const over = await call('POST', `/suppliers/${abul._id}/payments`, { amount: 1000.01, method: 'Card' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'Only ৳1,000.00 is owed to Abul Rice Mill: a payment of ৳1,000.01 is more than that.',
    );
    const noId = await call('POST', `/suppliers/${abul._id}/payments`, { amount: 10, method: 'Nagad' });
    expect(noId.statusCode).toBe(400);
  });

  it('writes a statement with the running balance, paged, for any period', async () => {
    const abul = await supplierNamed('Abul');
    const statement = (await call('GET', `/suppliers/${abul._id}/statement?limit=3&page=2`)).json().data;
    expect(statement.total).toBe(5);
    const all = (await call('GET', `/suppliers/${abul._id}/statement?limit=10`)).json().data;
    expect(
      all.entries.map((e: { kind: string; amount: number; balance: number }) => [
        e.kind,
        e.amount,
        e.balance,
      ]),
    ).toEqual([
      ['intake', 300, 300],
      ['intake', 500, 800],
      ['intake', 200, 1000],
      ['payment', -650, 350],
      ['payment-void', 650, 1000],
    ]);
    expect(statement.entries).toEqual(all.entries.slice(3));
    expect(all).toMatchObject({ openingBalance: 0, closingBalance: 1000 });
    const period = (await call('GET', `/suppliers/${abul._id}/statement?from=${today}&to=${today}`)).json()
      .data;
    expect(period).toMatchObject({ total: 5, openingBalance: 0, closingBalance: 1000 });
  });
});

describe('a repeated payment', () => {
  it('with the same Idempotency-Key is answered as the first, and pays once', async () => {
    await receive('Yoghurt', 'Bogura Doi', 400);
    const doi = await supplierNamed('Bogura Doi');
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/suppliers/${doi._id}/payments`,
        headers: { ...admin, 'idempotency-key': 'pay-doi-1' },
        payload: { amount: 100, method: 'Card' },
      });
    const [first, again] = await Promise.all([send(), send()]);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await supplierNamed('Bogura Doi')).payable).toBe(300);
    await booksAgree();
  });
});

describe('the spec’s dueTk', () => {
  it('is lowered by a PATCH as a payment of the item’s oldest intakes, raised as a correction, never overwritten', async () => {
    const ghee = await receive('Ghee', 'Sylhet Dairy', 400);
    const more = await receive('Ghee', 'Sylhet Dairy', 100);
    expect(more.dueTk).toBe(500);
    const lowered = await call('PATCH', `/inventory/${ghee._id}`, { dueTk: 150, version: more.version });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json().data.item.dueTk).toBe(150);
    const dairy = await supplierNamed('Sylhet');
    expect(dairy.payable).toBe(150);
    const raised = await call('PATCH', `/inventory/${ghee._id}`, {
      dueTk: 250,
      version: lowered.json().data.item.version,
    });
    expect(raised.json().data.item.dueTk).toBe(250);
    const statement = (await call('GET', `/suppliers/${dairy._id}/statement`)).json().data;
    expect(
      statement.entries.map((e: { kind: string; amount: number; balance: number }) => [
        e.kind,
        e.amount,
        e.balance,
      ]),
    ).toEqual([
      ['intake', 400, 400],
      ['intake', 100, 500],
      ['payment', -350, 150],
      ['correction', 100, 250],
    ]);
    const history = (await call('GET', `/inventory/${ghee._id}/movements`)).json().data;
    expect(history.movements.map((m: { kind: string; dueTk: number }) => [m.kind, m.dueTk])).toEqual([
      ['correction', 100],
      ['payment', -350],
      ['intake', 100],
      ['intake', 400],
    ]);
    await booksAgree();
  });
});

describe('a supplier paid in cash', () => {
  it('is the day’s pay-out, counted once, and its void voids the pay-out', async () => {
    await receive('Gas cylinder', 'Bashundhara LP Gas', 2000);
    const gas = await supplierNamed('Bashundhara');
    const before = (await call('GET', '/days/x-report')).json().data;
    const paid = await call('POST', `/suppliers/${gas._id}/payments`, {
      amount: 1000,
      method: 'Cash',
      note: 'Half',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const after = (await call('GET', '/days/x-report')).json().data;
    expect(after.payOuts).toEqual({ count: before.payOuts.count + 1, amount: before.payOuts.amount + 1000 });
    const drawer = (await call('GET', '/days/drawer')).json().data.movements;
    expect(drawer[0]).toMatchObject({
      kind: 'pay-out',
      amount: 1000,
      reason: 'Paid to Bashundhara LP Gas',
      costId: null,
    });
    await booksAgree();
    const voided = await call('POST', `/days/drawer/${drawer[0]._id}/void`, { reason: 'Counted wrong' });
    expect(voided.statusCode, voided.body).toBe(200);
    const payment = (await call('GET', `/supplier-payments/${paid.json().data.payment._id}`)).json().data
      .payment;
    expect(payment.voided).toMatchObject({ reason: 'Counted wrong' });
    expect((await supplierNamed('Bashundhara')).payable).toBe(2000);
    expect((await call('GET', '/days/x-report')).json().data.payOuts).toEqual(before.payOuts);
    await booksAgree();
  });
});

describe('ageing', () => {
  it('buckets each unpaid intake by business days since its day, at each bucket’s edges', async () => {
    const amounts = [10, 20, 40, 80, 160, 320];
    const ages = [30, 31, 60, 61, 90, 91];
    for (const [index, amount] of amounts.entries()) await receive(`Spice ${index}`, 'Ageing Test', amount);
    const aged = await supplierNamed('Ageing Test');
    for (const [index, age] of ages.entries())
      await ctx.pool.query(
        `update supplier_dues set business_day = $1::date - $2::int
         where item_id = (select id from inventory_items where name = $3)`,
        [today, age, `Spice ${index}`],
      );
    const detail = (await call('GET', `/suppliers/${aged._id}`)).json().data.supplier;
    expect(detail.ageing).toEqual({ days0to30: 10, days31to60: 60, days61to90: 240, over90: 320 });
    const listed = (await call('GET', '/payables?search=Ageing')).json().data.payables;
    expect(listed).toEqual([expect.objectContaining({ payable: 630, ageing: detail.ageing })]);
  });
});

describe('the payables list', () => {
  it('lists suppliers owed money, largest first, with ageing and the total payable', async () => {
    const list = (await call('GET', '/payables?limit=100')).json().data;
    const payables = list.payables.map((p: { name: string; payable: number }) => [p.name, p.payable]);
    expect(payables[0]).toEqual(['Bashundhara LP Gas', 2000]);
    expect(payables.slice(1, 3)).toEqual(
      expect.arrayContaining([
        ['Karim Traders', 1000],
        ['Abul Rice Mill', 1000],
      ]),
    );
    expect(payables.slice(3)).toEqual([
      ['Ageing Test', 630],
      ['Bogura Doi', 300],
      ['Sylhet Dairy', 250],
    ]);
    expect(list.totalPayable).toBe(5180);
    expect(list.payables[0].ageing).toEqual({ days0to30: 2000, days31to60: 0, days61to90: 0, over90: 0 });
  });
});
