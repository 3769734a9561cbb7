import {
  TOP_LEAKS,
  type DishCost,
  type FoodCostQuery,
  type FoodCostReport,
  type IngredientCost,
  type UncoveredDish,
  coverageOf,
} from '@dastarkhan/contract/food-cost';
import type { InventoryUnit } from '@dastarkhan/contract/inventory';
import { fromPoisha, sharePercent, toPoisha } from '@dastarkhan/contract/money';
import { shiftDate } from '@dastarkhan/contract/periods';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { totalsBefore, type StockFigure } from '../../db/stock-days';
import { readFoodCostThreshold } from '../../lib/food-cost';
import { toMoney } from '../../lib/reply';

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

/** Statement text of the stock a `totalsBefore` row aliased `totals` says was there (null when it has none). */
const stockOf = (totals: string) =>
  `${totals}.total_intake_quantity - ${totals}.total_sold_quantity - ${totals}.total_waste_quantity + ${totals}.total_other_quantity`;

/** Statement text of what a figure came to between the `opened` and `closed` running totals. */
const within = (figure: StockFigure) => `closed.total_${figure} - coalesce(opened.total_${figure}, 0)`;

/**
 * Each ingredient over the business days `from`..`to`, from the stock roll-up's running totals only (ADR 0170):
 * two rows an item, at the close of the day before `from` and of `to`, whatever the period's length or the
 * history's. The opening is the stock of the first; the period's intakes, sales (by their snapshots, on the
 * receipts' business days), waste and the rest (counts and kitchen use, the unexplained variance) are the
 * differences, so closing = opening + intakes − theoretical − waste + variance and actual usage = opening +
 * intakes − closing. Quantities are exact numeric. The theoretical taka is what the sales cost at their moment
 * (as the dish rows); waste and variance are valued at the item's average cost at the period's end (its intakes
 * until then), so nothing bought later changes a past period; actual = theoretical + waste − variance in taka.
 * Taka is rounded to the poisha per row (issue 32).
 */
async function ingredientsOf(db: Executor, query: FoodCostQuery) {
  const result = await db.execute<IngredientRow>(sql`
    with closed as ${totalsBefore(shiftDate(query.to, 1))}, opened as ${totalsBefore(query.from)}, figures as (
      select item.id, item.name, item.unit,
        case when closed.total_intake_quantity > 0 then closed.total_intake_tk / closed.total_intake_quantity
          else item.price end as unit_cost,
        coalesce(${sql.raw(stockOf('opened'))}, 0) as opening,
        ${sql.raw(within('intake_quantity'))} as intakes, ${sql.raw(within('intake_tk'))} as intakes_tk,
        ${sql.raw(within('sold_quantity'))} as theoretical, ${sql.raw(within('sold_tk'))} as theoretical_tk,
        ${sql.raw(within('waste_quantity'))} as waste, ${sql.raw(within('other_quantity'))} as variance
      from closed join inventory_items item on item.id = closed.item_id
      left join opened on opened.item_id = closed.item_id
    ), rows as (
      select *, opening + intakes - theoretical - waste + variance as closing,
        theoretical + waste - variance as actual, round(waste * unit_cost, 2) as waste_tk,
        round(variance * unit_cost, 2) as variance_tk
      from figures
      where opening <> 0 or intakes <> 0 or theoretical <> 0 or theoretical_tk <> 0 or waste <> 0 or variance <> 0
    )
    select id as item_id, name, unit, round(unit_cost, 4)::text as unit_cost, opening::text, intakes::text,
      intakes_tk::text, theoretical::text, waste::text, closing::text, actual::text, variance::text,
      theoretical_tk::text, waste_tk::text, (theoretical_tk + waste_tk - variance_tk)::text as actual_tk,
      variance_tk::text
    from rows
    order by variance_tk, lower(name), id`);
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

type DishRow = {
  recipe_id: string;
  name: string;
  plates: number;
  revenue: string;
  cost: string;
  costed_plates: number;
  costed_revenue: string;
};

/**
 * Each dish's plates, line totals and cost over the period from the per-day dish roll-up: the cost each sale
 * took at its recipe and its ingredients' cost of the moment (issue 32), so a later recipe, price or deletion
 * of the dish changes nothing here. A dish deleted since keeps its row, under an empty name.
 */
async function dishesOf(db: Executor, query: FoodCostQuery): Promise<DishRow[]> {
  const result = await db.execute<DishRow>(sql`
    with sold as (
      select recipe_id, sum(plates)::int as plates, sum(revenue) as revenue, sum(cost) as cost,
        sum(costed_plates)::int as costed_plates, sum(costed_revenue) as costed_revenue
      from dish_sales_by_day
      where day between ${query.from}::date and ${query.to}::date
      group by recipe_id
      having sum(plates) <> 0 or sum(revenue) <> 0 or sum(cost) <> 0
    )
    select sold.recipe_id, coalesce(dish.name, '') as name, sold.plates, sold.revenue::text, sold.cost::text,
      sold.costed_plates, sold.costed_revenue::text
    from sold left join recipes dish on dish.id = sold.recipe_id
    order by sold.revenue desc, lower(dish.name), sold.recipe_id`);
  return result.rows;
}

/** The part of a dish's sales a recipe costed, or nothing when none did. */
function toDishJson(row: DishRow): DishCost[] {
  if (row.costed_plates === 0 && Number(row.cost) === 0 && Number(row.costed_revenue) === 0) return [];
  const revenue = toPoisha(toMoney(row.costed_revenue));
  const cost = toPoisha(toMoney(row.cost));
  return [
    {
      recipeId: row.recipe_id,
      name: row.name,
      plates: row.costed_plates,
      revenue: fromPoisha(revenue),
      theoreticalCost: fromPoisha(cost),
      margin: fromPoisha(revenue - cost),
      foodCostPercent: sharePercent(cost, revenue),
    },
  ];
}

/** The part of a dish's sales no recipe costed, or nothing. */
function toUncoveredJson(row: DishRow): UncoveredDish[] {
  const plates = row.plates - row.costed_plates;
  const revenue = toPoisha(toMoney(row.revenue)) - toPoisha(toMoney(row.costed_revenue));
  if (plates === 0 && revenue === 0) return [];
  return [{ recipeId: row.recipe_id, name: row.name, plates, revenue: fromPoisha(revenue) }];
}

/** Sums a taka figure over rows in integer poisha, so the total is exactly the sum of the rows shown. */
function total<T>(rows: T[], figure: (row: T) => number): number {
  return fromPoisha(rows.reduce((sum, row) => sum + toPoisha(figure(row)), 0));
}

/** The food cost report for the business days `from`..`to` (issue 16). */
export async function foodCostReport(db: Executor, query: FoodCostQuery): Promise<FoodCostReport> {
  const [ingredientRows, dishRows, thresholdPercent] = await Promise.all([
    ingredientsOf(db, query),
    dishesOf(db, query),
    readFoodCostThreshold(db),
  ]);
  const ingredients = ingredientRows.map(toIngredientJson);
  const dishes = dishRows.flatMap(toDishJson);
  const uncovered = dishRows.flatMap(toUncoveredJson).sort((a, b) => b.revenue - a.revenue);
  const theoreticalTk = total(ingredients, (row) => row.theoreticalTk);
  const revenue = total(dishes, (row) => row.revenue);
  const uncoveredRevenue = total(uncovered, (row) => row.revenue);
  return {
    from: query.from,
    to: query.to,
    ingredients,
    dishes,
    uncovered,
    thresholdPercent,
    totals: {
      intakesTk: total(ingredients, (row) => row.intakesTk),
      theoreticalTk,
      wasteTk: total(ingredients, (row) => row.wasteTk),
      actualTk: total(ingredients, (row) => row.actualTk),
      varianceTk: total(ingredients, (row) => row.varianceTk),
      revenue,
      foodCostPercent: sharePercent(toPoisha(theoreticalTk), toPoisha(revenue)),
      uncoveredRevenue,
      coveragePercent: coverageOf(revenue, uncoveredRevenue),
    },
  };
}
