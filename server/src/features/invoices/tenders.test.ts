import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCacheMismatches } from '../../test/invariants';
import { receiptCountFor, uniqueGuestName } from '../../test/receipts';
import { OFF_MENU } from '../../test/menu';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.as('manager')).headers;
});
afterAll(() => ctx.close());

/** A bKash/Nagad transaction ID no other test uses. */
const transactionId = () => crypto.randomBytes(5).toString('hex').toUpperCase();

/** A ৳1,000.00 receipt, for a regular whose phone is known (credit needs one: ADR 0147). */
const receipt = (overrides: Record<string, unknown> = {}) => ({
  customer: { name: uniqueGuestName(), phoneNumber: '01711000222' },
  items: [{ name: 'Kacchi', price: 500, quantity: 2, priceReason: OFF_MENU }],
  ...overrides,
});
const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/invoices', headers, payload });
const patch = (id: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/invoices/${id}`, headers, payload });
const pay = (id: string, payments: object[]) =>
  ctx.app.inject({ method: 'POST', url: `/api/invoices/${id}/payments`, headers, payload: { payments } });
const read = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/invoices/${id}`, headers })).json().data.invoice;
const countNamed = (name: string) => receiptCountFor(ctx, headers, name);

describe('a receipt paid by any mix of tenders', () => {
  it('takes ৳500 cash and ৳600 bKash on ৳1,000, the ৳100 over being change, and reads back each payment', async () => {
    const reference = transactionId();
    const created = await post(
      receipt({
        payments: [
          { method: 'Cash', amount: 500 },
          { method: 'bKash', amount: 600, reference: reference.toLowerCase() },
        ],
      }),
    );
    expect(created.statusCode).toBe(201);
    const invoice = created.json().data.invoice;
    expect(invoice).toMatchObject({ total: 1000, amountPaid: 1100, status: 'paid', paymentMethod: 'Mixed' });
    expect(invoice.payments).toEqual([
      expect.objectContaining({ method: 'Cash', amount: 500, reference: '' }),
      expect.objectContaining({ method: 'bKash', amount: 600, reference }),
    ]);
    expect(invoice.payments[0].createdBy).toBe((await ctx.as('manager')).id);
    expect(await read(invoice._id)).toEqual(invoice);
  });

  it('reads as the one method that paid it', async () => {
    const byCard = (
      await post(receipt({ payments: [{ method: 'Card', amount: 1000, reference: '4242' }] }))
    ).json().data.invoice;
    expect(byCard).toMatchObject({ paymentMethod: 'Card', status: 'paid', amountPaid: 1000 });
    expect(byCard.payments).toEqual([expect.objectContaining({ method: 'Card', reference: '4242' })]);
  });

  it("refuses tenders that don't add up, or a wallet payment without its transaction ID, and saves nothing", async () => {
    const name = uniqueGuestName();
    const refusals: [object[], string][] = [
      [[{ method: 'Cash', amount: 300 }], 'take the ৳700.00 left, or choose Credit for it'],
      [
        [{ method: 'bKash', amount: 1200, reference: transactionId() }],
        'only cash can be more than the total',
      ],
      [
        [
          { method: 'Card', amount: 600 },
          { method: 'Credit', amount: 500 },
        ],
        'only cash can be more than the total',
      ],
      [[{ method: 'Nagad', amount: 1000 }], 'needs its transaction ID'],
      [[{ method: 'Card', amount: 1000, reference: '42' }], 'last 4 digits'],
      [[{ method: 'Cash', amount: 0 }], 'more than 0'],
    ];
    for (const [payments, message] of refusals) {
      const refused = await post(receipt({ customer: { name }, payments }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: 'fail', message: expect.stringContaining(message) });
    }
    expect(await countNamed(name)).toBe(0);
  });

  it('keeps a spec-shaped body working: its amount paid and method become one payment', async () => {
    const cash = (await post(receipt({ amountPaid: 1100, paymentMethod: 'Cash' }))).json().data.invoice;
    expect(cash).toMatchObject({ amountPaid: 1100, status: 'paid', paymentMethod: 'Cash' });
    expect(cash.payments).toEqual([expect.objectContaining({ method: 'Cash', amount: 1100 })]);

    const wallet = (await post(receipt({ paymentMethod: 'bKash', paymentReference: transactionId() }))).json()
      .data.invoice;
    expect(wallet).toMatchObject({ amountPaid: 1000, status: 'paid', paymentMethod: 'bKash' });
    expect(wallet.payments).toEqual([expect.objectContaining({ method: 'bKash', amount: 1000 })]);

    const owed = (await post(receipt({ paymentMethod: 'Credit' }))).json().data.invoice;
    expect(owed).toMatchObject({ amountPaid: 0, status: 'due', paymentMethod: 'Credit' });
    expect(owed.payments).toEqual([expect.objectContaining({ method: 'Credit', amount: 1000 })]);
  });

  it('changes the tenders on a PATCH by adding rows, never rewriting the ones taken', async () => {
    const created = (await post(receipt({ payments: [{ method: 'Cash', amount: 1000 }] }))).json().data
      .invoice;
    const reference = transactionId();
    const changed = await patch(created._id, {
      payments: [
        { method: 'Cash', amount: 400 },
        { method: 'Nagad', amount: 600, reference },
      ],
    });
    expect(changed.statusCode).toBe(200);
    const invoice = changed.json().data.invoice;
    expect(invoice).toMatchObject({ amountPaid: 1000, status: 'paid', paymentMethod: 'Mixed' });
    expect(invoice.payments.map((p: { method: string; amount: number }) => [p.method, p.amount])).toEqual([
      ['Cash', 1000],
      ['Cash', -600],
      ['Nagad', 600],
    ]);
    const refused = await patch(created._id, { payments: [{ method: 'Cash', amount: 10 }] });
    expect(refused.statusCode).toBe(400);
    expect((await read(created._id)).payments).toHaveLength(3);
  });
});

describe('a due receipt paid later', () => {
  it('stays due with what is owed until later payments settle it, then refuses more', async () => {
    const created = await post(
      receipt({
        payments: [
          { method: 'Cash', amount: 400 },
          { method: 'Credit', amount: 600 },
        ],
      }),
    );
    const due = created.json().data.invoice;
    expect(due).toMatchObject({ status: 'due', amountPaid: 400, paymentMethod: 'Credit' });

    const tooMuchByWallet = await pay(due._id, [
      { method: 'bKash', amount: 700, reference: transactionId() },
    ]);
    expect(tooMuchByWallet.statusCode).toBe(400);
    expect(tooMuchByWallet.json().message).toContain('more than the ৳600.00 due');

    const part = await pay(due._id, [{ method: 'bKash', amount: 200, reference: transactionId() }]);
    expect(part.statusCode).toBe(201);
    expect(part.json().data.invoice).toMatchObject({ status: 'due', amountPaid: 600 });

    const rest = await pay(due._id, [{ method: 'Cash', amount: 500 }]);
    expect(rest.statusCode).toBe(201);
    const settled = rest.json().data.invoice;
    expect(settled).toMatchObject({ status: 'paid', amountPaid: 1100, paymentMethod: 'Mixed' });
    expect(settled.payments.at(-1)).toMatchObject({ method: 'Cash', amount: 500 });
    expect(await read(due._id)).toEqual(settled);

    const again = await pay(due._id, [{ method: 'Cash', amount: 10 }]);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This receipt is already paid.');
  });

  it('reads as the method that settled a receipt left wholly on credit', async () => {
    const owed = (await post(receipt({ paymentMethod: 'Credit' }))).json().data.invoice;
    const settled = (await pay(owed._id, [{ method: 'Cash', amount: 1000 }])).json().data.invoice;
    expect(settled).toMatchObject({ status: 'paid', amountPaid: 1000, paymentMethod: 'Cash' });
  });

  it('answers 404 for a receipt that does not exist', async () => {
    const missing = await pay(crypto.randomUUID(), [{ method: 'Cash', amount: 10 }]);
    expect(missing.statusCode).toBe(404);
  });
});

describe('a wallet transaction ID', () => {
  it('pays one receipt: a second use gets a 409 naming the receipt it paid, and saves nothing', async () => {
    const reference = transactionId();
    const first = (await post(receipt({ payments: [{ method: 'bKash', amount: 1000, reference }] }))).json()
      .data.invoice;

    const name = uniqueGuestName();
    const again = await post(
      receipt({
        customer: { name },
        payments: [{ method: 'bKash', amount: 1000, reference: reference.toLowerCase() }],
      }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `bKash transaction ID ${reference} was already used on receipt ${first.invoiceNumber} (${first.issueDate}): a transaction ID pays one receipt only.`,
    );
    expect(await countNamed(name)).toBe(0);

    const owed = (await post(receipt({ paymentMethod: 'Credit' }))).json().data.invoice;
    const later = await pay(owed._id, [{ method: 'bKash', amount: 100, reference }]);
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toContain(first.invoiceNumber);
    expect(await read(owed._id)).toMatchObject({ status: 'due', amountPaid: 0 });
  });

  it('refuses the same ID twice on one receipt', async () => {
    const reference = transactionId();
    const twice = await post(
      receipt({
        payments: [
          { method: 'Nagad', amount: 500, reference },
          { method: 'Nagad', amount: 500, reference },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('listed twice');
  });

  it('lets only one of several concurrent receipts use it', async () => {
    const reference = transactionId();
    const name = uniqueGuestName();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(receipt({ customer: { name }, payments: [{ method: 'Nagad', amount: 1000, reference }] })),
      ),
    );
    const saved = answers.filter((answer) => answer.statusCode === 201);
    expect(saved).toHaveLength(1);
    const winner = saved[0]!.json().data.invoice.invoiceNumber;
    for (const answer of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toContain(winner);
    }
    expect(await countNamed(name)).toBe(1);
  });

  it('lets only one of several concurrent later payments use it', async () => {
    const reference = transactionId();
    const owed = await Promise.all(
      Array.from(
        { length: 4 },
        async () => (await post(receipt({ paymentMethod: 'Credit' }))).json().data.invoice,
      ),
    );
    const answers = await Promise.all(
      owed.map((invoice) => pay(invoice._id, [{ method: 'bKash', amount: 1000, reference }])),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });
});

describe('the receipts saved above', () => {
  it('each read exactly what their payment rows add up to (amount paid, status)', async () => {
    expect(await paymentCacheMismatches(ctx.pool)).toEqual([]);
  });
});
