import { periodBounds } from '@dastarkhan/contract/periods';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.as('admin')).headers;
});
afterAll(() => ctx.close());

const addCosts = (payload: unknown, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/costs', headers, payload: payload as object });
const listCosts = (query = '', headers = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/costs?${query}`, headers });

describe('extra costs', () => {
  it('saves rows in one go, defaulting a blank holder and recording who added them', async () => {
    const response = await addCosts([
      { reason: 'Gas cylinder', amount: 0.1, holderName: '  ' },
      { reason: 'Ice', amount: 0.2, holderName: 'Karim' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.costs).toEqual([
      expect.objectContaining({
        reason: 'Gas cylinder',
        amount: 0.1,
        holderName: 'Not specified',
        addedBy: { name: 'Test admin' },
      }),
      expect.objectContaining({
        reason: 'Ice',
        amount: 0.2,
        holderName: 'Karim',
        createdAt: expect.any(String),
      }),
    ]);
  });

  it('sums the period in SQL, exact to the poisha, and pages the list newest first', async () => {
    await addCosts([{ reason: 'Soap', amount: 1234.55 }]);
    const response = await listCosts('limit=2');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ page: 1, limit: 2, total: 3, totalAmount: 1234.85 });
    expect(data.costs.map((cost: { reason: string }) => cost.reason)).toEqual(['Soap', 'Ice']);
    const pageTwo = (await listCosts('limit=2&page=2')).json().data;
    expect(pageTwo.costs.map((cost: { reason: string }) => cost.reason)).toEqual(['Gas cylinder']);
  });

  it('keeps costs outside [startDate, endDate) out of the list and the total', async () => {
    await ctx.db.execute(sql`update costs set created_at = '2024-03-10T18:00:00Z' where reason = 'Soap'`);
    const day = (start: string, end: string) =>
      listCosts(`startDate=${encodeURIComponent(start)}&endDate=${encodeURIComponent(end)}`);
    // Midnight in Dhaka opens the 11th: it belongs to that day, not to the 10th that it closes.
    const tenth = await day('2024-03-09T18:00:00.000Z', '2024-03-10T18:00:00.000Z');
    expect(tenth.json().data).toMatchObject({ total: 0, totalAmount: 0 });
    const eleventh = await day('2024-03-10T18:00:00.000Z', '2024-03-11T18:00:00.000Z');
    expect(eleventh.json().data).toMatchObject({ total: 1, totalAmount: 1234.55 });
    const recent = await listCosts(`startDate=${encodeURIComponent('2025-01-01T00:00:00+06:00')}`);
    expect(recent.json().data).toMatchObject({ total: 2, totalAmount: 0.3 });
    const backwards = await listCosts('startDate=2024-03-11T00:00:00Z&endDate=2024-03-10T00:00:00Z');
    expect(backwards.statusCode).toBe(400);
  });

  it('is all-or-nothing and names the failing row', async () => {
    const before = (await listCosts()).json().data.total;
    const cases: [unknown, string][] = [
      [
        [
          { reason: 'Rent', amount: 100 },
          { reason: '', amount: 5 },
        ],
        'Cost 2: Reason is required',
      ],
      [[{ reason: 'Rent', amount: 100 }, { reason: 'Tips' }], 'Cost 2: Amount is required'],
      [[{ reason: 'Rent', amount: -1 }], 'Cost 1: Amount must be 0 or more'],
      [[{ reason: 'Rent', amount: 10.005 }], 'Cost 1: Amount must have at most 2 decimal places'],
      [[], 'Add at least one cost'],
    ];
    for (const [payload, message] of cases) {
      const response = await addCosts(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await listCosts()).json().data.total).toBe(before);
  });

  it('lets a manager read costs but not add them; staff get 403 on both', async () => {
    const manager = (await ctx.as('manager')).headers;
    expect((await listCosts('', manager)).statusCode).toBe(200);
    expect((await addCosts([{ reason: 'Snacks', amount: 50 }], manager)).statusCode).toBe(403);
    const staff = (await ctx.as('staff')).headers;
    expect((await listCosts('', staff)).statusCode).toBe(403);
    expect((await addCosts([{ reason: 'Snacks', amount: 50 }], staff)).statusCode).toBe(403);
    expect(
      (await listCosts()).json().data.costs.map((cost: { reason: string }) => cost.reason),
    ).not.toContain('Snacks');
  });
});

describe('cost periods', () => {
  const reasonsIn = async (start: Date, end: Date) => {
    const query = `startDate=${encodeURIComponent(start.toISOString())}&endDate=${encodeURIComponent(end.toISOString())}&limit=100`;
    const costs: { reason: string }[] = (await listCosts(query)).json().data.costs;
    return costs.map((cost) => cost.reason).filter((reason) => reason.startsWith('Period '));
  };

  it('puts a cost stamped at 23:59:59.9995 in exactly one day, and in its week and month, whichever end the client sends', async () => {
    // Tuesday 10 March 2026 in Dhaka; PostgreSQL keeps the microseconds that a JavaScript Date drops.
    await ctx.db.execute(sql`insert into costs (reason, amount, created_at) values
      ('Period late ice', 45, '2026-03-10 23:59:59.9995+06'),
      ('Period midnight gas', 900, '2026-03-11 00:00:00+06')`);
    const at = (iso: string) => new Date(iso);
    const periods = {
      tuesday: periodBounds('today', 'Asia/Dhaka', at('2026-03-10T12:00:00+06:00')),
      wednesday: periodBounds('today', 'Asia/Dhaka', at('2026-03-11T12:00:00+06:00')),
      week: periodBounds('week', 'Asia/Dhaka', at('2026-03-10T12:00:00+06:00')),
      month: periodBounds('month', 'Asia/Dhaka', at('2026-03-10T12:00:00+06:00')),
    };
    const expected = {
      tuesday: ['Period late ice'],
      wednesday: ['Period midnight gas'],
      week: ['Period midnight gas', 'Period late ice'],
      month: ['Period midnight gas', 'Period late ice'],
    };
    for (const [name, { start, end }] of Object.entries(periods)) {
      const want = expected[name as keyof typeof expected];
      // The web sends the next period's start; a spec-style client sends the period's last millisecond.
      expect(await reasonsIn(start, end), `${name}, exclusive end`).toEqual(want);
      expect(await reasonsIn(start, new Date(end.getTime() - 1)), `${name}, last millisecond`).toEqual(want);
    }
  });
});
