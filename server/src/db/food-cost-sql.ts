import { DEFAULT_FOOD_COST_THRESHOLD_PERCENT } from '@dastarkhan/contract/recipe-costs';

/**
 * Statement text of an item's taka per unit: what all its intakes cost ÷ what they brought in (the weighted
 * average), or the last price before any intake (issue 16, ADR 0100). `item` is the inventory_items alias.
 */
export const unitCostOf = (item: string) =>
  `(case when ${item}.intake_quantity > 0 then ${item}.total_tk / ${item}.intake_quantity else ${item}.price end)`;

/** Statement text of the food-cost % above which a dish is flagged: the admin's setting, or the default. */
export const FOOD_COST_THRESHOLD = `coalesce((select (value->>'thresholdPercent')::numeric from settings
  where key = 'foodCost'), ${DEFAULT_FOOD_COST_THRESHOLD_PERCENT})`;
