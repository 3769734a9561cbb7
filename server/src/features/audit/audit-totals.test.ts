import type { AuditPage } from '@dastarkhan/contract/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/seed-api';
import { createTestContext, type TestContext } from '../../test/test-app';
import { foldSalesDeltas } from '../invoices/daily-sales';

/**
 * Issue 33: the trail's total without a period is summed from the counts kept with the entries (ADR 0172). Each
 * filter's total and page must be what a plain count(*) and OFFSET over the entries give, whether the counts are
 * still pending or folded, and after entries written in one statement and in separate transactions.
 */
let ctx: TestContext;
let admin: { id: string; headers: { authorization: string } };
let manager: { id: string };
beforeAll(async () => {
  // Only the test folds, so it sees the counts both pending and folded.
  ctx = await createTestContext({ foldSalesInBackground: false });
  admin = await ctx.as('admin');
  manager = await ctx.as('manager');
});
afterAll(() => ctx.close());

/** Entries in one statement, as a bulk writer would: every third by the manager, some by nobody signed in. */
async function writeEntries(count: number, from: number) {
  await ctx.pool.query(
    `insert into audit_entries (actor_id, actor_name, kind, entity_id, action)
     select case g % 3 when 0 then $2::uuid when 1 then $3::uuid end, 'Someone',
       (array['receipt', 'cost', 'customer'])[1 + g % 3], 'e' || g, (array['create', 'update'])[1 + g % 2]
     from generate_series($1::int, $1::int + $4::int - 1) g`,
    [from, manager.id, admin.id, count],
  );
}

const FILTERS = () => [
  { query: '', where: 'true', values: [] },
  { query: '&kind=receipt', where: "kind = 'receipt'", values: [] },
  { query: '&action=update', where: "action = 'update'", values: [] },
  { query: `&userId=${manager.id}`, where: 'actor_id = $1', values: [manager.id] },
  {
    query: `&userId=${admin.id}&kind=cost&action=create`,
    where: "actor_id = $1 and kind = 'cost' and action = 'create'",
    values: [admin.id],
  },
  { query: '&kind=setting', where: "kind = 'setting'", values: [] },
];

/** Every filter's total and its third page against count(*) and OFFSET over the entries themselves. */
async function expectTotalsAsCounted() {
  for (const { query, where, values } of FILTERS()) {
    const page = await send<AuditPage>(ctx.app, admin.headers, 'GET', `/api/audit?page=3&limit=10${query}`);
    const counted = await ctx.pool.query<{ n: number }>(
      `select count(*)::int as n from audit_entries where ${where}`,
      values,
    );
    const offset = await ctx.pool.query<{ id: string }>(
      `select id::text as id from audit_entries where ${where} order by audit_entries.id desc offset 20 limit 10`,
      values,
    );
    expect(page.total, query).toBe(counted.rows[0]!.n);
    expect(
      page.entries.map((entry) => entry._id),
      query,
    ).toEqual(offset.rows.map((row) => row.id));
  }
}

describe('the audit trail’s totals', () => {
  it('equal count(*) for every filter, pending, folded, and with both at once', async () => {
    await writeEntries(3_000, 1);
    await expectTotalsAsCounted();
    await foldSalesDeltas(ctx.db);
    const pending = await ctx.pool.query<{ n: number }>('select count(*)::int as n from audit_count_deltas');
    expect(pending.rows[0]!.n).toBe(0);
    await expectTotalsAsCounted();
    await writeEntries(500, 3_001);
    // A change through the API writes its entry in its own transaction.
    await send(ctx.app, admin.headers, 'POST', '/api/costs', [{ reason: 'Gas', amount: 960 }]);
    await expectTotalsAsCounted();
  });

  it('count a period from the entries themselves', async () => {
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 60_000).toISOString();
    const page = await send<AuditPage>(
      ctx.app,
      admin.headers,
      'GET',
      `/api/audit?page=1&limit=10&startDate=${start}&endDate=${end}`,
    );
    const counted = await ctx.pool.query<{ n: number }>(
      'select count(*)::int as n from audit_entries where at >= $1 and at < $2',
      [start, end],
    );
    expect(page.total).toBe(counted.rows[0]!.n);
  });
});
