import { latestBusinessDate } from '@dastarkhan/contract/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFF_MENU } from '../../test/menu';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  // An admin: these receipts are dated on past days, which only an admin may do (ADR 0144).
  headers = (await ctx.as('admin')).headers;
});
afterAll(() => ctx.close());

const receipt = (overrides: Record<string, unknown> = {}) => ({
  customer: { name: 'Walk-in', phoneNumber: '01711000999' },
  issueDate: '2026-03-10',
  items: [{ name: 'Kacchi', price: 500, quantity: 2, priceReason: OFF_MENU }],
  ...overrides,
});
const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/invoices', headers, payload });
const patch = (id: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/invoices/${id}`, headers, payload });

describe('switching the discount type', () => {
  it('resets the discount to 0 when a PATCH changes only the type, as the form does', async () => {
    const created = (await post(receipt({ discountType: 'fixed', discountAmount: 250 }))).json().data.invoice;
    expect(created.total).toBe(750);

    const switched = await patch(created._id, { discountType: 'percent' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.invoice).toMatchObject({
      discountType: 'percent',
      discountAmount: 0,
      discount: 0,
      total: 1000,
    });

    const both = await patch(created._id, { discountType: 'fixed', discountAmount: 100 });
    expect(both.json().data.invoice).toMatchObject({ discountAmount: 100, total: 900 });
  });
});

describe('amounts a receipt can hold', () => {
  it('refuses a receipt or a payment above ৳1 crore, stating the limit, on create and on a PATCH', async () => {
    const huge = await post(
      receipt({ items: [{ name: 'Typo', price: 999_999_999_999.99, quantity: 1, priceReason: OFF_MENU }] }),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toContain('at most ৳1,00,00,000.00');

    const paid = await post(receipt({ amountPaid: 999_999_999_999.99 }));
    expect(paid.statusCode).toBe(400);
    expect(paid.json().message).toContain('Amount paid must be at most ৳1,00,00,000.00');

    const atLimit = await post(
      receipt({ items: [{ name: 'Wedding', price: 10_000_000, quantity: 1, priceReason: OFF_MENU }] }),
    );
    expect(atLimit.statusCode).toBe(201);
    const created = (await post(receipt())).json().data.invoice;
    const grown = await patch(created._id, {
      items: [{ name: 'Wedding', price: 5_000_000.01, quantity: 2, priceReason: OFF_MENU }],
    });
    expect(grown.statusCode).toBe(400);
    expect(grown.json().message).toContain('at most ৳1,00,00,000.00');
  });
});

describe('invoice numbers', () => {
  it('are not used up by receipts the server refuses', async () => {
    // Every save in the same second: a number used up shows as a skipped suffix (base, base-2, …).
    const pinned = await createTestContext({ now: () => new Date('2026-03-10T06:00:00Z') });
    try {
      const manager = await pinned.as('manager');
      const save = (payload: object) =>
        pinned.app.inject({ method: 'POST', url: '/api/invoices', headers: manager.headers, payload });
      const first = (await save(receipt())).json().data.invoice.invoiceNumber;
      expect(first).toBe('20260310120000');
      const refused = [
        receipt({ customerId: '7d9a2f0c-1b3e-4c5d-8e6f-9a0b1c2d3e4f' }),
        receipt({ dueDate: '0000-01-01' }),
        receipt({ items: [{ name: 'Typo', price: 20_000_000, quantity: 1, priceReason: OFF_MENU }] }),
      ];
      for (const body of refused) expect((await save(body)).statusCode).toBe(400);
      expect((await save(receipt())).json().data.invoice.invoiceNumber).toBe('20260310120000-2');
    } finally {
      await pinned.close();
    }
  });
});

describe('business dates', () => {
  it('accepts 2000-01-01 to a year after today and refuses dates outside, with the range in the message', async () => {
    const latest = latestBusinessDate();
    const range = `from 2000-01-01 to ${latest}`;
    for (const field of ['issueDate', 'dueDate'] as const) {
      for (const date of ['0001-01-01', '1999-12-31', '9999-12-31']) {
        const response = await post(receipt({ issueDate: '2000-01-01', [field]: date }));
        expect(response.statusCode, `${field} ${date}`).toBe(400);
        expect(response.json().message).toContain(range);
      }
    }
    expect((await post(receipt({ issueDate: '2000-01-01' }))).statusCode).toBe(201);
    expect((await post(receipt({ issueDate: '2000-01-01', dueDate: latest }))).statusCode).toBe(201);
    // A receipt is never dated after today, by anyone (ADR 0144).
    expect((await post(receipt({ issueDate: latest, dueDate: latest }))).statusCode).toBe(400);
  });

  it('refuses a due date before the receipt date, on create and on a PATCH of either date', async () => {
    const early = await post(receipt({ issueDate: '2026-03-10', dueDate: '2026-03-09' }));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('Due date cannot be before the receipt date');

    const created = (await post(receipt({ dueDate: '2026-03-12' }))).json().data.invoice;
    const dueEarlier = await patch(created._id, { dueDate: '2026-03-01' });
    expect(dueEarlier.statusCode).toBe(400);
    expect(dueEarlier.json().message).toContain('Due date cannot be before the receipt date');
    const issueLater = await patch(created._id, { issueDate: '2026-03-20' });
    expect(issueLater.statusCode).toBe(400);
    const saved = (
      await ctx.app.inject({ method: 'GET', url: `/api/invoices/${created._id}`, headers })
    ).json().data.invoice;
    expect(saved).toMatchObject({ issueDate: '2026-03-10', dueDate: '2026-03-12' });
  });

  it('refuses attendance marked outside the range', async () => {
    const admin = await ctx.as('admin');
    const staff = await ctx.as('staff');
    for (const date of ['0001-01-01', '9999-12-31']) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/attendance/mark-status',
        headers: admin.headers,
        payload: { userId: staff.id, date, status: 'present', checkIn: '2026-03-10T03:00:00.000Z' },
      });
      expect(response.statusCode, date).toBe(400);
      expect(response.json().message).toContain('from 2000-01-01 to');
    }
  });
});

describe('paid or due', () => {
  const regular = { name: 'Rahim', phoneNumber: '01711000111' };
  it('is paid when the payment covers the total, due only on the Credit chosen for the rest, and card or wallet payments default to the total', async () => {
    const cases = [
      { paymentMethod: 'Cash', amountPaid: 1100, expected: { status: 'paid', amountPaid: 1100 } },
      {
        paymentMethod: 'Credit',
        amountPaid: 600,
        customer: regular,
        expected: { status: 'due', amountPaid: 600 },
      },
      {
        paymentMethod: 'bKash',
        paymentReference: 'RR8VBA1C2D',
        expected: { status: 'paid', amountPaid: 1000 },
      },
      {
        paymentMethod: 'Nagad',
        amountPaid: 0,
        paymentReference: 'NG71K2L3M4',
        expected: { status: 'paid', amountPaid: 1000 },
      },
      { paymentMethod: 'Card', expected: { status: 'paid', amountPaid: 1000 } },
      { paymentMethod: 'Credit', customer: regular, expected: { status: 'due', amountPaid: 0 } },
      { expected: { status: 'due', amountPaid: 0, paymentMethod: 'Credit' } },
    ];
    for (const { expected, ...payment } of cases) {
      const response = await post(receipt({ ...payment, status: 'draft' }));
      expect(response.statusCode, JSON.stringify(payment)).toBe(201);
      expect(response.json().data.invoice, JSON.stringify(payment)).toMatchObject(expected);
    }
  });

  it('stays due until settled, and a later larger total is refused until its payments say who pays the rest', async () => {
    const credit = (await post(receipt({ customer: regular, paymentMethod: 'Credit' }))).json().data.invoice;
    expect(credit.status).toBe('due');
    const settled = await patch(credit._id, { amountPaid: 1000, paymentMethod: 'Cash' });
    expect(settled.json().data.invoice).toMatchObject({ status: 'paid', amountPaid: 1000 });
    const moreDishes = { items: [{ name: 'Kacchi', price: 500, quantity: 3, priceReason: OFF_MENU }] };
    expect((await patch(credit._id, moreDishes)).statusCode).toBe(400);
    const grown = await patch(credit._id, { ...moreDishes, paymentMethod: 'Credit', amountPaid: 1000 });
    expect(grown.json().data.invoice).toMatchObject({ status: 'due', total: 1500, amountPaid: 1000 });

    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/invoices?limit=100', headers })).json()
      .data.invoices;
    expect(listed.find((row: { _id: string }) => row._id === credit._id).status).toBe('due');
  });
});
