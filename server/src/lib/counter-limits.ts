import {
  counterLimitsSchema,
  DEFAULT_COUNTER_LIMITS,
  type CounterLimits,
} from '@dastarkhan/contract/counter-rules';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { settings } from '../db/schema';

/** The settings key of the admin's counter limits (ADR 0141). */
export const COUNTER_LIMITS_KEY = 'counterLimits';

/** The admin's limits, or the defaults until an admin saves them. */
export async function readCounterLimits(db: Executor): Promise<CounterLimits> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, COUNTER_LIMITS_KEY));
  const saved = counterLimitsSchema.safeParse(row?.value);
  return saved.success ? saved.data : DEFAULT_COUNTER_LIMITS;
}

/** Saves the limits whole, in one statement. */
export async function saveCounterLimits(db: Executor, limits: CounterLimits): Promise<CounterLimits> {
  await db
    .insert(settings)
    .values({ key: COUNTER_LIMITS_KEY, value: sql`${JSON.stringify(limits)}::jsonb` })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
  return limits;
}
