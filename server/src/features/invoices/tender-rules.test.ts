import crypto from 'node:crypto';
import { CREDIT_NEEDS_PHONE } from '@dastarkhan/contract/tenders';
import { businessDay } from '@dastarkhan/contract/periods';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OFF_MENU } from '../../test/menu';
import { orderCalls } from '../../test/orders';
import { receiptCountFor, uniqueGuestName } from '../../test/receipts';
import { createTestContext, type TestContext } from '../../test/test-app';

// Issue 32, findings 3, 4 and 10: one rule for tenders whatever the body's shape, a wallet transaction ID that
// pays once ever, and credit only by choice (ADR 0145–0147).

let ctx: TestContext;
let headers: { authorization: string };
let orders: ReturnType<typeof orderCalls>;
beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.as('manager')).headers;
  orders = orderCalls(ctx, headers);
});
afterAll(() => ctx.close());

const transactionId = () => crypto.randomBytes(5).toString('hex').toUpperCase();
/** A Bangladeshi mobile number no other test uses: a customer who can be found again to settle credit. */
const phone = () => `017${crypto.randomInt(10_000_000, 99_999_999)}`;

/** A ৳1,000.00 receipt for a guest no other test names. */
const receipt = (overrides: Record<string, unknown> = {}) => ({
  customer: { name: uniqueGuestName() },
  items: [{ name: 'Kacchi', price: 500, quantity: 2, priceReason: OFF_MENU }],
  ...overrides,
});
const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/invoices', headers, payload });
const patch = (id: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/invoices/${id}`, headers, payload });
const pay = (id: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/invoices/${id}/payments`, headers, payload });
const read = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/invoices/${id}`, headers })).json().data.invoice;
const countNamed = (name: string) => receiptCountFor(ctx, headers, name);

/** A refusal as a client reads it: 400, the one failure envelope, the message naming the fault, and its code. */
function expectRefused(response: { statusCode: number; json(): unknown }, message: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    status: 'fail',
    message: expect.stringContaining(message),
    code: expect.any(String),
  });
}

const ONLY_CASH_GIVES_CHANGE = 'only cash can be more than the total (the change)';

describe('finding 3: a spec-shaped payment body meets the tender rules', () => {
  it('refuses bKash ৳50,000 on a ৳480 order charged with paymentMethod + amountPaid, and the order stays open', async () => {
    const name = uniqueGuestName();
    const held = await orders.hold({
      table: 'T2',
      customer: { name },
      lines: [{ name: 'Beef Tehari', price: 240, quantity: 2, priceReason: OFF_MENU }],
    });
    const order = held.json().data.order;
    expect(order.total).toBe(480);

    const charged = await orders.charge(order._id, {
      version: order.version,
      paymentMethod: 'bKash',
      amountPaid: 50000,
    });
    expectRefused(charged, ONLY_CASH_GIVES_CHANGE);
    expect((await orders.read(order._id)).json().data.order).toMatchObject({
      status: 'open',
      version: order.version,
    });
    expect(await countNamed(name)).toBe(0);
  });

  it('refuses Card ৳99,999 on a ৳1,000 bill sent to POST /api/invoices, saving nothing', async () => {
    const name = uniqueGuestName();
    const refused = await post(
      receipt({ customer: { name }, paymentMethod: 'Card', amountPaid: 99999, total: 1000 }),
    );
    expectRefused(refused, ONLY_CASH_GIVES_CHANGE);
    expect(await countNamed(name)).toBe(0);
  });

  it('refuses Credit ৳1,000 + Cash ৳500 on a ৳1,000 bill: credit is only what is left owed', async () => {
    const name = uniqueGuestName();
    const refused = await post(
      receipt({
        customer: { name, phoneNumber: phone() },
        payments: [
          { method: 'Credit', amount: 1000 },
          { method: 'Cash', amount: 500 },
        ],
      }),
    );
    expectRefused(refused, 'Credit is only what the other payments leave owed');
    expect(await countNamed(name)).toBe(0);
  });

  it('refuses a spec-shaped bKash payment with no transaction ID, and takes one sent as paymentReference', async () => {
    const name = uniqueGuestName();
    expectRefused(
      await post(receipt({ customer: { name }, paymentMethod: 'bKash' })),
      'needs its transaction ID',
    );
    expect(await countNamed(name)).toBe(0);

    const reference = transactionId();
    const saved = await post(
      receipt({ paymentMethod: 'bKash', paymentReference: ` ${reference.toLowerCase()} ` }),
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.invoice.payments).toEqual([
      expect.objectContaining({ method: 'bKash', amount: 1000, reference }),
    ]);
  });

  it('refuses a spec-shaped PATCH that would hand change out of a card, leaving the receipt as it was', async () => {
    const created = (await post(receipt({ paymentMethod: 'Cash', amountPaid: 1000 }))).json().data.invoice;
    expectRefused(
      await patch(created._id, { paymentMethod: 'Card', amountPaid: 99999 }),
      ONLY_CASH_GIVES_CHANGE,
    );
    expect(await read(created._id)).toEqual(created);
  });

  it('turns a spec-shaped later payment into a tender under the same rules', async () => {
    const owed = (
      await post(
        receipt({ customer: { name: uniqueGuestName(), phoneNumber: phone() }, paymentMethod: 'Credit' }),
      )
    ).json().data.invoice;
    expect(owed).toMatchObject({ status: 'due', amountPaid: 0 });

    expectRefused(
      await pay(owed._id, { paymentMethod: 'bKash', amountPaid: 50000, paymentReference: transactionId() }),
      'more than the ৳1,000.00 due',
    );
    expectRefused(await pay(owed._id, { paymentMethod: 'Nagad' }), 'needs its transaction ID');
    expectRefused(await pay(owed._id, { paymentMethod: 'Credit', amountPaid: 100 }), 'Credit is not one');
    expect(await read(owed._id)).toEqual(owed);

    const reference = transactionId();
    const paid = await pay(owed._id, { paymentMethod: 'bKash', paymentReference: reference });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.invoice).toMatchObject({
      status: 'paid',
      amountPaid: 1000,
      paymentMethod: 'bKash',
    });
  });
});

describe('the tender rules, for both body shapes', () => {
  const withPhone = () => ({ name: uniqueGuestName(), phoneNumber: phone() });
  // Each case: the tenders as a list, the same as the spec's fields, and what a client gets for either.
  const cases: {
    title: string;
    payments: object[];
    spec: object;
    customer?: () => object;
    refusal?: string;
  }[] = [
    {
      title: 'cash over the total is change',
      payments: [{ method: 'Cash', amount: 1100 }],
      spec: { paymentMethod: 'Cash', amountPaid: 1100 },
    },
    {
      title: 'a card pays the total exactly',
      payments: [{ method: 'Card', amount: 1000 }],
      spec: { paymentMethod: 'Card', amountPaid: 1000 },
    },
    {
      title: 'a card over the total is refused',
      payments: [{ method: 'Card', amount: 1000.01 }],
      spec: { paymentMethod: 'Card', amountPaid: 1000.01 },
      refusal: ONLY_CASH_GIVES_CHANGE,
    },
    {
      title: 'cash short of the total, with no credit chosen, is refused',
      payments: [{ method: 'Cash', amount: 300 }],
      spec: { paymentMethod: 'Cash', amountPaid: 300 },
      refusal: 'take the ৳700.00 left, or choose Credit for it',
    },
    {
      title: 'credit chosen for the rest, for a customer with a phone',
      payments: [
        { method: 'Cash', amount: 300 },
        { method: 'Credit', amount: 700 },
      ],
      spec: { paymentMethod: 'Credit', amountPaid: 300 },
      customer: withPhone,
    },
    {
      title: 'credit for a walk-in is refused',
      payments: [
        { method: 'Cash', amount: 300 },
        { method: 'Credit', amount: 700 },
      ],
      spec: { paymentMethod: 'Credit', amountPaid: 300 },
      refusal: "Credit needs the customer's phone number",
    },
  ];
  for (const { title, payments, spec, customer, refusal } of cases)
    it(`${title}: the same answer for payments and for paymentMethod + amountPaid`, async () => {
      const saved = [];
      for (const shape of [{ payments }, spec]) {
        const name = uniqueGuestName();
        const answer = await post(receipt({ customer: { ...customer?.(), name }, ...shape }));
        if (refusal) {
          expectRefused(answer, refusal);
          expect(await countNamed(name)).toBe(0);
        } else {
          expect(answer.statusCode).toBe(201);
          saved.push(answer.json().data.invoice);
        }
      }
      if (saved.length === 2) {
        const [list, fields] = saved;
        const standing = ({ amountPaid, status, paymentMethod }: Record<string, unknown>) => ({
          amountPaid,
          status,
          paymentMethod,
        });
        expect(standing(fields)).toEqual(standing(list));
      }
    });
});

describe('finding 4: a wallet transaction ID pays one receipt, ever', () => {
  const WEEK = 7 * 24 * 60 * 60 * 1000;

  it('refuses a bKash ID used a week later with 409 naming the receipt that used it, and saves nothing', async () => {
    const reference = transactionId();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - WEEK });
    let first;
    try {
      first = (await post(receipt({ payments: [{ method: 'bKash', amount: 1000, reference }] }))).json().data
        .invoice;
    } finally {
      vi.useRealTimers();
    }
    expect(first.payments[0]).toMatchObject({ method: 'bKash', reference });
    expect(first.issueDate).toBe(businessDay(new Date(Date.now() - WEEK), 'Asia/Dhaka'));

    const name = uniqueGuestName();
    const again = await post(
      receipt({
        customer: { name },
        payments: [{ method: 'bKash', amount: 1000, reference: ` ${reference.toLowerCase()}` }],
      }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: 'fail',
      message: expect.stringContaining(
        `bKash transaction ID ${reference} was already used on receipt ${first.invoiceNumber}`,
      ),
      code: 'walletReferenceUsed',
      params: expect.objectContaining({ method: 'bKash', reference, receipt: first.invoiceNumber }),
    });
    expect(await countNamed(name)).toBe(0);

    const owed = (
      await post(
        receipt({ customer: { name: uniqueGuestName(), phoneNumber: phone() }, paymentMethod: 'Credit' }),
      )
    ).json().data.invoice;
    const later = await pay(owed._id, { paymentMethod: 'bKash', paymentReference: reference });
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toContain(first.invoiceNumber);
    expect(await read(owed._id)).toEqual(owed);
  });

  it('is one ID per wallet: the same letters on Nagad are a different payment', async () => {
    const reference = transactionId();
    const byBkash = await post(receipt({ payments: [{ method: 'bKash', amount: 1000, reference }] }));
    const byNagad = await post(receipt({ payments: [{ method: 'Nagad', amount: 1000, reference }] }));
    expect([byBkash.statusCode, byNagad.statusCode]).toEqual([201, 201]);
  });

  it('is held by a unique index, not only by the check before it', async () => {
    const reference = transactionId();
    const first = (await post(receipt({ payments: [{ method: 'Nagad', amount: 1000, reference }] }))).json()
      .data.invoice;
    const other = (await post(receipt({ paymentMethod: 'Cash', amountPaid: 1000 }))).json().data.invoice;
    const duplicate = ctx.pool.query(
      `insert into wallet_references (method, reference, business_day, invoice_id) values ('Nagad', $1, '2020-01-01', $2)`,
      [reference, other._id],
    );
    await expect(duplicate).rejects.toThrow(/wallet_references_method_reference_key/);
    expect(first.invoiceNumber).toBeTruthy();
  });
});

describe('finding 10: credit only by choice', () => {
  /** ৳954: the bill of the finding. */
  const bill = { items: [{ name: 'Kacchi', price: 477, quantity: 2, priceReason: OFF_MENU }] };

  it('refuses the cash typo "1" on a ৳954 walk-in bill, as the counter sent it and in the spec shape', async () => {
    const walkIn = { name: 'Walk-in' };
    const before = await countNamed('Walk-in');
    expectRefused(
      await post({
        ...bill,
        customer: walkIn,
        payments: [
          { method: 'Cash', amount: 1 },
          { method: 'Credit', amount: 953 },
        ],
      }),
      "Credit needs the customer's phone number",
    );
    expectRefused(
      await post({ ...bill, customer: walkIn, paymentMethod: 'Cash', amountPaid: 1 }),
      'take the ৳953.00 left, or choose Credit for it',
    );
    expect(await countNamed('Walk-in')).toBe(before);
  });

  it("keeps the spec's bare call for a regular: no payment stated takes the spec's default, Credit, and is Due; a walk-in's is refused", async () => {
    const name = uniqueGuestName();
    // Credit is on a customer's account (issue 35, ADR 0186): the default too needs a phone.
    const walkIn = await post({ ...bill, customer: { name } });
    expect(walkIn.statusCode).toBe(400);
    expect(walkIn.json().message).toBe(CREDIT_NEEDS_PHONE);
    const bare = await post({ ...bill, customer: { name, phoneNumber: phone() } });
    expect(bare.statusCode).toBe(201);
    expect(bare.json().data.invoice).toMatchObject({ status: 'due', paymentMethod: 'Credit', amountPaid: 0 });

    const chosen = await post({ ...bill, customer: { name, phoneNumber: phone() }, paymentMethod: 'Credit' });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().data.invoice).toMatchObject({ status: 'due', paymentMethod: 'Credit' });
  });

  it('refuses an edit that raises the total past what was paid unless the payments say how the rest is paid', async () => {
    const created = (await post(receipt({ paymentMethod: 'Cash', amountPaid: 1000 }))).json().data.invoice;
    const moreDishes = { items: [{ name: 'Kacchi', price: 500, quantity: 3, priceReason: OFF_MENU }] };
    expectRefused(await patch(created._id, moreDishes), 'take the ৳500.00 left, or choose Credit for it');
    expect(await read(created._id)).toEqual(created);

    const paidInFull = await patch(created._id, { ...moreDishes, paymentMethod: 'Cash', amountPaid: 1500 });
    expect(paidInFull.statusCode).toBe(200);
    expect(paidInFull.json().data.invoice).toMatchObject({ total: 1500, status: 'paid' });
  });
});
