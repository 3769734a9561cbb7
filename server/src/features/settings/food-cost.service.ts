import { DEFAULT_FOOD_COST_THRESHOLD_PERCENT } from '@dastarkhan/contract/recipe-costs';
import type { FoodCostSetting } from '@dastarkhan/contract/settings';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';
import { FOOD_COST_KEY } from '../../lib/food-cost';

const withDefault = (value: unknown): FoodCostSetting => ({
  thresholdPercent:
    Number((value as Partial<FoodCostSetting> | undefined)?.thresholdPercent) ||
    DEFAULT_FOOD_COST_THRESHOLD_PERCENT,
});

/** The food-cost threshold the recipe screen flags dishes above; the default until an admin sets it. */
export async function readFoodCostSetting(db: Executor): Promise<FoodCostSetting> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, FOOD_COST_KEY));
  return withDefault(row?.value);
}

/** Saves the threshold in one statement (the setting has one field, so the saved value is replaced). */
export async function updateFoodCostSetting(
  db: Executor,
  setting: FoodCostSetting,
): Promise<FoodCostSetting> {
  const [row] = await db
    .insert(settings)
    .values({ key: FOOD_COST_KEY, value: sql`${JSON.stringify(setting)}::jsonb` })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } })
    .returning({ value: settings.value });
  return withDefault(row?.value);
}
