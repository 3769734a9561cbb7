import type { InvoicesQuery } from '@dastarkhan/contract/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/seed-api';
import { seedInvoiceVolume } from '../../seed/receipt-volume';
import { createTestContext, type TestContext } from '../../test/test-app';
import { foldSalesDeltas } from './daily-sales';
import { listInvoicesStatement } from './invoice-list';

// Issue 12, item 16: a deep page of receipts cost a scan that built every receipt it skipped (~0.5 s at 35k).
const RECEIPTS = 20_000;

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  // Only the test folds the day counts: a background fold between the vacuum and the measuring would leave dead
  // rows for the count to read past (seen once on a loaded machine: 10 pages against page 1's 7).
  ctx = await createTestContext({ foldSalesInBackground: false });
  headers = (await ctx.as('manager')).headers;
  // Seeded in bulk and vacuumed, as autovacuum keeps a counter PC's database.
  await seedInvoiceVolume(ctx.db, RECEIPTS, () => undefined);
  // Its counts folded, as the app does every second, and the whole database vacuumed, as autovacuum keeps it
  // (ADR 0099). Only some of its tables were, and on a loaded machine past the end once read 10 pages against
  // page 1's 7: a table left with dead rows or pages not yet marked all-visible makes a scan read more.
  await foldSalesDeltas(ctx.db);
  await ctx.pool.query('vacuum (analyze)');
}, 120_000);
afterAll(() => ctx.close());

type Page = { invoices: { _id: string }[]; total: number };
const list = (query: string) => send<Page>(ctx.app, headers, 'GET', `/api/invoices?${query}`);

type PlanNode = Record<string, number | string> & { Plans?: PlanNode[] };
const blocksOf = (node: PlanNode) => Number(node['Shared Hit Blocks']) + Number(node['Shared Read Blocks']);

/** Each node of a plan with the pages it read: what a failure prints, to show which scan read more. */
const nodesRead = (node: PlanNode, depth = 0): string =>
  [
    `${'  '.repeat(depth)}${node['Node Type']} ${node['Relation Name'] ?? node['Index Name'] ?? ''}: ${blocksOf(node)}`,
    ...(node.Plans ?? []).map((child) => nodesRead(child, depth + 1)),
  ].join('\n');

/** The plan of the list's statement for a query, run by EXPLAIN (ANALYZE, BUFFERS). */
async function planOf(query: InvoicesQuery): Promise<PlanNode> {
  const { text, values } = listInvoicesStatement(query);
  const { rows } = await ctx.pool.query(`explain (analyze, buffers, format json) ${text}`, values);
  return (rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan;
}

/** The database pages (8 kB buffers) the list's statement reads for a query. */
const buffersRead = async (query: InvoicesQuery) => blocksOf(await planOf(query));

/** Ids of receipts `offset`… in list order, straight from SQL: what an OFFSET query returns. */
async function byOffset(offset: number, limit: number, where = 'true', values: unknown[] = []) {
  const { rows } = await ctx.pool.query<{ id: string }>(
    `select id from invoices where ${where} order by created_at desc, id desc
      offset $${values.length + 1} limit $${values.length + 2}`,
    [...values, offset, limit],
  );
  return rows.map((row) => row.id);
}

describe(`deep pages of ${RECEIPTS.toLocaleString('en')} receipts`, () => {
  it('read no more than page 1 past the end, and on page 1,000 less than half the index of the receipts it skips', async () => {
    const { rows } = await ctx.pool.query<{ pages: number }>(
      `select (pg_relation_size('invoices_created_at_idx') / current_setting('block_size')::int)::int as pages`,
    );
    const firstPage = await buffersRead({ page: 1, limit: 10 });
    const pastTheEnd = await planOf({ page: 1_000_000, limit: 100 });
    expect(blocksOf(pastTheEnd), nodesRead(pastTheEnd)).toBeLessThanOrEqual(firstPage);
    // Skipping 9,990 receipts in the index read about that share of its pages (ADR 0054); starting from the
    // day the page falls in reads the day counts and one day's receipts (ADR 0099).
    const skippedIndexPages = (rows[0]!.pages * 9_990) / RECEIPTS;
    expect(await buffersRead({ page: 1_000, limit: 10 })).toBeLessThanOrEqual(
      firstPage + skippedIndexPages / 2,
    );
  });

  it('answer exactly the receipts an OFFSET query gives, and past the end an empty page with the total', async () => {
    const deep = await list('page=1000&limit=10');
    expect(deep.invoices.map((invoice) => invoice._id)).toEqual(await byOffset(9_990, 10));
    expect(deep.total).toBe(RECEIPTS);
    expect(await list('page=1000000&limit=100')).toMatchObject({ invoices: [], total: RECEIPTS });

    // Filtered by business day: the seed spreads the receipts over two years.
    const { rows } = await ctx.pool.query<{ from: string; to: string; n: number }>(
      `select min(issue_date)::text as from, max(issue_date)::text as to, count(*)::int as n from invoices
        where issue_date between current_date - 400 and current_date - 100`,
    );
    const { from, to, n } = rows[0]!;
    const filtered = await list(`from=${from}&to=${to}&page=300&limit=20`);
    expect(filtered.invoices.map((invoice) => invoice._id)).toEqual(
      await byOffset(5_980, 20, 'issue_date between $1 and $2', [from, to]),
    );
    expect(filtered.total).toBe(n);
    expect(await list(`from=${from}&to=${to}&page=1000000&limit=100`)).toMatchObject({
      invoices: [],
      total: n,
    });
  });
});
