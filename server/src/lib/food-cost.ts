import { DEFAULT_FOOD_COST_THRESHOLD_PERCENT } from '@dastarkhan/contract/recipe-costs';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** The settings key holding the food-cost threshold (read by the recipe costs and the settings alike). */
export const FOOD_COST_KEY = 'foodCost';

/**
 * The threshold as a SQL expression (text), for the statements that flag dishes over it: the saved value, or
 * the default until an admin sets one.
 */
export const foodCostThresholdSql: SQL<string> = sql<string>`coalesce(
  (select value->>'thresholdPercent' from settings where key = ${FOOD_COST_KEY}),
  ${String(DEFAULT_FOOD_COST_THRESHOLD_PERCENT)})`;

/** The threshold as a number, for the settings screen and the food cost report. */
export async function readFoodCostThreshold(db: Executor): Promise<number> {
  const result = await db.execute<{ threshold: string }>(sql`select ${foodCostThresholdSql} as threshold`);
  return Number(result.rows[0]!.threshold);
}
