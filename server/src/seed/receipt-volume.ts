import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { foldSalesDeltas, rebuildDailySales } from '../features/invoices/daily-sales';
import { rebuildDailyVat } from '../features/invoices/vat-roll';

const BATCH = 100_000;
/** The bench's default history: two years. */
const DEFAULT_DAYS = 730;

/**
 * Fills `invoices`, `invoice_items` and the `daily_sales` and `daily_vat` roll-ups with `count` receipts spread over the last
 * `days` days (two years unless given), set-based inside PostgreSQL (generate_series), so a million receipts take one or two minutes
 * instead of a million requests. Each receipt has two items; totals are consistent with them.
 */
export async function seedInvoiceVolume(
  db: Database,
  count: number,
  log: (line: string) => void,
  days = DEFAULT_DAYS,
): Promise<void> {
  await db.execute(sql`
    insert into customers (name, phone)
    select 'Bench Customer ' || g, '017' || lpad(g::text, 8, '0') from generate_series(1, 5000) g
    on conflict do nothing`);
  for (let first = 1; first <= count; first += BATCH) {
    const last = Math.min(count, first + BATCH - 1);
    await db.execute(sql`
      insert into invoices (invoice_number, transaction_id, customer_name, issue_date, time, sub_total, total,
                            status, payment_method, created_at, vat_lines)
      select 'B' || lpad(g::text, 10, '0'),
             'TXN' || (g % 10000),
             'Bench Customer ' || (g % 5000 + 1),
             (current_date - ((g::bigint * ${days}) / ${count})::int),
             '12:00',
             receipt.total,
             receipt.total,
             'paid', 'Cash',
             (current_date - ((g::bigint * ${days}) / ${count})::int) + interval '12 hours' + (g % 3600) * interval '1 second',
             -- The seeded standard rate, 5 % included in the menu price (issue 34), as the save computes it.
             jsonb_build_array(jsonb_build_object('rateName', 'Standard', 'percent', 5, 'inclusive', true,
               'taxable', round(receipt.total / 1.05, 2), 'vat', receipt.total - round(receipt.total / 1.05, 2)))
      from generate_series(${first}::int, ${last}::int) g
      cross join lateral (
        select ((120 + (g % 7) * 10) * (1 + g % 3) + (80 + (g % 5) * 10))::numeric as total
      ) receipt`);
    await db.execute(sql`
      insert into invoice_items (invoice_id, position, name, price, quantity, line_total)
      select i.id, item.position, item.name, item.price, item.quantity, item.price * item.quantity
      from invoices i
      cross join lateral (select substring(i.invoice_number from 2)::int as g) n
      cross join lateral (values
        (0, 'Basmoti Kacchi', (120 + (n.g % 7) * 10)::numeric, 1 + n.g % 3),
        (1, 'Borhani', (80 + (n.g % 5) * 10)::numeric, 1)
      ) as item(position, name, price, quantity)
      where i.invoice_number between ${`B${String(first).padStart(10, '0')}`} and ${`B${String(last).padStart(10, '0')}`}`);
    log(`  seeded ${last.toLocaleString('en')} receipts`);
  }
  await rebuildDailySales(db);
  await rebuildDailyVat(db);
  // The receipt list's per-day counts, which the insert triggers left pending, folded as the app would.
  await foldSalesDeltas(db);
  // A bulk load leaves every page dirty and without hint bits: the first reads would rewrite them, and the
  // next checkpoint would flush them while receipts are being saved (a 1,000,000-receipt run measured save
  // p99 at 128 ms instead of ~25 ms). A restaurant's database is never in that state, so settle it first.
  await db.execute(sql`vacuum (analyze)`);
  try {
    await db.execute(sql`checkpoint`);
  } catch {
    log(
      '  (no checkpoint: it needs a superuser or the pg_checkpoint role; the first measurements may pay for it)',
    );
  }
}
