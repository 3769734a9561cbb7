import { DEFAULT_FOOD_COST_THRESHOLD_PERCENT } from '@dastarkhan/contract/recipe-costs';
import { sql, type SQL } from 'drizzle-orm';

/** The settings key holding the food-cost threshold (read by the recipe costs and the settings alike). */
export const FOOD_COST_KEY = 'foodCost';

/**
 * The threshold as a SQL expression (text), for the statements that flag dishes over it: the saved value, or
 * the default until an admin sets one.
 */
export const foodCostThresholdSql: SQL<string> = sql<string>`coalesce(
  (select value->>'thresholdPercent' from settings where key = ${FOOD_COST_KEY}),
  ${String(DEFAULT_FOOD_COST_THRESHOLD_PERCENT)})`;
