import type { Cost, CostInput, CostPatch, CostsPage, CostsQuery } from '@dastarkhan/contract/costs';
import { formatTaka, poishaToDecimalString, toPoisha } from '@dastarkhan/contract/money';
import { exclusiveEnd } from '@dastarkhan/contract/periods';
import { and, desc, eq, getTableColumns, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { costs, liveCostTotals } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { toIso, toMoney } from '../../lib/reply';
import { readPage } from '../../lib/sql';

/**
 * The row with its version: PostgreSQL's `xmin`, the transaction that last wrote the row. Every update gives it
 * a new one, so it tells a client's read from any later write without a column of its own (ADR 0059).
 */
const costRow = { ...getTableColumns(costs), version: sql<string>`${costs}.xmin::text` };
const sameVersion = (version: string) => sql`${costs}.xmin = ${version}::xid`;
type CostRow = typeof costs.$inferSelect & { version: string };

function toCostJson(row: CostRow): Cost {
  return {
    _id: row.id,
    reason: row.reason,
    amount: toMoney(row.amount),
    holderName: row.holderName,
    createdAt: toIso(row.createdAt) ?? '',
    addedBy: { name: row.addedByName },
    version: row.version,
  };
}

const decimal = (taka: number) => poishaToDecimalString(toPoisha(taka));

/** A page of the period's costs (half-open bounds), newest first, with the count and the sum of the period. */
/** A deleted cost is archived: in no list or sum, still in the books with who deleted it (ADR 0157). */
const live = isNull(costs.archivedAt);

export async function listCosts(db: Executor, query: CostsQuery): Promise<CostsPage> {
  const where = and(
    live,
    query.startDate ? gte(costs.createdAt, new Date(query.startDate)) : undefined,
    query.endDate ? lt(costs.createdAt, exclusiveEnd(new Date(query.endDate))) : undefined,
  );
  const order = [desc(costs.createdAt), desc(costs.id)];
  const { rows, total, amount } = await readPage(
    query,
    async () => {
      const [totals] = await (query.startDate || query.endDate
        ? db
            .select({
              total: sql<number>`count(*)::int`,
              // Summed by PostgreSQL in numeric: 0.1 + 0.2 is 0.30 to the poisha.
              amount: sql<string>`coalesce(sum(${costs.amount}), 0)::text`,
            })
            .from(costs)
            .where(where)
        : // Every live cost: the totals kept with the costs, not a sum over years of them (ADR 0174).
          db
            .select({
              total: sql<number>`coalesce(sum(${liveCostTotals.costs}), 0)::int`,
              amount: sql<string>`coalesce(sum(${liveCostTotals.amount}), 0)::text`,
            })
            .from(liveCostTotals));
      return { total: totals?.total ?? 0, amount: totals?.amount };
    },
    ({ limit, offset }) =>
      db
        .select(costRow)
        .from(costs)
        .where(
          inArray(
            costs.id,
            db
              .select({ id: costs.id })
              .from(costs)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
          ),
        )
        .orderBy(...order),
  );
  return {
    costs: rows.map(toCostJson),
    page: query.page,
    limit: query.limit,
    total,
    totalAmount: toMoney(amount),
  };
}

/** Saves every row in one statement (so all or none), recording who added them. */
export async function addCosts(
  db: Executor,
  rows: CostInput[],
  actor: { id: string; name: string },
): Promise<Cost[]> {
  const inserted = await db
    .insert(costs)
    .values(
      rows.map((row) => ({
        reason: row.reason,
        amount: decimal(row.amount),
        holderName: row.holderName,
        addedBy: actor.id,
        addedByName: actor.name,
        // One instant per row, in the order sent, so "newest first" lists them deterministically.
        createdAt: sql`clock_timestamp()`,
      })),
    )
    .returning(costRow);
  return inserted.map(toCostJson);
}

/** The cost as the API shows it, or null when there is none: the audit trail's before state. */
export async function findCost(db: Executor, id: string): Promise<Cost | null> {
  const [row] = await db.select(costRow).from(costs).where(eq(costs.id, id));
  return row ? toCostJson(row) : null;
}

/** After a write matched no row: 404 if the cost is gone, else 409 naming what it holds now. */
async function staleOrMissing(db: Executor, id: string): Promise<never> {
  const [current] = await db
    .select(costRow)
    .from(costs)
    .where(and(eq(costs.id, id), live));
  if (!current) throw notFound('Cost');
  throw conflict(
    `This cost was changed by someone else after you opened it: it is now "${current.reason}", ` +
      `${formatTaka(toMoney(current.amount))}, held by ${current.holderName}. Reload it and try again.`,
  );
}

/** Corrects a cost in one statement, only if it is still the version the admin read. */
export async function updateCost(db: Executor, id: string, patch: CostPatch): Promise<Cost> {
  const { version, amount, ...text } = patch;
  const [row] = await db
    .update(costs)
    .set({ ...text, ...(amount === undefined ? {} : { amount: decimal(amount) }) })
    .where(and(eq(costs.id, id), live, sameVersion(version)))
    .returning(costRow);
  return row ? toCostJson(row) : staleOrMissing(db, id);
}

/** Deleting a cost archives it (ADR 0157); given the version read, only if nobody changed it since. */
export async function archiveCost(
  db: Executor,
  id: string,
  actorId: string,
  version?: string,
): Promise<void> {
  const [row] = await db
    .update(costs)
    .set({ archivedAt: sql`clock_timestamp()`, archivedBy: actorId })
    .where(and(eq(costs.id, id), live, version === undefined ? undefined : sameVersion(version)))
    .returning({ id: costs.id });
  if (!row) await staleOrMissing(db, id);
}
