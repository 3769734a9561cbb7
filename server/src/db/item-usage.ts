import { USAGE_WINDOW_DAYS } from '@dastarkhan/contract/inventory';
import { businessDay, shiftDate, startOfBusinessDay } from '@dastarkhan/contract/periods';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A relation `(item_id, per_day)`: what each item's sales (by recipe, per business day), waste and kitchen use
 * took per day over the last USAGE_WINDOW_DAYS business days up to `now` (issue 16's days left and shopping
 * list). Sales come from the per-day roll-up, so the cost does not grow with the receipts.
 */
export function recentUsage(now: Date, timeZone: string): SQL {
  const today = businessDay(now, timeZone);
  const first = shiftDate(today, 1 - USAGE_WINDOW_DAYS);
  const start = startOfBusinessDay(first, timeZone).toISOString();
  return sql`(
    select item_id, sum(quantity) / ${USAGE_WINDOW_DAYS} as per_day from (
      select item_id, quantity from usage_by_day where day between ${first}::date and ${today}::date
      union all
      select item_id, -quantity from inventory_movements
      where kind <> 'sale' and at >= ${start}::timestamptz
        and (kind = 'waste' or kind = 'reduction' and reason in ('used', 'wasted'))
    ) taken group by item_id
  )`;
}

/** Statement text of the days an item's stock lasts at `perDay` (1 decimal, 0 when none is left), or null. */
export const daysLeftOf = (quantity: string, perDay: string) =>
  `case when ${perDay} > 0 then greatest(round(${quantity} / ${perDay}, 1), 0) end`;
