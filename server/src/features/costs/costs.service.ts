import type { Cost, CostInput, CostsPage, CostsQuery } from '@dastarkhan/contract/costs';
import { poishaToDecimalString, toPoisha } from '@dastarkhan/contract/money';
import { and, desc, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { costs } from '../../db/schema';
import { toIso, toMoney } from '../../lib/reply';
import { readPage } from '../../lib/sql';

function toCostJson(row: typeof costs.$inferSelect): Cost {
  return {
    _id: row.id,
    reason: row.reason,
    amount: toMoney(row.amount),
    holderName: row.holderName,
    createdAt: toIso(row.createdAt) ?? '',
    addedBy: { name: row.addedByName },
  };
}

/** A page of costs between two inclusive instants, newest first, with the count and the sum of the period. */
export async function listCosts(db: Executor, query: CostsQuery): Promise<CostsPage> {
  const where = and(
    query.startDate ? gte(costs.createdAt, new Date(query.startDate)) : undefined,
    query.endDate ? lte(costs.createdAt, new Date(query.endDate)) : undefined,
  );
  const order = [desc(costs.createdAt), desc(costs.id)];
  const { rows, total, amount } = await readPage(
    query,
    async () => {
      const [totals] = await db
        .select({
          total: sql<number>`count(*)::int`,
          // Summed by PostgreSQL in numeric: 0.1 + 0.2 is 0.30 to the poisha.
          amount: sql<string>`coalesce(sum(${costs.amount}), 0)::text`,
        })
        .from(costs)
        .where(where);
      return { total: totals?.total ?? 0, amount: totals?.amount };
    },
    ({ limit, offset }) =>
      db
        .select()
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
        amount: poishaToDecimalString(toPoisha(row.amount)),
        holderName: row.holderName,
        addedBy: actor.id,
        addedByName: actor.name,
        // One instant per row, in the order sent, so "newest first" lists them deterministically.
        createdAt: sql`clock_timestamp()`,
      })),
    )
    .returning();
  return inserted.map(toCostJson);
}
