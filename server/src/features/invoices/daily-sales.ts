import { poishaToDecimalString, type Poisha } from '@dastarkhan/contract/money';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { salesDeltas } from '../../db/schema';

export type SalesChange = { day: string; sales: Poisha; orders: number };

/**
 * Records a receipt's changes to the per-day sales inside the caller's transaction, merged per day. Only
 * appends rows, so receipt writes never wait for each other here (docs/decisions/0042-hot-path-statements.md).
 */
export async function applySalesChanges(tx: Executor, changes: SalesChange[]): Promise<void> {
  const byDay = new Map<string, SalesChange>();
  for (const change of changes) {
    const known = byDay.get(change.day);
    byDay.set(
      change.day,
      known
        ? { day: change.day, sales: known.sales + change.sales, orders: known.orders + change.orders }
        : change,
    );
  }
  const deltas = [...byDay.values()]
    .filter(({ sales, orders }) => sales !== 0 || orders !== 0)
    .map(({ day, sales, orders }) => ({ day, sales: poishaToDecimalString(sales), orderCount: orders }));
  if (deltas.length > 0) await tx.insert(salesDeltas).values(deltas);
}

/** Only one app folds at a time; another finding the lock taken skips its turn. */
const FOLD_LOCK = 7_261_002;

/**
 * Folds every committed delta into `daily_sales` in one statement: the deltas it deletes are exactly the ones
 * it adds, so readers of `sales_by_day` see the same sums before and after. Returns the number folded.
 */
export async function foldSalesDeltas(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as locked`,
    );
    if (!locked.rows[0]?.locked) return 0;
    const folded = await tx.execute<{ folded: number }>(sql`
      with folded as (delete from sales_deltas returning day, sales, order_count),
      merged as (
        insert into daily_sales (day, sales, order_count)
        select day, sum(sales), sum(order_count) from folded group by day
        on conflict (day) do update set
          sales = daily_sales.sales + excluded.sales,
          order_count = daily_sales.order_count + excluded.order_count
      )
      select count(*)::int as folded from folded`);
    return folded.rows[0]?.folded ?? 0;
  });
}

/**
 * Folds this app's share of the deltas once a second while it runs: one fold after another, never
 * overlapping, and the last one finished before the app closes.
 */
export function foldSalesDeltasEverySecond(app: FastifyInstance, db: Database): void {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let closing = false;
  const foldLater = () => {
    timer = setTimeout(() => {
      inFlight = foldSalesDeltas(db)
        .then(() => undefined)
        .catch((error: unknown) => app.log.warn({ err: error }, 'folding the sales deltas failed'))
        .finally(() => {
          if (!closing) foldLater();
        });
    }, 1_000);
    timer.unref();
  };
  app.addHook('onReady', async () => foldLater());
  app.addHook('preClose', async () => {
    closing = true;
    clearTimeout(timer);
    await inFlight;
  });
}

/** Recomputes the whole roll-up from the receipts: for tools that write receipts in bulk (seeds). */
export async function rebuildDailySales(db: Executor): Promise<void> {
  await db.execute(sql`delete from sales_deltas`);
  await db.execute(sql`delete from daily_sales`);
  await db.execute(sql`insert into daily_sales (day, sales, order_count)
    select issue_date, sum(total), count(*) from invoices group by 1`);
}
