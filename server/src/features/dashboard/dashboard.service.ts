import type { DashboardSummary, SalesSeries } from '@dastarkhan/contract/dashboard';
import type { Period } from '@dastarkhan/contract/common';
import { periodBounds, type PeriodBounds } from '@dastarkhan/contract/periods';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { customerTotal } from '../../db/customer-total';
import { salesByDay, inventoryItems } from '../../db/schema';
import { boundStatement, namedStatement } from '../../lib/named-statement';
import { toMoney } from '../../lib/reply';

/** The statement's one row: sales, orders, customers and stock items. */
type SummaryRow = [sales: string, orderCount: number, totalCustomers: number, totalInventoryItems: number];

/**
 * Sales and orders of the period's business days come from the per-day roll-up (at most 366 rows for a
 * year, whatever the number of receipts); customers and stock items are current totals
 * (docs/decisions/0012-dashboard-figures.md), the customers from the counter kept with them (ADR 0098). One round trip, built once and run by name (lib/named-statement.ts).
 */
const SUMMARY = namedStatement(
  'dashboard_summary',
  sql`
    select
      (select coalesce(sum(${salesByDay.sales}), 0) from ${salesByDay}
        where ${salesByDay.day} between ${sql.placeholder('start')} and ${sql.placeholder('end')}),
      (select coalesce(sum(${salesByDay.orderCount}), 0)::int from ${salesByDay}
        where ${salesByDay.day} between ${sql.placeholder('start')} and ${sql.placeholder('end')}),
      ${customerTotal},
      (select count(*)::int from ${inventoryItems} where ${inventoryItems.archivedAt} is null)`,
);

/** The summary's statement for a period's business days, as `pg` runs it (the benchmark runs it too). */
export function summaryStatement(bounds: PeriodBounds) {
  return boundStatement(SUMMARY, { start: bounds.startDate, end: bounds.endDate });
}

/** The API's summary from the statement's row. */
export function summaryOf(range: Period, bounds: PeriodBounds, row: SummaryRow): DashboardSummary {
  const [sales, orderCount, totalCustomers, totalInventoryItems] = row;
  return {
    range,
    startDate: bounds.startDate,
    endDate: bounds.endDate,
    sales: toMoney(sales),
    orderCount,
    totalCustomers,
    totalInventoryItems,
  };
}

export async function dashboardSummary(
  db: Database,
  range: Period,
  timeZone: string,
  now: Date = new Date(),
): Promise<DashboardSummary> {
  const bounds = periodBounds(range, timeZone, now);
  const { rows } = await db.$client.query<SummaryRow>(summaryStatement(bounds));
  return summaryOf(range, bounds, rows[0]!);
}

/** Every day of the period (every month for the year), days without receipts as zeros. */
export async function salesSeries(
  db: Executor,
  range: Period,
  timeZone: string,
  now: Date = new Date(),
): Promise<SalesSeries> {
  const { startDate, endDate } = periodBounds(range, timeZone, now);
  const unit = range === 'year' ? 'month' : 'day';
  const step = unit === 'month' ? sql`interval '1 month'` : sql`interval '1 day'`;
  const result = await db.execute<{ date: string; sales: string; order_count: number }>(sql`
    select to_char(bucket, 'YYYY-MM-DD') as date,
      coalesce(sum(${salesByDay.sales}), 0) as sales,
      coalesce(sum(${salesByDay.orderCount}), 0)::int as order_count
    from generate_series(${startDate}::date, ${endDate}::date, ${step}) as bucket
    left join ${salesByDay}
      on ${salesByDay.day} >= bucket::date and ${salesByDay.day} < (bucket + ${step})::date
    group by bucket
    order by bucket`);
  return {
    range,
    unit,
    points: result.rows.map((row) => ({
      date: row.date,
      sales: toMoney(row.sales),
      orderCount: row.order_count,
    })),
  };
}
