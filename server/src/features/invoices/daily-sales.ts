import { poishaToDecimalString, type Poisha } from '@dastarkhan/contract/money';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Database, Executor } from '../../db/client';
import { isDatabaseUnavailable } from '../../lib/pg-errors';
import { salesDeltas } from '../../db/schema';
import { costOf, DISH_BILLS, usageOf } from '../../db/plate-usage';
import { foldStockDays } from '../../db/stock-days';
import { foldAuditCounts } from '../../db/audit-counts';
import { foldCostTotals } from '../../db/cost-totals';
import { foldDayFigures } from '../../db/day-figures';
import { foldMovementTotals } from '../../db/movement-totals';
import { SNAPSHOT_COLUMNS } from './receipt-stock';

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

/** A day whose pending changes could not be folded this time, and why. */
export type StuckDay = { day: string; error: unknown };
export type FoldResult = { folded: number; stuck: StuckDay[] };

/**
 * Folds the committed deltas (of one day, or of every day but `skip`) into `daily_sales` in one statement: the
 * deltas it deletes are exactly the ones it adds, so readers of `sales_by_day` see the same sums before and
 * after. Days already folded are updated and new days inserted in separate parts of the statement, so the
 * day-row CHECK only ever sees a day's real total, never a lone negative change (a deleted receipt).
 */
async function foldDeltas(tx: Executor, day: string | null, skip: readonly string[]): Promise<number> {
  const result = await tx.execute<{ folded: number }>(sql`
    with folded as (
      delete from sales_deltas
      where (${day}::date is null or day = ${day}::date) and day <> all(${`{${skip.join(',')}}`}::date[])
      returning day, sales, order_count
    ), sums as (
      select day, sum(sales) as sales, sum(order_count) as order_count from folded group by day
    ), updated as (
      update daily_sales set sales = daily_sales.sales + sums.sales,
        order_count = daily_sales.order_count + sums.order_count
      from sums where daily_sales.day = sums.day
    ), inserted as (
      insert into daily_sales (day, sales, order_count)
      select day, sales, order_count from sums
      where not exists (select 1 from daily_sales where daily_sales.day = sums.day)
    )
    select count(*)::int as folded from folded`);
  return result.rows[0]?.folded ?? 0;
}

/**
 * Folds the receipt list's pending per-day counts into `receipt_days` (ADR 0099), moving exactly what it
 * deletes, so `receipts_by_created_day` sums the same before and after. Counts have no CHECK to fail.
 */
async function foldReceiptDays(tx: Executor): Promise<void> {
  await tx.execute(sql`
    with folded as (delete from receipt_day_deltas returning day, receipts)
    insert into receipt_days (day, receipts)
    select day, sum(receipts) from folded group by day
    on conflict (day) do update set receipts = receipt_days.receipts + excluded.receipts`);
}

type PerDayRoll = {
  deltas: string;
  daily: string;
  key: string;
  values: readonly string[];
  /** Further parts of the fold's statement, reading the deleted deltas as `folded`. */
  alsoFrom?: string;
};

/**
 * Folds a per-day roll-up's pending deltas into its day table (the recipes' usage per item, the dishes' sales,
 * issue 16), moving exactly what it deletes, so the readers' view sums the same before and after. Neither has a
 * CHECK to fail.
 */
async function foldPerDay(tx: Executor, roll: PerDayRoll): Promise<void> {
  const values = roll.values.join(', ');
  const sums = roll.values.map((value) => `sum(${value})`).join(', ');
  const added = roll.values
    .map((value) => `${value} = ${roll.daily}.${value} + excluded.${value}`)
    .join(', ');
  await tx.execute(
    sql.raw(`
    with folded as (delete from ${roll.deltas} returning *), rolled as (
      insert into ${roll.daily} (day, ${roll.key}, ${values})
      select day, ${roll.key}, ${sums} from folded group by day, ${roll.key}
      on conflict (day, ${roll.key}) do update set ${added}
    )${roll.alsoFrom ? `, ${roll.alsoFrom}` : ''}
    select count(*) from folded`),
  );
}

/**
 * The usage roll-up also takes the sales still pending from the items' cached quantities (ADR 0102), in the
 * statement that deletes their deltas, so the stock on hand (`onHand`) reads the same before and after. The
 * rows are locked in id order, like every statement that moves several items.
 */
const USAGE_ROLL: PerDayRoll = {
  deltas: 'usage_deltas',
  daily: 'daily_usage',
  key: 'item_id',
  values: ['quantity', 'cost_tk'],
  alsoFrom: `pending as (
      select item_id, sum(quantity) as quantity from folded where stock_pending group by item_id
    ), locked as materialized (
      select id from inventory_items where id = any(array(select item_id from pending)) order by id for no key update
    ), taken as (
      update inventory_items item set quantity = item.quantity - pending.quantity, last_updated_at = clock_timestamp()
      from locked join pending on pending.item_id = locked.id where item.id = locked.id
    )`,
};
const DISH_ROLL: PerDayRoll = {
  deltas: 'dish_sales_deltas',
  daily: 'daily_dish_sales',
  key: 'recipe_id',
  values: ['plates', 'revenue', 'cost', 'costed_plates', 'costed_revenue'],
};
/** The VAT register's roll-up per day and rate as charged (issue 34). */
const VAT_ROLL: PerDayRoll = {
  deltas: 'vat_deltas',
  daily: 'daily_vat',
  key: 'rate_name, percent, inclusive',
  values: ['taxable', 'vat', 'service_charge'],
};

/**
 * Folds every pending delta (the receipt list's day counts, the recipes' usage, the dishes' sales, the stock roll-up, the items' movement totals, the costs' totals, the X report's day figures and the audit trail's counts first), except those of the `skip` days, in one transaction. When the batch fails, each
 * day is folded on its own, so one day that cannot be folded never holds up the others; its deltas stay
 * pending (readers still count them) and the day is reported as stuck. Only one app folds at a time: another
 * finding the lock taken skips its turn.
 */
export async function foldSalesDeltas(db: Database, skip: readonly string[] = []): Promise<FoldResult> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.salesFold}) as locked`,
    );
    if (!locked.rows[0]?.locked) return { folded: 0, stuck: [] };
    await foldReceiptDays(tx);
    await foldPerDay(tx, USAGE_ROLL);
    await foldPerDay(tx, DISH_ROLL);
    await foldPerDay(tx, VAT_ROLL);
    await foldStockDays(tx);
    await foldAuditCounts(tx);
    await foldMovementTotals(tx);
    await foldCostTotals(tx);
    await foldDayFigures(tx);
    try {
      return { folded: await tx.transaction((batch) => foldDeltas(batch, null, skip)), stuck: [] };
    } catch {
      const pending = await tx.execute<{ day: string }>(
        sql`select distinct day::text as day from sales_deltas order by 1`,
      );
      const result: FoldResult = { folded: 0, stuck: [] };
      for (const { day } of pending.rows.filter((row) => !skip.includes(row.day))) {
        try {
          result.folded += await tx.transaction((one) => foldDeltas(one, day, []));
        } catch (error) {
          result.stuck.push({ day, error });
        }
      }
      return result;
    }
  });
}

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/**
 * Folds this app's share of the deltas once a second while it runs: one fold after another, never
 * overlapping, and the last one finished before the app closes. A stuck day is logged once and retried after
 * a minute, then at doubling intervals up to an hour, so it costs neither the log nor the other days anything.
 */
export function foldSalesDeltasEverySecond(app: FastifyInstance, db: Database): void {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let closing = false;
  const stuckDays = new Map<string, { retryAt: number; delay: number }>();
  let databaseWasDown = false;
  const foldOnce = async () => {
    const now = Date.now();
    const skip = [...stuckDays].filter(([, stuck]) => stuck.retryAt > now).map(([day]) => day);
    const retried = [...stuckDays.keys()].filter((day) => !skip.includes(day));
    const { stuck } = await foldSalesDeltas(db, skip);
    for (const { day, error } of stuck) {
      const known = stuckDays.get(day);
      const delay = known ? Math.min(known.delay * 2, LONGEST_RETRY_MS) : FIRST_RETRY_MS;
      if (!known) app.log.warn({ err: error, day }, 'the sales of this day cannot be folded; retrying later');
      stuckDays.set(day, { retryAt: now + delay, delay });
    }
    for (const day of retried.filter((day) => !stuck.some((failed) => failed.day === day))) {
      stuckDays.delete(day);
      app.log.info({ day }, 'the sales of this day are folded again');
    }
  };
  const foldLater = () => {
    timer = setTimeout(() => {
      inFlight = foldOnce()
        .then(
          () => {
            databaseWasDown = false;
          },
          (error: unknown) => {
            // While the database is down (and being restarted) every fold fails the same way: say it once.
            const unavailable = isDatabaseUnavailable(error);
            if (!unavailable || !databaseWasDown)
              app.log.warn({ err: error }, 'folding the sales deltas failed');
            databaseWasDown = unavailable;
          },
        )
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

/**
 * Recomputes the dishes' plates, line totals and costs per day from the receipts and their snapshots
 * (`sale_usage`): for tools that write receipts in bulk. A receipt's dish with no snapshot is uncovered.
 */
export async function rebuildDishSales(db: Executor): Promise<void> {
  await db.execute(sql`delete from dish_sales_deltas`);
  await db.execute(sql`delete from daily_dish_sales`);
  await db.execute(sql`
    insert into daily_dish_sales (day, recipe_id, plates, revenue, cost, costed_plates, costed_revenue)
    select day, recipe_id, sum(plates), sum(revenue), sum(cost), sum(costed_plates), sum(costed_revenue) from (
      select receipt.issue_date as day, item.recipe_id, item.quantity as plates, item.line_total as revenue,
        0 as cost, case when costed.recipe_id is null then 0 else item.quantity end as costed_plates,
        case when costed.recipe_id is null then 0 else item.line_total end as costed_revenue
      from invoice_items item join invoices receipt on receipt.id = item.invoice_id
      left join (select distinct invoice_id, recipe_id from sale_usage) costed
        on costed.invoice_id = item.invoice_id and costed.recipe_id = item.recipe_id
      where item.recipe_id is not null
      union all
      select day, recipe_id, 0, 0, cost_tk, 0, 0 from sale_usage
    ) sold
    group by day, recipe_id`);
}

/**
 * Writes the snapshot of every receipt's dishes that has none, at their recipes and costs now, as the counter
 * would have written it with each sale (`sale_usage`, ADR 0160): for tools that write receipts in bulk.
 */
export async function snapshotBulkSales(db: Executor): Promise<void> {
  await db.execute(sql`
    insert into sale_usage (${sql.raw(SNAPSHOT_COLUMNS)}, at)
    select sold.invoice_id, sold.recipe_id, bill.item_id, sold.day, sold.day, sold.plates, usage.quantity,
      ${sql.raw(costOf('usage.quantity', 'bill.unit_cost'))}, bill.batch_quantity, bill.batch_divisor,
      bill.unit_cost, sold.at
    from (
      select item.invoice_id, item.recipe_id, receipt.issue_date as day, receipt.created_at as at,
        sum(item.quantity)::int as plates
      from invoice_items item join invoices receipt on receipt.id = item.invoice_id
      where item.recipe_id is not null
        and not exists (select from sale_usage booked where booked.invoice_id = item.invoice_id)
      group by item.invoice_id, item.recipe_id, receipt.issue_date, receipt.created_at
    ) sold
    join ${sql.raw(DISH_BILLS)} bill on bill.recipe_id = sold.recipe_id
    cross join lateral (select ${sql.raw(usageOf('sold.plates', 'bill'))} as quantity) usage`);
}
