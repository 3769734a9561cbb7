import type { CustomersPage } from '@dastarkhan/contract/customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/seed-api';
import { createTestContext, type TestContext } from '../../test/test-app';
import { customerListQueries } from './customers.service';

// Issue 33: page 1,000 of the customers read every customer it skipped, to see that it was not archived, and grew
// with the book (10,100 buffers at 10,000 customers and at 100,000, 3 ms against 10 ms). It now skips index keys
// of live customers only.
const CUSTOMERS = 5_000;

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.as('manager')).headers;
  await ctx.pool.query(
    `insert into customers (name, phone, created_at, archived_at)
     select 'Deep Guest ' || g, '018' || lpad(g::text, 8, '0'), now() - make_interval(mins => g),
       case when g % 50 = 0 then now() end
     from generate_series(1, $1::int) g`,
    [CUSTOMERS],
  );
  // Settled as autovacuum keeps a shop's database, so an index-only scan finds the visibility map set.
  await ctx.pool.query('vacuum (analyze) customers');
});
afterAll(() => ctx.close());

type PlanNode = Record<string, number | string> & { Plans?: PlanNode[] };
const blocksOf = (node: PlanNode) => Number(node['Shared Hit Blocks']) + Number(node['Shared Read Blocks']);

/** The database pages (8 kB buffers) the page's ids query reads at an offset. */
async function buffersRead(offset: number): Promise<number> {
  const { sql, params } = customerListQueries(ctx.db, undefined, { limit: 10, offset }).pageIds.toSQL();
  const { rows } = await ctx.pool.query(`explain (analyze, buffers, format json) ${sql}`, params);
  return blocksOf((rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan);
}

describe(`deep pages of ${CUSTOMERS.toLocaleString('en')} customers`, () => {
  it('skip the earlier customers in an index, reading fewer pages than the table has', async () => {
    const { rows } = await ctx.pool.query<{ pages: number }>(
      `select (pg_relation_size('customers') / current_setting('block_size')::int)::int as pages`,
    );
    // 4,000 of 5,000 customers skipped: visiting each to see it is not archived read more pages than the table
    // has (101 against 72 when written); skipping their keys reads part of a narrower index (39).
    expect(await buffersRead(3_990)).toBeLessThan(rows[0]!.pages);
  });

  it('answer exactly the live customers an OFFSET query gives', async () => {
    const page = await send<CustomersPage>(ctx.app, headers, 'GET', '/api/customers?page=300&limit=10');
    const { rows } = await ctx.pool.query<{ id: string }>(
      `select id from customers where archived_at is null order by created_at desc, id desc offset 2990 limit 10`,
    );
    expect(page.customers.map((customer) => customer._id)).toEqual(rows.map((row) => row.id));
  });
});
