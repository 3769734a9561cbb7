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
const editCost = (id: string, payload: object, headers = admin) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/costs/${id}`, headers, payload });
const removeCost = (id: string, version?: string, headers = admin) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/costs/${id}${version ? `?version=${version}` : ''}`,
    headers,
  });
type CostJson = { _id: string; reason: string; amount: number; holderName: string; version: string };

/** Saves costs through the API, then dates them into a window no other test uses, oldest first a minute apart. */
async function addCostsAt(start: string, rows: object[]): Promise<CostJson[]> {
  const response = await addCosts(rows);
  expect(response.statusCode).toBe(201);
  const saved: CostJson[] = response.json().data.costs;
  for (const [index, cost] of saved.entries())
    await ctx.db.execute(
      sql`update costs set created_at = ${start}::timestamptz + ${index} * interval '1 minute' where id = ${cost._id}`,
    );
  return saved;
}
const between = (start: string, end: string, more = '') =>
  listCosts(`startDate=${encodeURIComponent(start)}&endDate=${encodeURIComponent(end)}${more}`);

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
    await addCostsAt('2023-01-05T04:00:00Z', [
      { reason: 'Gas cylinder', amount: 0.1 },
      { reason: 'Ice', amount: 0.2 },
      { reason: 'Soap', amount: 1234.55 },
    ]);
    const window = ['2023-01-04T18:00:00Z', '2023-01-05T18:00:00Z'] as const;
    const response = await between(...window, '&limit=2');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ page: 1, limit: 2, total: 3, totalAmount: 1234.85 });
    expect(data.costs.map((cost: { reason: string }) => cost.reason)).toEqual(['Soap', 'Ice']);
    const pageTwo = (await between(...window, '&limit=2&page=2')).json().data;
    expect(pageTwo.costs.map((cost: { reason: string }) => cost.reason)).toEqual(['Gas cylinder']);
  });

  it('keeps costs outside [startDate, endDate) out of the list and the total', async () => {
    const [soap] = await addCostsAt('2024-03-10T18:00:00Z', [{ reason: 'Soap', amount: 1234.55 }]);
    // Midnight in Dhaka opens the 11th: it belongs to that day, not to the 10th that it closes.
    const tenth = await between('2024-03-09T18:00:00.000Z', '2024-03-10T18:00:00.000Z');
    expect(tenth.json().data).toMatchObject({ total: 0, totalAmount: 0 });
    const eleventh = await between('2024-03-10T18:00:00.000Z', '2024-03-11T18:00:00.000Z');
    expect(eleventh.json().data).toMatchObject({ total: 1, totalAmount: 1234.55 });
    // A start alone keeps out what came before it.
    const later = await listCosts(`startDate=${encodeURIComponent('2024-03-12T00:00:00+06:00')}&limit=100`);
    expect(later.json().data.costs.map((cost: CostJson) => cost._id)).not.toContain(soap!._id);
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
    const refused = [{ reason: 'Snacks the manager and staff tried to add', amount: 50 }];
    const manager = (await ctx.as('manager')).headers;
    expect((await listCosts('', manager)).statusCode).toBe(200);
    expect((await addCosts(refused, manager)).statusCode).toBe(403);
    const staff = (await ctx.as('staff')).headers;
    expect((await listCosts('', staff)).statusCode).toBe(403);
    expect((await addCosts(refused, staff)).statusCode).toBe(403);
    expect(
      (await listCosts('limit=100')).json().data.costs.map((cost: { reason: string }) => cost.reason),
    ).not.toContain(refused[0]!.reason);
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

describe('correcting extra costs', () => {
  const march2025 = (query = '') =>
    listCosts(`startDate=2025-02-28T18:00:00.000Z&endDate=2025-03-31T18:00:00.000Z&limit=100${query}`);

  it("lets the admin fix a typo'd amount and delete a cost, and the period's list and total follow", async () => {
    // A typo saved before amounts had a ceiling: it would stay in every total for good.
    await ctx.db.execute(sql`insert into costs (reason, amount, created_at) values
      ('Gass cylinder', 99999999999, '2025-03-05 10:00+06'),
      ('Ice (twice)', 300, '2025-03-05 11:00+06'),
      ('Tips', 200, '2025-03-05 12:00+06')`);
    const before = (await march2025()).json().data;
    expect(before).toMatchObject({ total: 3, totalAmount: 100000000499 });
    const [tips, ice, gas] = before.costs as CostJson[];

    const fixed = await editCost(gas!._id, {
      reason: 'Gas cylinder',
      amount: 1850,
      holderName: 'Karim',
      version: gas!.version,
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data.cost).toMatchObject({
      reason: 'Gas cylinder',
      amount: 1850,
      holderName: 'Karim',
    });
    expect(fixed.json().data.cost.version).not.toBe(gas!.version);

    expect((await removeCost(ice!._id, ice!.version)).json()).toEqual({ status: 'success', data: null });
    const after = (await march2025()).json().data;
    expect(after).toMatchObject({ total: 2, totalAmount: 2050 });
    expect(after.costs.map((cost: CostJson) => cost.reason)).toEqual(['Tips', 'Gas cylinder']);
    // A blank holder is 'Not specified', as on create.
    const holder = await editCost(tips!._id, { holderName: ' ', version: tips!.version });
    expect(holder.json().data.cost).toMatchObject({
      reason: 'Tips',
      amount: 200,
      holderName: 'Not specified',
    });
  });

  it('refuses an amount above ৳1,00,00,000.00 on create and on edit, stating the limit', async () => {
    const created = await addCosts([{ reason: 'Generator', amount: 10_000_000 }]);
    expect(created.statusCode).toBe(201);
    const cost: CostJson = created.json().data.costs[0];
    const tooMuch = await addCosts([{ reason: 'Generator', amount: 10_000_000.01 }]);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Cost 1: Amount must be at most ৳1,00,00,000.00');
    const typo = await editCost(cost._id, { amount: 99_999_999_999, version: cost.version });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toBe('Amount must be at most ৳1,00,00,000.00');
    const unchanged = (await listCosts('limit=1')).json().data.costs[0];
    expect(unchanged).toMatchObject({ _id: cost._id, amount: 10_000_000, version: cost.version });
  });

  it('refuses an edit or a deletion based on a stale read with 409, keeping the newer edit', async () => {
    const [read]: CostJson[] = (await addCosts([{ reason: 'Rent', amount: 5000 }])).json().data.costs;
    const first = await editCost(read!._id, { amount: 5500, version: read!.version });
    expect(first.statusCode).toBe(200);

    const stale = await editCost(read!._id, { reason: 'Rent (March)', version: read!.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      status: 'fail',
      message:
        'This cost was changed by someone else after you opened it: it is now "Rent", ৳5,500.00, held by Not specified. Reload it and try again.',
    });
    const staleDelete = await removeCost(read!._id, read!.version);
    expect(staleDelete.statusCode).toBe(409);
    const current = (await listCosts('limit=1')).json().data.costs[0];
    expect(current).toMatchObject({ _id: read!._id, reason: 'Rent', amount: 5500 });

    expect((await removeCost(read!._id, current.version)).statusCode).toBe(200);
    expect((await removeCost(read!._id, current.version)).statusCode).toBe(404);
    const gone = await editCost(read!._id, { amount: 1, version: current.version });
    expect(gone.json()).toMatchObject({ status: 'fail', message: 'Cost not found' });
  });

  it('needs the version read for an edit, and lets only the admin edit or delete', async () => {
    const [cost]: CostJson[] = (await addCosts([{ reason: 'Snacks', amount: 80 }])).json().data.costs;
    const unversioned = await editCost(cost!._id, { amount: 90 });
    expect(unversioned.statusCode).toBe(400);
    expect(unversioned.json().message).toBe('Version is required');
    expect((await editCost(cost!._id, { version: cost!.version })).json().message).toBe(
      'Send reason, amount or holderName',
    );
    for (const role of ['manager', 'staff'] as const) {
      const headers = (await ctx.as(role)).headers;
      expect((await editCost(cost!._id, { amount: 90, version: cost!.version }, headers)).statusCode).toBe(
        403,
      );
      expect((await removeCost(cost!._id, cost!.version, headers)).statusCode).toBe(403);
    }
    expect((await listCosts('limit=1')).json().data.costs[0]).toMatchObject({
      amount: 80,
      version: cost!.version,
    });
  });
});
