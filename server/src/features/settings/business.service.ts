import { EMPTY_BUSINESS_DETAILS } from '@dastarkhan/contract/settings';
import type { BusinessDetails, BusinessDetailsPatch } from '@dastarkhan/contract/settings';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';
import { BUSINESS_DETAILS_KEY } from '../../lib/business-details';

/**
 * Merges the change into the saved details in one statement (jsonb `||`), so two admins editing different
 * fields at once both keep their change; fields never saved are empty.
 */
export async function updateBusinessDetails(
  db: Executor,
  patch: BusinessDetailsPatch,
): Promise<BusinessDetails> {
  const value = sql`${JSON.stringify(patch)}::jsonb`;
  const [row] = await db
    .insert(settings)
    .values({ key: BUSINESS_DETAILS_KEY, value })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`${settings.value} || excluded.value`, updatedAt: new Date() },
    })
    .returning({ value: settings.value });
  return { ...EMPTY_BUSINESS_DETAILS, ...(row?.value as Partial<BusinessDetails>) };
}
