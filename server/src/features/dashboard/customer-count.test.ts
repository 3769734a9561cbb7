import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The dashboard's "Total Customers", as a manager reads it. */
async function shown(): Promise<number> {
  const { headers } = await ctx.as('manager');
  const response = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { totalCustomers: number } }).data.totalCustomers;
}

/** The customer list's total, which reads the same counter when nothing is searched. */
async function listed(): Promise<number> {
  const { headers } = await ctx.as('admin');
  const response = await ctx.app.inject({ method: 'GET', url: '/api/customers?limit=1', headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { total: number } }).data.total;
}

async function counted(): Promise<number> {
  const { rows } = await ctx.pool.query<{ n: number }>(
    'select count(*)::int as n from customers where archived_at is null',
  );
  return rows[0]!.n;
}

async function create(phone: string): Promise<string> {
  const { headers } = await ctx.as('admin');
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers,
    payload: { name: `Counted ${phone}`, phone },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { customer: { _id: string } } }).data.customer._id;
}

// The total is kept by triggers beside the rows (ADR 0098): whatever writes customers, it must equal the count of
// those not archived (a delete archives, ADR 0157), on the dashboard and as the customer list's total.
describe('the dashboard’s customer total', () => {
  it('equals the customers there are after creates, a delete (an archive), a comeback, a bulk load, concurrent creates and a truncate', async () => {
    expect(await shown()).toBe(await counted());

    const first = await create('01711100001');
    await create('01711100002');
    expect(await shown()).toBe(await counted());

    const { headers } = await ctx.as('admin');
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/customers/${first}`, headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await shown()).toBe(await counted());
    // The deleted customer's phone on a new form brings the customer back, counted again.
    expect(await create('01711100001')).toBe(first);
    expect(await shown()).toBe(await counted());

    await ctx.pool.query(
      `insert into customers (name, phone) select 'Imported ' || g, '0181' || lpad(g::text, 7, '0')
       from generate_series(1, 500) g`,
    );
    expect(await shown()).toBe(await counted());

    await Promise.all(Array.from({ length: 20 }, (_, i) => create(`0191${String(i).padStart(7, '0')}`)));
    const total = await counted();
    expect(total).toBeGreaterThanOrEqual(521);
    expect(await shown()).toBe(total);
    expect(await listed()).toBe(total);

    await ctx.pool.query('truncate customers cascade');
    expect(await shown()).toBe(0);
    expect(await listed()).toBe(0);
    await create('01711100003');
    expect(await shown()).toBe(1);
  });
});
