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

/**
 * Taka per unit of the inventory item aliased `item`: what all its intakes cost ÷ what they brought in (the
 * weighted average), or the last price before any intake (ADR 0100). Statement text, for the recipe costs and
 * the food cost report alike.
 */
export const unitCostOf = (item: string) =>
  `(case when ${item}.intake_quantity > 0 then ${item}.total_tk / ${item}.intake_quantity else ${item}.price end)`;
