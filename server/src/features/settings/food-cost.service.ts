import type { FoodCostSetting } from '@dastarkhan/contract/settings';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';
import { FOOD_COST_KEY, readFoodCostThreshold } from '../../lib/food-cost';

/** The food-cost threshold the recipe screen flags dishes above; the default until an admin sets it. */
export async function readFoodCostSetting(db: Executor): Promise<FoodCostSetting> {
  return { thresholdPercent: await readFoodCostThreshold(db) };
}

/** Saves the threshold in one statement (the setting has one field, so the saved value is replaced). */
export async function updateFoodCostSetting(
  db: Executor,
  setting: FoodCostSetting,
): Promise<FoodCostSetting> {
  await db
    .insert(settings)
    .values({ key: FOOD_COST_KEY, value: sql`${JSON.stringify(setting)}::jsonb` })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
  return setting;
}
