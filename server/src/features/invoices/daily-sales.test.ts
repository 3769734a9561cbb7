import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OFF_MENU } from '../../test/menu';
import { createTestContext, type TestContext } from '../../test/test-app';
import { rollupMismatches } from '../../test/invariants';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import { foldSalesDeltas } from './daily-sales';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  // The tests fold by hand and count what each fold did, so the app's own once-a-second fold stays off.
  ctx = await createTestContext({ foldSalesInBackground: false });
  // An admin: these receipts are dated on past days, which only an admin may do (ADR 0144).
  headers = (await ctx.as('admin')).headers;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.pool.query('truncate invoices cascade; truncate daily_sales; truncate sales_deltas');
});

const receiptOn = async (issueDate: string, price = 420) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/invoices',
    headers,
    payload: {
      customer: { name: 'Walk-in', phoneNumber: '01711000999' },
      issueDate,
      items: [{ name: 'Kacchi', price, quantity: 1, priceReason: OFF_MENU }],
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.invoice as { _id: string; total: number };
};

/** The folded day rows on their own, and what the receipts say each day holds. */
async function foldedAgainstReceipts() {
  const folded = await ctx.pool.query(
    'select day::text, sales::text, order_count from daily_sales where order_count <> 0 or sales <> 0 order by day',
  );
  const fresh = await ctx.pool.query(
    'select issue_date::text as day, sum(total)::text as sales, count(*)::int as order_count from invoices where voided_at is null group by 1 order by 1',
  );
  return { folded: folded.rows, fresh: fresh.rows };
}

const pendingDeltas = async () =>
  (await ctx.pool.query('select count(*)::int as n from sales_deltas')).rows[0].n as number;

describe('folding the per-day sales', () => {
  it('keeps folding after a receipt of an already folded day is deleted, lowered or moved', async () => {
    const deleted = await receiptOn('2026-04-01');
    await receiptOn('2026-04-01', 99.99);
    const lowered = await receiptOn('2026-04-02', 500);
    const moved = await receiptOn('2026-04-03', 250);
    expect((await foldSalesDeltas(ctx.db)).folded).toBe(4);

    await ctx.app.inject({ method: 'DELETE', url: `/api/invoices/${deleted._id}`, headers });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/invoices/${lowered._id}`,
      headers,
      payload: { items: [{ name: 'Firni', price: 60, quantity: 1, priceReason: OFF_MENU }] },
    });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/invoices/${moved._id}`,
      headers,
      payload: { issueDate: '2026-04-05' },
    });
    expect(await foldSalesDeltas(ctx.db)).toEqual({ folded: 4, stuck: [] });
    expect(await pendingDeltas()).toBe(0);

    const { folded, fresh } = await foldedAgainstReceipts();
    expect(folded).toEqual(fresh);
    expect(folded.map((row) => row.day)).toEqual(['2026-04-01', '2026-04-02', '2026-04-05']);
  });

  it('folds every other day when one day cannot be folded, and keeps its figures readable', async () => {
    await receiptOn('2026-06-01');
    await foldSalesDeltas(ctx.db);
    // A day whose pending change would take its folded sales below zero (rows written by hand, outside the API).
    await ctx.pool.query(
      `insert into sales_deltas (day, sales, order_count) values ('2026-06-01', -1000.00, -3)`,
    );
    await receiptOn('2026-06-02', 700);

    const { stuck } = await foldSalesDeltas(ctx.db);
    expect(stuck.map(({ day }) => day)).toEqual(['2026-06-01']);
    const pending = await ctx.pool.query('select day::text from sales_deltas');
    expect(pending.rows).toEqual([{ day: '2026-06-01' }]);
    const folded = await ctx.pool.query(
      `select day::text, sales::text from daily_sales where day = '2026-06-02'`,
    );
    expect(folded.rows).toEqual([{ day: '2026-06-02', sales: '700.00' }]);
  });

  it('folds days whose sales pass what one receipt column can hold', async () => {
    const maxReceipt = 10_000_000;
    for (let i = 0; i < 3; i += 1) await receiptOn('2026-07-01', maxReceipt / 2);
    await foldSalesDeltas(ctx.db);
    // 200,000 receipts at the largest total allowed, pending at once: more than numeric(14,2) holds.
    await ctx.pool.query(
      `insert into sales_deltas (day, sales, order_count) select '2026-07-01', ${maxReceipt}, 1 from generate_series(1, 200000)`,
    );
    await receiptOn('2026-07-02', 10);
    await foldSalesDeltas(ctx.db);
    expect(await pendingDeltas()).toBe(0);
    const { rows } = await ctx.pool.query(`select sales::text from daily_sales order by day`);
    expect(rows).toEqual([{ sales: '2000015000000.00' }, { sales: '10.00' }]);
  });

  it('is not held up by a registration in progress: every advisory lock has its own id', async () => {
    expect(new Set(Object.values(ADVISORY_LOCKS)).size).toBe(Object.values(ADVISORY_LOCKS).length);
    await receiptOn('2026-08-01');
    const client = await ctx.pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.firstAdminRegistration]);
      expect((await foldSalesDeltas(ctx.db)).folded).toBe(1);
    } finally {
      await client.query('rollback');
      client.release();
    }
    expect(await rollupMismatches(ctx.pool)).toEqual([]);
  });
});
