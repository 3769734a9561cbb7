import type { Invoice } from '@dastarkhan/contract/invoices';
import { toPoisha } from '@dastarkhan/contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenReceipts, rollupMismatches, stockMismatches } from './invariants';
import { runWriter, STOCK, type Acknowledged } from './mixed-writers';
import { receiptBody } from './receipt-load';
import { send } from './seed-api';
import { createTestContext, type TestContext } from './test-app';
import { onHandOf } from '../db/stock-on-hand';

const WRITERS = 50;
const OPERATIONS = 8;
// The app's clock runs from noon of a Wednesday in Dhaka: today and yesterday share a Sunday–Saturday week.
const TODAY = '2025-06-18';
const YESTERDAY = '2025-06-17';
const clockStart = Date.parse('2025-06-18T06:00:00Z');
const realStart = Date.now();

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date(clockStart + (Date.now() - realStart)) });
  admin = (await ctx.as('admin')).headers;
});
afterAll(() => ctx.close());

const get = <T>(url: string) => send<T>(ctx.app, admin, 'GET', url);
const sumPoisha = (invoices: Invoice[]) =>
  invoices.reduce((sum, invoice) => sum + toPoisha(invoice.total), 0);

describe(`${WRITERS} concurrent writers`, () => {
  it('lose and duplicate nothing, number every receipt uniquely, and keep the dashboard equal to the rows', async () => {
    const acknowledged: Acknowledged = {
      own: new Map(),
      deleted: new Set(),
      hot: new Map(),
      stock: new Map(),
      costs: { rows: 0, amount: 0 },
      invoiceNumbers: [],
      refused: {},
    };
    for (let n = 0; n < 3; n += 1) {
      const { invoice } = await send<{ invoice: Invoice }>(
        ctx.app,
        admin,
        'POST',
        '/api/invoices',
        receiptBody('hot', n),
      );
      acknowledged.hot.set(invoice._id, [invoice]);
      acknowledged.invoiceNumbers.push(invoice.invoiceNumber);
    }
    // Two admins: the writers date receipts yesterday and give discounts past a manager's limits (issue 32).
    const otherAdmin = (await ctx.newUser('admin')).headers;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: WRITERS }, (_, writer) =>
        runWriter({
          writer,
          operations: OPERATIONS,
          send: async (options) => ctx.app.inject(options),
          headers: [admin, otherAdmin],
          days: [TODAY, YESTERDAY],
          acknowledged,
        }),
      ),
    );
    const elapsed = Math.round(performance.now() - started);

    // Every answer was a success: nothing here should be refused, not even the writes that meet on shared rows.
    expect(acknowledged.refused).toEqual({});

    // Each writer's receipts read back exactly as last acknowledged; deleted ones are gone.
    for (const [id, invoice] of acknowledged.own)
      expect(await get(`/api/invoices/${id}`)).toEqual({ invoice });
    for (const id of acknowledged.deleted) {
      expect((await ctx.app.inject({ url: `/api/invoices/${id}`, headers: admin })).statusCode).toBe(404);
    }
    // A receipt many writers edited at once ends as one of the versions they were told was saved, whole.
    const hotFinal: Invoice[] = [];
    for (const [id, versions] of acknowledged.hot) {
      const { invoice } = await get<{ invoice: Invoice }>(`/api/invoices/${id}`);
      expect(versions.map((version) => JSON.stringify(version))).toContain(JSON.stringify(invoice));
      hotFinal.push(invoice);
    }
    const live = [...acknowledged.own.values(), ...hotFinal];
    // Every receipt has its own number, and no number is ever issued twice; a deleted receipt is voided and
    // keeps its number (ADR 0155).
    expect(new Set(live.map((invoice) => invoice.invoiceNumber)).size).toBe(live.length);
    expect(new Set(acknowledged.invoiceNumbers).size).toBe(acknowledged.invoiceNumbers.length);
    const { rows: counts } = await ctx.pool.query<{ receipts: string; numbers: string }>(
      'select count(*) filter (where voided_at is null) as receipts, count(distinct invoice_number) filter (where voided_at is null) as numbers from invoices',
    );
    expect(counts[0]).toEqual({ receipts: String(live.length), numbers: String(live.length) });
    expect(await brokenReceipts(ctx.pool)).toEqual([]);
    expect(await rollupMismatches(ctx.pool)).toEqual([]);
    expect(await stockMismatches(ctx.pool)).toEqual([]);

    // The dashboard equals both the rows in the database and what the writers were acknowledged.
    for (const [range, days] of [
      ['today', [TODAY]],
      ['week', [TODAY, YESTERDAY]],
    ] as const) {
      const summary = await get<{ sales: number; orderCount: number }>(
        `/api/dashboard/summary?range=${range}`,
      );
      const inRange = live.filter((invoice) => (days as readonly string[]).includes(invoice.issueDate));
      const { rows } = await ctx.pool.query<{ sales: string; orders: string }>(
        `select coalesce(sum(total), 0)::text as sales, count(*)::text as orders from invoices where issue_date = any($1) and voided_at is null`,
        [days],
      );
      expect(toPoisha(summary.sales)).toBe(sumPoisha(inRange));
      expect(toPoisha(summary.sales)).toBe(toPoisha(Number(rows[0]!.sales)));
      expect(summary.orderCount).toBe(inRange.length);
      expect(String(summary.orderCount)).toBe(rows[0]!.orders);
    }

    // Stock intakes onto the same items merged without losing one; costs were all kept.
    for (const name of STOCK) {
      const expected = acknowledged.stock.get(name);
      const { rows } = await ctx.pool.query<{ quantity: string; total: string; additions: string }>(
        `select ${onHandOf('i')}::text as quantity, i.total_tk::text as total,
                (select count(*) from inventory_movements m where m.item_id = i.id and m.kind = 'intake')::text as additions
           from inventory_items i where i.name = $1`,
        [name],
      );
      expect(rows).toHaveLength(expected ? 1 : 0);
      if (!expected) continue;
      expect(toPoisha(Number(rows[0]!.quantity))).toBe(expected.quantity);
      expect(toPoisha(Number(rows[0]!.total))).toBe(expected.totalTk);
      expect(Number(rows[0]!.additions)).toBe(expected.intakes);
    }
    const { rows: costs } = await ctx.pool.query<{ n: string; amount: string }>(
      'select count(*)::text as n, coalesce(sum(amount), 0)::text as amount from costs',
    );
    expect(Number(costs[0]!.n)).toBe(acknowledged.costs.rows);
    expect(toPoisha(Number(costs[0]!.amount))).toBe(acknowledged.costs.amount);

    const intakes = [...acknowledged.stock.values()].reduce((sum, entry) => sum + entry.intakes, 0);
    const edits = [...acknowledged.hot.values()].reduce((sum, versions) => sum + versions.length - 1, 0);
    console.log(
      `concurrency: ${WRITERS} writers × ${OPERATIONS} operations in ${elapsed} ms; checked ${live.length} live receipts ` +
        `(${acknowledged.deleted.size} deleted, ${edits} racing edits of ${hotFinal.length} shared receipts), ` +
        `${intakes} intakes onto ${acknowledged.stock.size} shared items, ${acknowledged.costs.rows} cost rows`,
    );
  }, 120_000);
});
