import type { DashboardSummary, SalesSeries } from '@dastarkhan/contract/dashboard';
import type { Period } from '@dastarkhan/contract/common';
import { periodBounds } from '@dastarkhan/contract/periods';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, salesByDay, inventoryItems } from '../../db/schema';
import { toMoney } from '../../lib/reply';

/**
 * Sales and orders of the period's business days come from the per-day roll-up (at most 366 rows for a
 * year, whatever the number of receipts); customers and stock items are current totals
 * (docs/decisions/0012-dashboard-figures.md). One round trip.
 */
export async function dashboardSummary(
  db: Executor,
  range: Period,
  timeZone: string,
  now: Date = new Date(),
): Promise<DashboardSummary> {
  const { startDate, endDate } = periodBounds(range, timeZone, now);
  const result = await db.execute<{
    sales: string;
    order_count: number;
    total_customers: number;
    total_inventory_items: number;
  }>(sql`
    select
      (select coalesce(sum(${salesByDay.sales}), 0) from ${salesByDay}
        where ${salesByDay.day} between ${startDate} and ${endDate}) as sales,
      (select coalesce(sum(${salesByDay.orderCount}), 0)::int from ${salesByDay}
        where ${salesByDay.day} between ${startDate} and ${endDate}) as order_count,
      (select count(*)::int from ${customers}) as total_customers,
      (select count(*)::int from ${inventoryItems} where ${inventoryItems.archivedAt} is null) as total_inventory_items`);
  const row = result.rows[0]!;
  return {
    range,
    startDate,
    endDate,
    sales: toMoney(row.sales),
    orderCount: row.order_count,
    totalCustomers: row.total_customers,
    totalInventoryItems: row.total_inventory_items,
  };
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
