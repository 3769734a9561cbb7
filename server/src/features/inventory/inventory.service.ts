import type {
  IntakeTotals,
  InventoryAddition,
  InventoryItem,
  InventoryPage,
  InventoryQuery,
  InventorySummary,
} from '@dastarkhan/contract/inventory';
import { periodBounds } from '@dastarkhan/contract/periods';
import { and, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { daysLeftOf, recentUsage } from '../../db/item-usage';
import { inventoryItems, inventoryMovements, stockCategories } from '../../db/schema';
import { sameCategory } from '../../lib/category-lists';
import { onHand, onHandOf } from '../../db/stock-on-hand';
import { notFound } from '../../lib/errors';
import { toMoney } from '../../lib/reply';
import { likeContains, readPage } from '../../lib/sql';
import {
  ITEM_COLUMNS,
  NO_USAGE,
  stockStatus,
  toAdditionJson,
  toItemJson,
  type ItemColumns,
  type ItemUsage,
} from './inventory-json';

/** Intakes listed per item: the most recent ones, so a years-old staple does not bloat every page. */
export const HISTORY_PER_ITEM = 50;

/** The listed category a filter names in any letter case or spacing (null, matching no item, when none). */
const storedCategory = (name: string) =>
  sql`(select ${stockCategories.name} from ${stockCategories} where ${sameCategory(stockCategories.name, name)})`;

function filters(query: InventoryQuery, timeZone: string, now: Date): SQL | undefined {
  const pattern = query.search ? likeContains(query.search.normalize('NFC')) : undefined;
  const bounds = query.period ? periodBounds(query.period, timeZone, now) : undefined;
  return and(
    query.archived ? isNotNull(inventoryItems.archivedAt) : isNull(inventoryItems.archivedAt),
    pattern
      ? or(
          ilike(inventoryItems.name, pattern),
          ilike(inventoryItems.nameBn, pattern),
          ilike(inventoryItems.supplierName, pattern),
        )
      : undefined,
    query.status ? eq(stockStatus, query.status) : undefined,
    query.category ? eq(inventoryItems.category, storedCategory(query.category)) : undefined,
    bounds ? gte(inventoryItems.createdAt, bounds.start) : undefined,
    bounds ? lt(inventoryItems.createdAt, bounds.end) : undefined,
  );
}

/**
 * The recent addition history of each listed item, in one query for the whole page: each item's latest
 * HISTORY_PER_ITEM intakes read newest first from its own index (issue 33), so a page costs the same however many
 * intakes an item has had, instead of ranking all of them.
 */
async function historiesOf(db: Executor, ids: string[]): Promise<Map<string, InventoryAddition[]>> {
  const histories = new Map<string, InventoryAddition[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return histories;
  const result = await db.execute<{
    item_id: string;
    quantity: string;
    total_tk: string;
    by_name: string;
    at: Date;
  }>(sql`
    select item.id as item_id, intake.quantity::text, intake.total_tk::text, intake.by_name, intake.at
    from unnest(${`{${ids.join(',')}}`}::uuid[]) as item(id)
    cross join lateral (
      select id, quantity, total_tk, by_name, at from inventory_movements
      where item_id = item.id and kind = 'intake'
      order by at desc, id desc limit ${HISTORY_PER_ITEM}
    ) intake
    order by item.id, intake.at, intake.id`);
  for (const row of result.rows)
    histories
      .get(row.item_id)
      ?.push(
        toAdditionJson({ quantity: row.quantity, totalTk: row.total_tk, byName: row.by_name, at: row.at }),
      );
  return histories;
}

/** What each listed item used per day lately, and the days its stock lasts at that rate: one query per page. */
async function usagesOf(db: Executor, ids: string[], clock: Clock): Promise<Map<string, ItemUsage>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<{ item_id: string; per_day: string; days_left: string | null }>(sql`
    select used.item_id, round(used.per_day, 3)::text as per_day,
      ${sql.raw(daysLeftOf(onHandOf('item'), 'used.per_day'))}::text as days_left
    from ${recentUsage(clock.now, clock.timeZone)} used join inventory_items item on item.id = used.item_id
    where used.item_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return new Map(result.rows.map((row) => [row.item_id, { perDay: row.per_day, daysLeft: row.days_left }]));
}

async function withHistories(db: Executor, rows: ItemColumns[], clock: Clock): Promise<InventoryItem[]> {
  const ids = rows.map(({ row }) => row.id);
  const [histories, usages] = await Promise.all([historiesOf(db, ids), usagesOf(db, ids, clock)]);
  return rows.map((columns) =>
    toItemJson(columns, histories.get(columns.row.id) ?? [], usages.get(columns.row.id) ?? NO_USAGE),
  );
}

/** Now, and the restaurant's time zone that turns it into a business day. */
export type Clock = { now: Date; timeZone: string };

/**
 * Full items (with history and usage up to now) by id, deleted ones included, in the order given; unknown ids
 * are left out.
 */
export async function loadItems(db: Executor, ids: string[], clock: Clock): Promise<InventoryItem[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(ITEM_COLUMNS).from(inventoryItems).where(inArray(inventoryItems.id, ids));
  const items = await withHistories(db, rows, clock);
  const byId = new Map(items.map((item) => [item._id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** An item's name by id, deleted or not (null if there is none): what names its movements in the trail. */
export async function itemName(db: Executor, id: string): Promise<string | null> {
  const [item] = await db
    .select({ name: inventoryItems.name })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, id));
  return item?.name ?? null;
}

/** One full item by id, deleted or not; 404 if there is none. */
export async function loadItem(db: Executor, id: string, clock: Clock): Promise<InventoryItem> {
  const [item] = await loadItems(db, [id], clock);
  if (!item) throw notFound('Inventory item');
  return item;
}

/** Stock counts over the live items; what suppliers are owed over every item, deleted ones included. */
async function summaryOf(db: Executor): Promise<InventorySummary> {
  const live = sql`${inventoryItems.archivedAt} is null`;
  const [summary] = await db
    .select({
      totalItems: sql<number>`(count(*) filter (where ${live}))::int`,
      inStock: sql<number>`(count(*) filter (where ${live} and ${stockStatus} = 'in-stock'))::int`,
      lowStock: sql<number>`(count(*) filter (where ${live} and ${stockStatus} = 'low-stock'))::int`,
      outOfStock: sql<number>`(count(*) filter (where ${live} and ${stockStatus} = 'out-of-stock'))::int`,
      missingIntake: sql<number>`(count(*) filter (where ${live} and ${onHand} < 0))::int`,
      dueTk: sql<string>`coalesce(sum(${inventoryItems.dueTk}), 0)::text`,
    })
    .from(inventoryItems);
  return summary
    ? { ...summary, dueTk: toMoney(summary.dueTk) }
    : { totalItems: 0, inStock: 0, lowStock: 0, outOfStock: 0, missingIntake: 0, dueTk: 0 };
}

/** Taka spent on intakes today, this week and this month: sums of the intake movements, in SQL. */
async function intakeTotalsOf(db: Executor, timeZone: string, now: Date): Promise<IntakeTotals> {
  const [today, week, month] = (['today', 'week', 'month'] as const).map((p) =>
    periodBounds(p, timeZone, now),
  );
  const sumWithin = (bounds: { start: Date; end: Date }) =>
    sql<string>`coalesce(sum(${inventoryMovements.totalTk}) filter (where ${inventoryMovements.at} >= ${bounds.start.toISOString()}::timestamptz and ${inventoryMovements.at} < ${bounds.end.toISOString()}::timestamptz), 0)::text`;
  const earliest = week!.start < month!.start ? week!.start : month!.start;
  const latest = week!.end > month!.end ? week!.end : month!.end;
  // Deleted items' intakes count too: the money was spent.
  const [sums] = await db
    .select({ today: sumWithin(today!), week: sumWithin(week!), month: sumWithin(month!) })
    .from(inventoryMovements)
    .where(
      and(
        eq(inventoryMovements.kind, 'intake'),
        gte(inventoryMovements.at, earliest),
        lt(inventoryMovements.at, latest),
      ),
    );
  return { today: toMoney(sums?.today), week: toMoney(sums?.week), month: toMoney(sums?.month) };
}

export async function listInventory(
  db: Executor,
  query: InventoryQuery,
  timeZone: string,
  now: Date,
): Promise<InventoryPage> {
  const where = filters(query, timeZone, now);
  const order = [desc(inventoryItems.createdAt), desc(inventoryItems.id)];
  const [{ rows, total }, summary, intakeTotals] = await Promise.all([
    readPage(
      query,
      async () => ({ total: await db.$count(inventoryItems, where) }),
      ({ limit, offset }) =>
        db
          .select(ITEM_COLUMNS)
          .from(inventoryItems)
          .where(
            inArray(
              inventoryItems.id,
              db
                .select({ id: inventoryItems.id })
                .from(inventoryItems)
                .where(where)
                .orderBy(...order)
                .limit(limit)
                .offset(offset),
            ),
          )
          .orderBy(...order),
    ),
    summaryOf(db),
    intakeTotalsOf(db, timeZone, now),
  ]);
  return {
    inventory: await withHistories(db, rows, { now, timeZone }),
    page: query.page,
    limit: query.limit,
    total,
    summary,
    intakeTotals,
  };
}
