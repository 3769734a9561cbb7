import { accountMismatches as accountMismatchesOf } from '../test/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRecipeCost } from '../features/recipes/recipe-costs.service';
import { DEMO_BUSINESS } from './demo-data';
import {
  kitchenMismatches,
  paymentCacheMismatches,
  rollupMismatches,
  stockMismatches,
  stockRollupMismatches,
  vatRollupMismatches,
} from '../test/invariants';
import { ingredientFigures, ingredientsFromHistory } from '../test/food-cost-history';
import { foldSalesDeltas } from '../features/invoices/daily-sales';
import { businessDay, shiftDate } from '@dastarkhan/contract/periods';
import type { FoodCostReport } from '@dastarkhan/contract/food-cost';
import { createTestContext, type TestContext } from '../test/test-app';
import { isDatabaseEmpty, seedDemo, type SeedResult } from './demo';
import { onHandOf } from '../db/stock-on-hand';
import { supplierBookMismatches } from '../features/suppliers/supplier-books-check';

let ctx: TestContext;
let seeded: SeedResult;
const NOW = new Date('2026-03-15T09:00:00Z'); // 15:00 in Dhaka

beforeAll(async () => {
  ctx = await createTestContext({ freshInstall: true, now: () => NOW });
  expect(await isDatabaseEmpty(ctx.db)).toBe(true);
  seeded = await seedDemo(ctx.db, { timeZone: 'Asia/Dhaka', now: NOW, days: 20, customerCount: 25 });
});
afterAll(() => ctx.close());

const query = async <T>(text: string) => (await ctx.pool.query(text)).rows as T[];

describe('the demo seed', () => {
  it('names its dishes, stock items and their sales in Bangla too, as the staff say them (issue 36)', async () => {
    const [missing] = await query<{ dishes: number; stock: number; lines: number }>(`
      select (select count(*) from recipes where name_bn is null)::int as dishes,
             (select count(*) from inventory_items where name_bn is null)::int as stock,
             (select count(*) from invoice_items where recipe_id is not null and name_bn is null)::int as lines`);
    expect(missing).toEqual({ dishes: 0, stock: 0, lines: 0 });
    const { headers } = await ctx.as('cashier');
    const search = `/api/recipes?search=${encodeURIComponent('মোরগ পোলাও')}`;
    const found = await ctx.app.inject({ url: search, headers });
    expect(found.json().data.recipes).toMatchObject([{ name: 'Morog Polao', nameBn: 'মোরগ পোলাও' }]);
  });

  it('keeps the daily sales roll-up equal to the receipts it wrote', async () => {
    expect(await rollupMismatches(ctx.pool)).toEqual([]);
    // Every one of the 20 days has receipts; the regulars' older credit receipts (issue 35) lie before them.
    const [days] = await query<{ last: string; n: number }>(
      `select max(issue_date)::text as last,
              count(distinct issue_date) filter (where issue_date > date '2026-03-15' - 20)::int as n from invoices`,
    );
    expect(days).toMatchObject({ last: '2026-03-15', n: 20 });
    expect(seeded.counts.invoices).toBeGreaterThan(20 * 5);
  });

  it('gives regulars baki: several receipts on credit, some part-paid, some over 30, 60 and 90 days old', async () => {
    const { headers } = await ctx.as('manager');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dues?limit=100', headers });
    expect(response.statusCode, response.body).toBe(200);
    const { dues, totalReceivable } = response.json().data as {
      dues: { balance: number; ageing: Record<string, number> }[];
      totalReceivable: number;
    };
    expect(dues.length).toBeGreaterThanOrEqual(8);
    const sum = (bucket: string) => dues.reduce((total, due) => total + due.ageing[bucket]!, 0);
    for (const bucket of ['days0to30', 'days31to60', 'days61to90', 'over90'])
      expect(sum(bucket)).toBeGreaterThan(0);
    expect(totalReceivable).toBeCloseTo(
      dues.reduce((total, due) => total + due.balance, 0),
      2,
    );
    const [partPaid] = await query<{ n: number }>(
      `select count(*)::int as n from invoices where status = 'due' and amount_paid > 0 and customer_id is not null`,
    );
    expect(partPaid!.n).toBeGreaterThan(0);
    expect(await accountMismatchesOf(ctx.pool)).toEqual([]);
    // Each statement's lines run in the order of their days: a period is a range of line numbers.
    const [outOfOrder] = await query<{ n: number }>(
      `select count(*)::int as n from customer_ledger a
         join customer_ledger b on b.customer_id = a.customer_id and b.seq = a.seq + 1
        where b.business_day < a.business_day`,
    );
    expect(outOfOrder!.n).toBe(0);
  });

  it('records each receipt’s VAT as the counter does and rolls it up, so the VAT register has figures', async () => {
    // The seeded settings: the standard rate, 5 % included in the menu prices, no service charge.
    const wrong = await query(`
      select i.invoice_number from invoices i
      left join lateral jsonb_array_elements(i.vat_lines) line on true
      where i.vat_lines is null or jsonb_array_length(i.vat_lines) <> 1 or line->>'rateName' <> 'Standard'
        or (line->>'vat')::numeric <> i.total - round(i.total / 1.05, 2)`);
    expect(wrong).toEqual([]);
    for (const fold of [false, true]) {
      if (fold) await foldSalesDeltas(ctx.db);
      expect(await vatRollupMismatches(ctx.pool)).toEqual([]);
    }
    const { headers } = await ctx.as('manager');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/vat/register?month=2026-03', headers });
    expect(response.statusCode, response.body).toBe(200);
    const [march] = await query<{ vat: string }>(`
      select sum((line->>'vat')::numeric)::text as vat
      from invoices, jsonb_array_elements(vat_lines) line where issue_date >= '2026-03-01'`);
    expect(response.json().data.register.vat).toBeGreaterThan(0);
    expect(response.json().data.register.vat).toBe(Number(march!.vat));
  });

  it('gives each receipt its payments, which its amount paid and status read', async () => {
    expect(await paymentCacheMismatches(ctx.pool)).toEqual([]);
    const [unpaid] = await query<{ n: number }>(
      'select count(*)::int as n from invoices i where not exists (select from invoice_payments p where p.invoice_id = i.id)',
    );
    expect(unpaid).toEqual({ n: 0 });
  });

  it('writes receipts whose totals add up and whose order numbers are their local save times', async () => {
    const wrong = await query(`
      select i.invoice_number from invoices i
      join (select invoice_id, sum(line_total) as lines from invoice_items group by invoice_id) l
        on l.invoice_id = i.id
      where l.lines <> i.sub_total or i.total <> greatest(i.sub_total - i.discount, 0)
        or i.invoice_number <> to_char(i.created_at at time zone 'Asia/Dhaka', 'YYYYMMDDHH24MISS')
        or i.created_at > '${NOW.toISOString()}'`);
    expect(wrong).toEqual([]);
  });

  it('uses the seeded menu categories and Bangladeshi mobile numbers', async () => {
    const categories = await query<{ category: string }>('select distinct category from recipes order by 1');
    expect(categories.map((row) => row.category)).toEqual([
      'Biriyani',
      'Desert & Drinks',
      'Kacchi',
      'Other',
      'Polao',
      'Side Dish',
    ]);
    const phones = await query<{ phone: string }>('select phone from customers');
    expect(phones).toHaveLength(25);
    expect(phones.every((row) => /^01[3-9]\d{8}$/.test(row.phone))).toBe(true);
    const [stock] = await query<{ items: number; additions: number }>(
      "select (select count(*)::int from inventory_items) as items, (select count(*)::int from inventory_movements where kind = 'intake') as additions",
    );
    expect(stock!.additions).toBeGreaterThan(stock!.items);
    expect(await stockMismatches(ctx.pool)).toEqual([]);
    expect(await kitchenMismatches(ctx.pool)).toEqual([]);
  });

  it('gives every dish but the parcel box a bill, most at 25-40 % food cost and a few over the warning', async () => {
    const dishes = await query<{ id: string; code: string }>('select id, code from recipes order by code');
    const costs = new Map<string, Awaited<ReturnType<typeof readRecipeCost>>>();
    for (const dish of dishes) costs.set(dish.code, await readRecipeCost(ctx.db, dish.id));
    const costed = [...costs].filter(([, cost]) => cost.plateCost > 0).map(([code]) => code);
    expect([...costs.keys()].filter((code) => !costed.includes(code))).toEqual(['PB1']);
    const within = costed.filter((code) => {
      const percent = costs.get(code)!.foodCostPercent!;
      return percent >= 25 && percent <= 40;
    });
    expect(within.length).toBeGreaterThanOrEqual(costed.length - 2);
    const over = costed.filter((code) => costs.get(code)!.overThreshold);
    expect(over.length).toBeGreaterThan(0);
    expect(over.length).toBeLessThanOrEqual(4);
    // The half plate is half of the full plate's ingredients.
    expect(costs.get('K2')!.plateCost).toBeCloseTo(costs.get('K1')!.plateCost / 2, 1);
  });

  it("records what each receipt's dishes took as the counter would, so stock is the sum of its movements", async () => {
    expect(await stockMismatches(ctx.pool)).toEqual([]);
    // Every day's usage is its receipts' sale movements.
    const usage = await query(`
      select coalesce(u.day, s.day) as day, coalesce(u.item_id, s.item_id) as item_id, u.quantity, s.quantity
      from (select day, item_id, sum(quantity) as quantity from usage_by_day group by 1, 2) u
      full join (select i.issue_date as day, m.item_id, -sum(m.quantity) as quantity from inventory_movements m
                 join invoices i on i.id = m.invoice_id where m.kind = 'sale' group by 1, 2) s
        on s.day = u.day and s.item_id = u.item_id
      where u.quantity is distinct from s.quantity`);
    expect(usage).toEqual([]);
    // Each item's versions count its movements in time order.
    const versions = await query(`
      select item_id, item_version, n from (
        select item_id, item_version, row_number() over (partition by item_id order by at, kind) as n
        from inventory_movements) numbered
      where item_version <> n
      union all
      select i.id, i.version, (select count(*) from inventory_movements m where m.item_id = i.id) from inventory_items i
      where i.version <> (select count(*) from inventory_movements m where m.item_id = i.id)`);
    expect(versions).toEqual([]);
    // Each receipt's sale movements are what the snapshots of its dishes took, as a sale writes them.
    const unbooked = await query(`
      select coalesce(b.invoice_id, m.invoice_id) as invoice_id, coalesce(b.item_id, m.item_id) as item_id
      from (select invoice_id, item_id, sum(quantity) as quantity from sale_usage group by 1, 2) b
      full join (select invoice_id, item_id, -sum(quantity) as quantity from inventory_movements
                 where kind = 'sale' group by 1, 2) m on m.invoice_id = b.invoice_id and m.item_id = b.item_id
      where coalesce(b.quantity, 0) <> coalesce(m.quantity, 0)`);
    expect(unbooked).toEqual([]);
    const [sales] = await query<{ n: number }>(
      "select count(*)::int as n from inventory_movements where kind = 'sale'",
    );
    expect(sales!.n).toBeGreaterThan(seeded.counts.invoices);
  });

  it('rolls its stock up as the books say, so the food cost report reads what the whole history sums', async () => {
    expect(await stockRollupMismatches(ctx.pool)).toEqual([]);
    const admin = (await ctx.as('admin')).headers;
    const today = businessDay(NOW, 'Asia/Dhaka');
    // The whole seed, its first week, its last week and one day, before and after the sales fold.
    const periods = [-20, -19, -6, -3, 0].map((days) => shiftDate(today, days));
    for (const folded of [false, true]) {
      if (folded) await foldSalesDeltas(ctx.db);
      for (const [from, to] of [
        [periods[0], today],
        [periods[0], periods[2]],
        [periods[2], today],
        [periods[3], periods[3]],
        [periods[1], periods[4]],
      ]) {
        const url = `/api/food-cost/report?from=${from}&to=${to}`;
        const report = (await ctx.app.inject({ url, headers: admin })).json().data as FoodCostReport;
        expect(report.ingredients.length, url).toBeGreaterThan(0);
        expect(ingredientFigures(report.ingredients), url).toEqual(
          await ingredientsFromHistory(ctx.pool, from!, to!),
        );
      }
    }
  });

  it('keeps most stock above zero and leaves one missed delivery for "record the missing intake"', async () => {
    const stock = await query<{ name: string; quantity: string }>(
      `select name, ${onHandOf('inventory_items')}::text as quantity from inventory_items order by name`,
    );
    expect(stock.filter((item) => Number(item.quantity) < 0).map((item) => item.name)).toEqual([
      'Sour yoghurt (tok doi)',
    ]);
  });

  it('gives suppliers payables (credit deliveries, some part-paid), their books agreeing with the stock', async () => {
    expect(await supplierBookMismatches(ctx.pool)).toEqual([]);
    const [books] = await query<{ owed: number; payments: number; dues: number }>(
      `select (select count(*)::int from suppliers where payable > 0) as owed,
              (select count(*)::int from supplier_payments) as payments,
              (select count(*)::int from supplier_dues where outstanding > 0) as dues`,
    );
    expect(books!.owed).toBeGreaterThan(3);
    expect(books!.payments).toBeGreaterThan(0);
    expect(books!.dues).toBeGreaterThan(books!.owed);
  });

  it('gives every dish a short code of its own, read back by the menu search', async () => {
    const codes = await query<{ code: string | null }>('select code from recipes order by code');
    expect(codes.length).toBeGreaterThan(20);
    expect(codes.every((row) => row.code !== null && /^[A-Z]{1,2}\d$/.test(row.code))).toBe(true);
    expect(new Set(codes.map((row) => row.code)).size).toBe(codes.length);
    const admin = await ctx.as('admin');
    const found = await ctx.app.inject({ url: '/api/recipes?search=k1', headers: admin.headers });
    expect(found.json().data.recipes).toMatchObject([{ name: 'Basmoti Kacchi (Full)', code: 'K1' }]);
  });

  it('creates one account per role that signs in with the printed password', async () => {
    expect(seeded.accounts.map((account) => account.role)).toEqual(['admin', 'manager', 'cashier', 'staff']);
    for (const account of seeded.accounts) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect(response.json().data.user.role).toBe(account.role);
    }
    expect(await isDatabaseEmpty(ctx.db)).toBe(false);
  });

  it("gives a fresh install the demo restaurant's business details, and keeps a shop's own", async () => {
    // Seeding again replaces the demo rows, so this runs on a database of its own.
    const shop = await createTestContext({ freshInstall: true });
    try {
      await seedDemo(shop.db, { timeZone: 'Asia/Dhaka', now: NOW, days: 1, customerCount: 2 });
      const admin = (await shop.as('admin')).headers;
      const details = async () =>
        (await shop.app.inject({ url: '/api/settings/business', headers: admin })).json().data.business;
      const printed = async () =>
        (await shop.pool.query('select distinct business_name as name from invoices')).rows;
      expect(await details()).toEqual(DEMO_BUSINESS);
      expect(await printed()).toEqual([{ name: DEMO_BUSINESS.name }]);

      const own = { name: 'Star Kabab & Restaurant', phone: '01911-222333' };
      await shop.app.inject({ method: 'PATCH', url: '/api/settings/business', headers: admin, payload: own });
      await seedDemo(shop.db, { timeZone: 'Asia/Dhaka', now: NOW, days: 1, customerCount: 2 });
      expect(await details()).toMatchObject(own);
      expect(await printed()).toEqual([{ name: own.name }]);
    } finally {
      await shop.close();
    }
  });
});
