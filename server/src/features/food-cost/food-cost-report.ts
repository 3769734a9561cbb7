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
import { STOCK_FIGURES, totalsBefore, type StockFigure } from '../../db/stock-days';
import { readFoodCostThreshold } from '../../lib/food-cost';
import { toMoney } from '../../lib/reply';
import { costedIngredients, type RunningTotals } from './ingredient-figures';

/** An item's running totals at the period's close and, when it had a movement before, its opening. */
type IngredientRow = { item_id: string; name: string; unit: InventoryUnit; price: string } & Record<
  `closed_${StockFigure}`,
  string
> &
  Record<`opened_${StockFigure}`, string | null>;

/** Statement text of a `totalsBefore` row's running totals as text columns named `<side>_<figure>`. */
const totalsColumns = (side: 'closed' | 'opened') =>
  STOCK_FIGURES.map((figure) => `${side}.total_${figure}::text as ${side}_${figure}`).join(', ');

/**
 * Each item's running totals (ADR 0170) at the close of the day before `from` and of `to`: two rows an item,
 * whatever the period's length or the history's, in the order of their names (PostgreSQL's collation). It only
 * reads: numeric arithmetic allocates at every step, so the figures are exact integers in ingredient-figures.ts,
 * off PostgreSQL's CPU (issue 33).
 */
async function ingredientTotalsOf(db: Executor, query: FoodCostQuery): Promise<IngredientRow[]> {
  const result = await db.execute<IngredientRow>(sql`
    with closed as ${totalsBefore(shiftDate(query.to, 1))}, opened as ${totalsBefore(query.from)}
    select item.id as item_id, item.name, item.unit, item.price::text as price,
      ${sql.raw(totalsColumns('closed'))}, ${sql.raw(totalsColumns('opened'))}
    from closed join inventory_items item on item.id = closed.item_id
    left join opened on opened.item_id = closed.item_id
    order by lower(item.name), item.id`);
  return result.rows;
}

/** Each side's columns, named once (a report reads 2,000 items' rows). */
const COLUMNS = {
  closed: STOCK_FIGURES.map((figure) => [figure, `closed_${figure}`] as const),
  opened: STOCK_FIGURES.map((figure) => [figure, `opened_${figure}`] as const),
};

/** One side's running totals of a row (`opened`'s columns are all null or none is). */
function totalsOf(row: IngredientRow, side: 'closed' | 'opened'): RunningTotals {
  const totals = {} as RunningTotals;
  for (const [figure, column] of COLUMNS[side]) totals[figure] = row[column] as string;
  return totals;
}

/**
 * Each ingredient over the business days `from`..`to`, biggest loss first (ingredient-figures.ts): the opening
 * stock, the period's intakes, sales (by their snapshots, on the receipts' business days), waste and the rest
 * (counts and kitchen use, the unexplained variance), waste and variance valued at the item's average cost at
 * the period's end (its intakes until then), so nothing bought later changes a past period.
 */
async function ingredientsOf(db: Executor, query: FoodCostQuery): Promise<IngredientCost[]> {
  const rows = await ingredientTotalsOf(db, query);
  const items = rows.map((row) => ({
    row,
    price: row.price,
    closed: totalsOf(row, 'closed'),
    opened: row.opened_intake_quantity === null ? null : totalsOf(row, 'opened'),
  }));
  return costedIngredients(items).map(({ item: { row }, figures }, rank) => ({
    itemId: row.item_id,
    name: row.name,
    unit: row.unit,
    ...figures,
    // Rows come biggest loss first.
    leak: figures.varianceTk < 0 && rank < TOP_LEAKS,
  }));
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
  const [ingredients, dishRows, thresholdPercent] = await Promise.all([
    ingredientsOf(db, query),
    dishesOf(db, query),
    readFoodCostThreshold(db),
  ]);
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
