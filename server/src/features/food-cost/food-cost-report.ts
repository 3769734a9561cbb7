import {
  TOP_LEAKS,
  type DishCost,
  type FoodCostQuery,
  type FoodCostReport,
  type IngredientCost,
} from '@dastarkhan/contract/food-cost';
import type { InventoryUnit } from '@dastarkhan/contract/inventory';
import { fromPoisha, sharePercent, toPoisha } from '@dastarkhan/contract/money';
import { shiftDate, startOfBusinessDay } from '@dastarkhan/contract/periods';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { PLATE_COST, unitCostOf } from '../../db/plate-usage';
import { readFoodCostThreshold } from '../../lib/food-cost';
import { toMoney } from '../../lib/reply';

/** Recorded waste: the waste kind, and reductions recorded as wasted before it existed. */
const WASTED = `(kind = 'waste' or kind = 'reduction' and reason = 'wasted')`;

type IngredientRow = {
  item_id: string;
  name: string;
  unit: InventoryUnit;
  unit_cost: string;
  opening: string;
  intakes: string;
  intakes_tk: string;
  theoretical: string;
  waste: string;
  closing: string;
  actual: string;
  variance: string;
  theoretical_tk: string;
  waste_tk: string;
  actual_tk: string;
  variance_tk: string;
};

/**
 * Each ingredient over the business days `from`..`to`. The books at the start are every movement before it:
 * what sales took comes from the per-day usage roll-up by the receipts' business days, everything else
 * (intakes, waste, counts, kitchen use, corrections: few rows, by an index without the sales) from the movements
 * by time. Within the period, what is neither an intake, a sale nor waste (counts and kitchen use) is the
 * unexplained variance, so closing = opening + intakes − theoretical − waste + variance, and actual usage =
 * opening + intakes − closing. Quantities are exact numeric; taka is rounded to the poisha per row.
 */
async function ingredientsOf(db: Executor, query: FoodCostQuery, timeZone: string) {
  const start = startOfBusinessDay(query.from, timeZone).toISOString();
  const end = startOfBusinessDay(shiftDate(query.to, 1), timeZone).toISOString();
  const result = await db.execute<IngredientRow>(sql`
    with kept as (
      select item_id,
        coalesce(sum(quantity) filter (where at < ${start}::timestamptz), 0) as before,
        coalesce(sum(quantity) filter (where at >= ${start}::timestamptz and kind = 'intake'), 0) as intakes,
        coalesce(sum(total_tk) filter (where at >= ${start}::timestamptz and kind = 'intake'), 0) as intakes_tk,
        coalesce(-sum(quantity) filter (where at >= ${start}::timestamptz and ${sql.raw(WASTED)}), 0) as waste,
        coalesce(sum(quantity) filter (where at >= ${start}::timestamptz and kind <> 'intake'
          and not ${sql.raw(WASTED)}), 0) as variance
      from inventory_movements where kind <> 'sale' and at < ${end}::timestamptz
      group by item_id
    ), used as (
      select item_id, coalesce(sum(quantity) filter (where day < ${query.from}::date), 0) as before,
        coalesce(sum(quantity) filter (where day >= ${query.from}::date), 0) as theoretical
      from usage_by_day where day <= ${query.to}::date
      group by item_id
    ), figures as (
      select item.id, item.name, item.unit, ${sql.raw(unitCostOf('item'))} as unit_cost,
        coalesce(kept.before, 0) - coalesce(used.before, 0) as opening,
        coalesce(kept.intakes, 0) as intakes, coalesce(kept.intakes_tk, 0) as intakes_tk,
        coalesce(used.theoretical, 0) as theoretical, coalesce(kept.waste, 0) as waste,
        coalesce(kept.variance, 0) as variance
      from inventory_items item
      left join kept on kept.item_id = item.id
      left join used on used.item_id = item.id
      where kept.item_id is not null or used.item_id is not null
    ), rows as (
      select *, opening + intakes - theoretical - waste + variance as closing,
        theoretical + waste - variance as actual
      from figures
      where opening <> 0 or intakes <> 0 or theoretical <> 0 or waste <> 0 or variance <> 0
    )
    select id as item_id, name, unit, round(unit_cost, 4)::text as unit_cost, opening::text, intakes::text,
      intakes_tk::text, theoretical::text, waste::text, closing::text, actual::text, variance::text,
      round(theoretical * unit_cost, 2)::text as theoretical_tk, round(waste * unit_cost, 2)::text as waste_tk,
      round(actual * unit_cost, 2)::text as actual_tk, round(variance * unit_cost, 2)::text as variance_tk
    from rows
    order by round(variance * unit_cost, 2), lower(name), id`);
  return result.rows;
}

function toIngredientJson(row: IngredientRow, rank: number): IngredientCost {
  const varianceTk = toMoney(row.variance_tk);
  return {
    itemId: row.item_id,
    name: row.name,
    unit: row.unit,
    unitCost: toMoney(row.unit_cost),
    opening: toMoney(row.opening),
    intakes: toMoney(row.intakes),
    theoretical: toMoney(row.theoretical),
    waste: toMoney(row.waste),
    closing: toMoney(row.closing),
    actual: toMoney(row.actual),
    variance: toMoney(row.variance),
    intakesTk: toMoney(row.intakes_tk),
    theoreticalTk: toMoney(row.theoretical_tk),
    wasteTk: toMoney(row.waste_tk),
    actualTk: toMoney(row.actual_tk),
    varianceTk,
    // Rows come biggest loss first.
    leak: varianceTk < 0 && rank < TOP_LEAKS,
  };
}

type DishRow = { recipe_id: string; name: string; plates: number; revenue: string; theoretical_cost: string };

/**
 * Each dish's plates and line totals over the period from the per-day dish roll-up, costed at its recipe today
 * and the ingredients' average cost: plates × the exact plate cost, rounded once.
 */
async function dishesOf(db: Executor, query: FoodCostQuery): Promise<DishRow[]> {
  const result = await db.execute<DishRow>(sql`
    with sold as (
      select recipe_id, sum(plates)::int as plates, sum(revenue) as revenue from dish_sales_by_day
      where day between ${query.from}::date and ${query.to}::date
      group by recipe_id
      having sum(plates) <> 0 or sum(revenue) <> 0
    )
    select dish.id as recipe_id, dish.name, sold.plates, sold.revenue::text,
      round(sold.plates * coalesce(plate_cost.cost, 0), 2)::text as theoretical_cost
    from sold join recipes dish on dish.id = sold.recipe_id
    left join ${sql.raw(PLATE_COST)} plate_cost on plate_cost.recipe_id = sold.recipe_id
    order by sold.revenue desc, lower(dish.name), dish.id`);
  return result.rows;
}

function toDishJson(row: DishRow): DishCost {
  const revenue = toPoisha(toMoney(row.revenue));
  const cost = toPoisha(toMoney(row.theoretical_cost));
  return {
    recipeId: row.recipe_id,
    name: row.name,
    plates: row.plates,
    revenue: fromPoisha(revenue),
    theoreticalCost: fromPoisha(cost),
    margin: fromPoisha(revenue - cost),
    foodCostPercent: sharePercent(cost, revenue),
  };
}

/** Sums a taka figure over rows in integer poisha, so the total is exactly the sum of the rows shown. */
function total<T>(rows: T[], figure: (row: T) => number): number {
  return fromPoisha(rows.reduce((sum, row) => sum + toPoisha(figure(row)), 0));
}

/** The food cost report for the business days `from`..`to` (issue 16). */
export async function foodCostReport(
  db: Executor,
  query: FoodCostQuery,
  timeZone: string,
): Promise<FoodCostReport> {
  const [ingredientRows, dishRows, thresholdPercent] = await Promise.all([
    ingredientsOf(db, query, timeZone),
    dishesOf(db, query),
    readFoodCostThreshold(db),
  ]);
  const ingredients = ingredientRows.map(toIngredientJson);
  const dishes = dishRows.map(toDishJson);
  const theoreticalTk = total(ingredients, (row) => row.theoreticalTk);
  const revenue = total(dishes, (row) => row.revenue);
  return {
    from: query.from,
    to: query.to,
    ingredients,
    dishes,
    thresholdPercent,
    totals: {
      intakesTk: total(ingredients, (row) => row.intakesTk),
      theoreticalTk,
      wasteTk: total(ingredients, (row) => row.wasteTk),
      actualTk: total(ingredients, (row) => row.actualTk),
      varianceTk: total(ingredients, (row) => row.varianceTk),
      revenue,
      foodCostPercent: sharePercent(toPoisha(theoreticalTk), toPoisha(revenue)),
    },
  };
}
