import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { customerListQueries } from './customers.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The plan PostgreSQL chooses for a statement built by Drizzle, every node of it. */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<PlanNode[]> {
  const { sql, params } = query.toSQL();
  const { rows } = await ctx.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `explain (format json) ${sql}`,
    params,
  );
  return nodesOf(rows[0]!['QUERY PLAN'][0].Plan);
}

/** Grows the book to `size` customers in one statement and settles it as a day's autovacuum would. */
async function growCustomers(size: number): Promise<void> {
  await ctx.pool.query(
    `insert into customers (name, phone, email)
     select 'Plan Guest ' || g, '019' || lpad(g::text, 8, '0'), 'guest' || g || '@plan.test'
     from generate_series((select count(*)::int from customers) + 1, $1::int) g`,
    [size],
  );
  await ctx.pool.query('vacuum (analyze) customers');
}

const TEXT_SEARCHES = [
  ['a name nobody has', 'nobody-by-this-name'],
  ['a name fragment', 'Guest 4242'],
  ['an email fragment', 'guest777@plan'],
] as const;

const PHONE_SEARCHES = [
  ['a whole phone number', '01900004242'],
  ['a phone in its international form', '+880 1900-004242'],
  ['a phone without its leading 0', '1900004242'],
  ['a phone’s first digits', '0190000424'],
  ['a phone’s last digits', '4242'],
] as const;

type Plans = PlanNode[][];

/** The plans of a search's count and of its first page, each as the nodes that read customers or an index. */
async function searchPlans(search: string): Promise<Plans> {
  const { count, pageIds } = customerListQueries(ctx.db, search, { limit: 10, offset: 0 });
  const plans = [await planOf(count), await planOf(pageIds)];
  return plans.map((plan) =>
    plan.filter((node) => node['Relation Name'] === 'customers' || node['Index Name']),
  );
}

const indexesOf = (reads: PlanNode[]) => reads.map((node) => node['Index Name']);

// Issue 33: at 10,000 customers PostgreSQL read the whole table for a search that matches nobody (a sequential
// scan it priced below the three trigram indexes), yet used the indexes at 100,000: the search's time depended
// on the size of the book the wrong way round. The search now reads an index at both sizes. A phone-like search
// then read the trigram indexes too, whose lists for a digit string grow with the book (a number cost 6× at
// 105,000 customers what it cost at 15,000): it now reads two b-trees, the phone's start and its end (ADR 0176).
describe.each([10_000, 100_000])('the customer search at %i customers', (size) => {
  beforeAll(() => growCustomers(size));

  it.each(TEXT_SEARCHES)(
    'finds %s through the trigram index, for its count and its page',
    async (_label, search) => {
      for (const reads of await searchPlans(search)) {
        expect(reads.map((node) => node['Node Type'])).not.toContain('Seq Scan');
        expect(indexesOf(reads)).toContain('customers_search_trgm_idx');
      }
    },
  );

  it.each(PHONE_SEARCHES)(
    'finds %s through the phone’s prefix and suffix b-trees, for its count and its page',
    async (_label, search) => {
      for (const reads of await searchPlans(search)) {
        expect(reads.map((node) => node['Node Type'])).not.toContain('Seq Scan');
        expect(indexesOf(reads)).toEqual(
          expect.arrayContaining(['customers_live_phone_prefix_idx', 'customers_live_phone_suffix_idx']),
        );
        expect(indexesOf(reads)).not.toContain('customers_search_trgm_idx');
      }
    },
  );

  it('answers the searches with the customers they match', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/customers?search=${encodeURIComponent('Guest 4242')}`,
      headers: (await ctx.as('admin')).headers,
    });
    const { customers, total } = response.json().data;
    // Plan Guest 4242, and at 100,000 also 42420 to 42429.
    expect(total).toBe(size === 10_000 ? 1 : 11);
    expect(customers.map((c: { name: string }) => c.name.replace(/\d+$/, (n) => n.slice(0, 4)))).toEqual(
      Array.from({ length: Math.min(total, 10) }, () => 'Plan Guest 4242'),
    );
  });
});
