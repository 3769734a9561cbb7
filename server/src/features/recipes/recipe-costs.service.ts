import { overFoodCostThreshold } from '@dastarkhan/contract/food-cost-threshold';
import type { RecipeBillBody, RecipeCost, RecipeCostsResponse } from '@dastarkhan/contract/recipe-costs';
import type { InventoryUnit } from '@dastarkhan/contract/inventory';
import { fromPoisha, sharePercent, toPoisha } from '@dastarkhan/contract/money';
import { unitRatio, unitsLike } from '@dastarkhan/contract/units';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { inventoryItems, recipeIngredients, recipes } from '../../db/schema';
import type { Executor } from '../../db/client';
import { PLATE_COST, PLATE_USAGE } from '../../db/plate-usage';
import { badRequest, notFound } from '../../lib/errors';
import { foodCostThresholdSql } from '../../lib/food-cost';

type DishRow = {
  id: string;
  name: string;
  price: string;
  batch_plates: string;
  portion: string;
  portion_of: string | null;
  portion_name: string | null;
  threshold: string;
};
type IngredientRow = {
  item_id: string;
  name: string;
  quantity: string;
  unit: InventoryUnit;
  item_unit: InventoryUnit;
  per_plate: string;
  unit_cost: string;
  plate_cost: string;
  dish_cost: string;
};

/**
 * Food-cost %, margin and the flag from a price and an exact plate cost, the same for one dish's figures and
 * the menu's listing: the percent to 1 decimal (null for a dish priced 0), flagged only above the threshold.
 */
function plateFigures(price: number, plateCost: number, thresholdPercent: number) {
  const foodCostPercent = sharePercent(toPoisha(plateCost), toPoisha(price));
  return {
    foodCostPercent,
    margin: fromPoisha(toPoisha(price) - toPoisha(plateCost)),
    overThreshold: overFoodCostThreshold(foodCostPercent, thresholdPercent),
  };
}

/**
 * A dish's bill and what its plate costs, computed by PostgreSQL in exact numeric: each ingredient's per-plate
 * amount priced at the item's weighted-average intake cost (`PLATE_USAGE`, as a sale takes it). The plate's cost
 * is the exact sum, rounded once to the poisha; each ingredient's share is shown rounded on its own.
 */
export async function readRecipeCost(db: Executor, recipeId: string): Promise<RecipeCost> {
  const dishes = await db.execute<DishRow>(sql`
    select r.id, r.name, r.price::text, coalesce(full_dish.batch_plates, r.batch_plates)::text as batch_plates,
      r.portion::text, r.portion_of, full_dish.name as portion_name, ${foodCostThresholdSql} as threshold
    from recipes r left join recipes full_dish on full_dish.id = r.portion_of
    where r.id = ${recipeId}`);
  const dish = dishes.rows[0];
  if (!dish) throw notFound('Recipe');
  // A bill lists an item once, so the dish's usage of an item is its bill row's.
  const ingredients = await db.execute<IngredientRow>(sql`
    select ri.item_id, i.name, ri.quantity::text, ri.unit, i.unit as item_unit,
      round(usage.per_plate, 6)::text as per_plate, round(usage.unit_cost, 4)::text as unit_cost,
      round(usage.per_plate * usage.unit_cost, 2)::text as plate_cost,
      round(sum(usage.per_plate * usage.unit_cost) over (), 2)::text as dish_cost
    from recipe_ingredients ri join inventory_items i on i.id = ri.item_id
    join ${sql.raw(PLATE_USAGE)} usage on usage.recipe_id = ${dish.id} and usage.item_id = ri.item_id
    where ri.recipe_id = ${dish.portion_of ?? dish.id}
    order by ri.position`);
  const plateCost = Number(ingredients.rows[0]?.dish_cost ?? 0);
  const price = Number(dish.price);
  const threshold = Number(dish.threshold);
  return {
    recipeId: dish.id,
    name: dish.name,
    price,
    batchPlates: Number(dish.batch_plates),
    portionOf: dish.portion_of ? { _id: dish.portion_of, name: dish.portion_name ?? '' } : null,
    portion: Number(dish.portion),
    ingredients: ingredients.rows.map((row) => ({
      itemId: row.item_id,
      name: row.name,
      quantity: Number(row.quantity),
      unit: row.unit,
      perPlate: Number(row.per_plate),
      itemUnit: row.item_unit,
      unitCost: Number(row.unit_cost),
      plateCost: Number(row.plate_cost),
    })),
    plateCost,
    thresholdPercent: threshold,
    ...plateFigures(price, plateCost, threshold),
  };
}

type CostRow = {
  threshold: string;
  id: string | null;
  name: string;
  price: string;
  portion_of: string | null;
  plate_cost: string;
  has_bill: boolean;
};

/**
 * Every dish's plate cost for the menu screen, in one statement (no request per dish): `PLATE_COST`, the sum
 * of the same per-plate amounts as `readRecipeCost`, so the listing and a dish's own figures never disagree. Dishes by name; the threshold once, beside them.
 */
export async function listRecipeCosts(db: Executor): Promise<RecipeCostsResponse> {
  const result = await db.execute<CostRow>(sql`
    with setting as (select ${foodCostThresholdSql} as threshold)
    select setting.threshold, dish.*
    from setting left join lateral (
      select r.id, r.name, r.price::text, r.portion_of,
        round(coalesce(plate.cost, 0), 2)::text as plate_cost, plate.cost is not null as has_bill
      from recipes r left join ${sql.raw(PLATE_COST)} plate on plate.recipe_id = r.id
      where r.archived_at is null
    ) dish on true
    order by lower(dish.name), dish.id`);
  const thresholdPercent = Number(result.rows[0]?.threshold);
  const costs = result.rows.flatMap((row) => {
    if (row.id === null) return [];
    const price = Number(row.price);
    const plateCost = Number(row.plate_cost);
    return [
      {
        recipeId: row.id,
        name: row.name,
        price,
        portionOf: row.portion_of,
        hasBill: row.has_bill,
        plateCost,
        ...plateFigures(price, plateCost, thresholdPercent),
      },
    ];
  });
  return { thresholdPercent, costs };
}

type BatchBody = Extract<RecipeBillBody, { ingredients: unknown }>;
type PortionBody = Extract<RecipeBillBody, { portionOf: unknown }>;

/** Refuses a batch whose items are unknown, deleted, listed twice or measured in another family of units. */
async function checkIngredients(tx: Executor, ingredients: BatchBody['ingredients']) {
  const ids = ingredients.map((ingredient) => ingredient.itemId);
  const found =
    ids.length === 0
      ? []
      : await tx
          .select({
            id: inventoryItems.id,
            name: inventoryItems.name,
            unit: inventoryItems.unit,
            archivedAt: inventoryItems.archivedAt,
          })
          .from(inventoryItems)
          .where(inArray(inventoryItems.id, ids));
  const items = new Map(found.map((row) => [row.id, row]));
  const seen = new Set<string>();
  ingredients.forEach((ingredient, index) => {
    const label = `Ingredient ${index + 1}`;
    const item = items.get(ingredient.itemId);
    if (!item || item.archivedAt) throw badRequest(`${label}: this stock item no longer exists`);
    if (seen.has(item.id)) throw badRequest(`${label}: ${item.name} is listed twice`);
    seen.add(item.id);
    if (!unitRatio(ingredient.unit, item.unit))
      throw badRequest(
        `${label}: ${item.name} is kept in ${item.unit}; use ${unitsLike(item.unit).join(' or ')}`,
      );
  });
}

/** Refuses a share of itself, of a dish that is itself a share, or of a dish that others are shares of. */
async function checkPortion(tx: Executor, recipeId: string, body: PortionBody) {
  if (body.portionOf === recipeId) throw badRequest('A dish cannot be a portion of itself');
  const [full] = await tx
    .select({ portionOf: recipes.portionOf })
    .from(recipes)
    .where(and(eq(recipes.id, body.portionOf), isNull(recipes.archivedAt)))
    .for('share');
  if (!full) throw badRequest('The full dish no longer exists');
  if (full.portionOf) throw badRequest('Choose a dish with its own ingredients as the full plate');
  const [share] = await tx
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.portionOf, recipeId))
    .limit(1);
  if (share) throw badRequest('Another dish is a portion of this one, so it keeps its own ingredients');
}

/**
 * Replaces a dish's bill: its batch (ingredients and plates per batch) or its share of another dish. The dish's
 * row is locked first, so two admins saving at once leave one whole bill, never a mix.
 */
export async function saveRecipeBill(
  db: Executor,
  recipeId: string,
  body: RecipeBillBody,
): Promise<RecipeCost> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: recipes.id })
      .from(recipes)
      .where(eq(recipes.id, recipeId))
      .for('update');
    if (!locked) throw notFound('Recipe');
    const ingredients = 'portionOf' in body ? [] : body.ingredients;
    if ('portionOf' in body) await checkPortion(tx, recipeId, body);
    else await checkIngredients(tx, ingredients);
    await tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, recipeId));
    if (ingredients.length > 0)
      await tx.insert(recipeIngredients).values(
        ingredients.map((ingredient, position) => ({
          recipeId,
          position,
          itemId: ingredient.itemId,
          quantity: String(ingredient.quantity),
          unit: ingredient.unit,
        })),
      );
    await tx
      .update(recipes)
      .set(
        'portionOf' in body
          ? {
              portionOf: body.portionOf,
              portion: String(body.portion),
              batchPlates: '1',
              updatedAt: sql`now()`,
            }
          : { portionOf: null, portion: '1', batchPlates: String(body.batchPlates), updatedAt: sql`now()` },
      )
      .where(eq(recipes.id, recipeId));
    return readRecipeCost(tx, recipeId);
  });
}
