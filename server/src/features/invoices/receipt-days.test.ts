import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaker, receiptBody } from '../../seed/factories';
import { seedInvoiceVolume } from '../../seed/receipt-volume';
import { send } from '../../test/seed-api';
import { DEMO_MENU } from '../../seed/demo-data';
import { seedMenu } from '../../test/menu';
import { createTestContext, type TestContext } from '../../test/test-app';
import { foldSalesDeltas } from './daily-sales';

// ADR 0099: later pages of the receipt list start from per-day counts kept beside the receipts. Counts that
// drift from the receipts would show a wrong page, so they are held equal to the receipts through every kind of
// write, and every page is held equal to what an OFFSET query returns.
const RECEIPTS = 1_500;
const PAGE_SIZE = 7;

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.as('admin')).headers;
  // Two years of receipts, two or three a day, inserted in one statement.
  await seedInvoiceVolume(ctx.db, RECEIPTS, () => undefined);
}, 120_000);
afterAll(() => ctx.close());

type Page = { invoices: { _id: string }[]; total: number };

/** Receipts per UTC day of creation, as the list's counts have them and as the receipts (not voided) are. */
async function countsByDay() {
  const kept = await ctx.pool.query<{ day: string; n: number }>(
    `select day::text, sum(receipts)::int as n from receipts_by_created_day group by day having sum(receipts) <> 0
      order by day`,
  );
  const actual = await ctx.pool.query<{ day: string; n: number }>(
    `select (created_at at time zone 'UTC')::date::text as day, count(*)::int as n from invoices
      where voided_at is null group by 1 order by 1`,
  );
  return { kept: kept.rows, actual: actual.rows };
}

/** Every page of the unfiltered list, through the API, against the same receipts read by OFFSET. */
async function expectEveryPageExact() {
  const { rows } = await ctx.pool.query<{ id: string }>(
    'select id from invoices where voided_at is null order by created_at desc, id desc',
  );
  const ids = rows.map((row) => row.id);
  const pages = Math.ceil(ids.length / PAGE_SIZE);
  for (let page = 1; page <= pages + 1; page += 1) {
    const listed = await send<Page>(ctx.app, headers, 'GET', `/api/invoices?page=${page}&limit=${PAGE_SIZE}`);
    expect(
      listed.invoices.map((invoice) => invoice._id),
      `page ${page}`,
    ).toEqual(ids.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
    expect(listed.total).toBe(ids.length);
  }
}

describe('the receipt list’s counts per day of creation', () => {
  it('equal the receipts after a bulk insert, and every page is the one OFFSET gives, before and after the fold', async () => {
    const { kept, actual } = await countsByDay();
    expect(actual.length).toBeGreaterThan(700);
    expect(kept).toEqual(actual);
    await expectEveryPageExact();

    await foldSalesDeltas(ctx.db);
    const { rows } = await ctx.pool.query<{ n: number }>('select count(*)::int as n from receipt_day_deltas');
    expect(rows[0]!.n).toBe(0);
    expect((await countsByDay()).kept).toEqual(actual);
    await expectEveryPageExact();
  });

  it('follow receipts saved at once and receipts deleted (voided) from days already folded', async () => {
    const faker = createFaker(7);
    // The factory sells the demo menu by name, at its prices: put it on this shop's menu.
    await seedMenu(ctx, Object.fromEntries(DEMO_MENU.map((dish) => [dish.name, dish.price])));
    await Promise.all(
      Array.from({ length: 12 }, () => send(ctx.app, headers, 'POST', '/api/invoices', receiptBody(faker))),
    );
    // Deleted from the middle of the history: whole pages after them move up by one receipt each.
    const { rows } = await ctx.pool.query<{ id: string }>(
      'select id from invoices order by created_at desc, id desc offset 500 limit 5',
    );
    for (const { id } of rows) await send(ctx.app, headers, 'DELETE', `/api/invoices/${id}`);

    const { kept, actual } = await countsByDay();
    expect(kept).toEqual(actual);
    await expectEveryPageExact();
    await foldSalesDeltas(ctx.db);
    expect((await countsByDay()).kept).toEqual(actual);
    await expectEveryPageExact();
  });

  it('refuse to move a receipt to another creation time', async () => {
    await expect(
      ctx.pool.query(`update invoices set created_at = created_at - interval '3 days' where true`),
    ).rejects.toThrow(/created_at cannot change/);
  });

  it('empty with the receipts when the table is truncated', async () => {
    await ctx.pool.query('truncate invoices cascade');
    expect(await countsByDay()).toEqual({ kept: [], actual: [] });
    const listed = await send<Page>(ctx.app, headers, 'GET', '/api/invoices?page=2&limit=5');
    expect(listed.invoices).toEqual([]);
  });
});
