import type { CostsPage } from '@dastarkhan/contract/costs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/seed-api';
import { createTestContext, type TestContext } from '../../test/test-app';
import { foldSalesDeltas } from '../invoices/daily-sales';

/**
 * Issue 33: the costs list without a period reads its total and amount from the totals kept with the costs (ADR
 * 0174). They must be what count(*) and sum() over the live costs give, with the changes pending, folded and both,
 * after adds, edits and deletes (archives) through the API and a bulk insert.
 */
let ctx: TestContext;
let admin: { headers: { authorization: string } };
beforeAll(async () => {
  // Only the test folds, so it sees the totals both pending and folded.
  ctx = await createTestContext({ foldSalesInBackground: false });
  admin = await ctx.as('admin');
});
afterAll(() => ctx.close());

const call = <T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
  send<T>(ctx.app, admin.headers, method, `/api${url}`, body);

/** The list's third page, total and amount against OFFSET, count(*) and sum() over the live costs. */
async function expectTotalsAsSummed() {
  const page = await call<CostsPage>('GET', '/costs?page=3&limit=10');
  const { rows } = await ctx.pool.query<{ n: number; amount: number }>(
    'select count(*)::int as n, coalesce(sum(amount), 0)::float8 as amount from costs where archived_at is null',
  );
  const offset = await ctx.pool.query<{ id: string }>(
    `select id from costs where archived_at is null order by created_at desc, id desc offset 20 limit 10`,
  );
  expect(page.total).toBe(rows[0]!.n);
  expect(page.totalAmount).toBe(rows[0]!.amount);
  expect(page.costs.map((cost) => cost._id)).toEqual(offset.rows.map((row) => row.id));
}

describe('the costs’ totals', () => {
  it('equal count(*) and sum() over the live costs, pending, folded and both', async () => {
    // Two years of daily gas bills written in bulk, as a seed or an import would.
    await ctx.pool.query(
      `insert into costs (reason, amount, created_at)
       select 'Gas', 100 + g % 7 * 0.25, now() - make_interval(days => g) from generate_series(1, 730) g`,
    );
    const { costs } = await call<{ costs: { _id: string; version: string }[] }>('POST', '/costs', [
      { reason: 'Repair', amount: 960.5 },
      { reason: 'Ice', amount: 120 },
    ]);
    await expectTotalsAsSummed();
    await foldSalesDeltas(ctx.db);
    const pending = await ctx.pool.query<{ n: number }>('select count(*)::int as n from cost_total_deltas');
    expect(pending.rows[0]!.n).toBe(0);
    await expectTotalsAsSummed();
    await call('PATCH', `/costs/${costs[0]!._id}`, { amount: 1000, version: costs[0]!.version });
    await call('DELETE', `/costs/${costs[1]!._id}?version=${costs[1]!.version}`);
    await expectTotalsAsSummed();
    await foldSalesDeltas(ctx.db);
    await expectTotalsAsSummed();
  });
});
