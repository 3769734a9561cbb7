import type { Period } from '@dastarkhan/contract/common';
import type { SalesSeries } from '@dastarkhan/contract/dashboard';
import type { CreateInvoiceInput } from '@dastarkhan/contract/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems } from '../../db/schema';
import { OFF_MENU } from '../../test/menu';
import { createTestContext, type TestContext } from '../../test/test-app';

/** Saturday 21 November 2026, 23:59 in Dhaka (UTC+6) — the last minute of a Sunday–Saturday week. */
const SATURDAY_2359 = new Date('2026-11-21T17:59:00Z');
/** One minute later: Sunday 00:00, the first minute of the next week. */
const SUNDAY_0000 = new Date('2026-11-21T18:00:00Z');

let ctx: TestContext;
/** The app's clock: each test sets the minute it runs at. */
let clock = SATURDAY_2359;

async function read(path: string) {
  const { headers } = await ctx.as('manager');
  const response = await ctx.app.inject({ method: 'GET', url: `/api/dashboard/${path}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function sell(total: number, issueDate: string, phoneNumber = '') {
  const body: CreateInvoiceInput = {
    customer: { name: 'Guest', phoneNumber },
    items: [{ name: 'Kacchi', price: total, quantity: 1, priceReason: OFF_MENU }],
    issueDate,
    // A walk-in pays now: credit needs a phone (ADR 0186).
    ...(phoneNumber === '' && { payments: [{ method: 'Cash', amount: total }] }),
  };
  // An admin: these receipts are dated on past days, which only an admin may do (ADR 0144).
  const { headers } = await ctx.as('admin');
  const response = await ctx.app.inject({ method: 'POST', url: '/api/invoices', payload: body, headers });
  expect(response.statusCode).toBe(201);
}

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  // The receipts are made after their days (a receipt is never dated after today, ADR 0144), then the clock goes
  // back to the minute the tests read at.
  clock = new Date('2027-01-01T06:00:00Z');
  await sell(100.5, '2026-11-21', '01711000001'); // Saturday: last day of the week
  await sell(200, '2026-11-22', '01711000002'); // Sunday: first day of the next week
  await sell(50.25, '2026-11-15', '01711000001'); // Sunday: first day of the week
  await sell(30, '2026-11-14'); // Saturday of the week before
  await sell(10, '2026-11-01'); // first day of the month
  await sell(7, '2026-10-31'); // last day of the month before
  await sell(1000, '2026-01-01', '01811000003'); // first day of the year
  await sell(5000, '2025-12-31'); // the year before
  await sell(1, '2026-12-31'); // last day of the year
  clock = SATURDAY_2359;
  await ctx.db.insert(inventoryItems).values([
    { name: 'Basmati rice', category: 'Vegetable', quantity: '50', price: '120', totalTk: '6000' },
    { name: 'Mutton', category: 'Meat', quantity: '20', price: '1100', totalTk: '22000' },
  ]);
});
afterAll(() => ctx.close());

// Hand-computed from the receipts above.
const expected: Record<'saturday' | 'sunday', Record<Period, { sales: number; orderCount: number }>> = {
  saturday: {
    today: { sales: 100.5, orderCount: 1 },
    week: { sales: 150.75, orderCount: 2 }, // 21st + 15th
    month: { sales: 390.75, orderCount: 5 }, // 100.5 + 200 + 50.25 + 30 + 10
    year: { sales: 1398.75, orderCount: 8 }, // the month + 7 + 1000 + 1
  },
  sunday: {
    today: { sales: 200, orderCount: 1 },
    week: { sales: 200, orderCount: 1 },
    month: { sales: 390.75, orderCount: 5 },
    year: { sales: 1398.75, orderCount: 8 },
  },
};

describe('dashboard summary', () => {
  for (const [label, now] of [
    ['saturday', SATURDAY_2359],
    ['sunday', SUNDAY_0000],
  ] as const) {
    for (const range of ['today', 'week', 'month', 'year'] as const) {
      it(`sums ${range} at ${label === 'saturday' ? 'Saturday 23:59' : 'Sunday 00:00'} Dhaka time`, async () => {
        clock = now;
        const summary = await read(`summary?range=${range}`);
        expect(summary).toMatchObject({
          ...expected[label][range],
          totalCustomers: 3,
          totalInventoryItems: 2,
        });
      });
    }
  }

  it('answers admins and managers over HTTP, refuses staff and an unknown range', async () => {
    const manager = await ctx.as('manager');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/summary?range=year',
      headers: manager.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().data)).toEqual(
      expect.arrayContaining(['sales', 'orderCount', 'totalCustomers', 'totalInventoryItems']),
    );
    const staff = await ctx.as('staff');
    const denied = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/summary?range=year',
      headers: staff.headers,
    });
    expect(denied.statusCode).toBe(403);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/summary?range=decade',
      headers: manager.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('sales series', () => {
  it('gives every day of the week with zeros for days without sales', async () => {
    clock = SATURDAY_2359;
    const week = (await read('sales-series?range=week')) as SalesSeries;
    expect(week.unit).toBe('day');
    expect(week.points.map((point) => point.date)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(week.points.map((point) => point.sales)).toEqual([50.25, 0, 0, 0, 0, 0, 100.5]);
  });

  it('gives the year month by month', async () => {
    clock = SUNDAY_0000;
    const year = (await read('sales-series?range=year')) as SalesSeries;
    expect(year.unit).toBe('month');
    expect(year.points).toHaveLength(12);
    expect(year.points[0]).toEqual({ date: '2026-01-01', sales: 1000, orderCount: 1 });
    expect(year.points[9]).toEqual({ date: '2026-10-01', sales: 7, orderCount: 1 });
    expect(year.points[10]).toEqual({ date: '2026-11-01', sales: 390.75, orderCount: 5 });
    expect(year.points[11]).toEqual({ date: '2026-12-01', sales: 1, orderCount: 1 });
  });
});
