import { DEFAULT_BUSINESS_DETAILS, type BusinessDetails } from '@dastarkhan/contract/settings';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { settings } from '../db/schema';

/** The settings key holding the details printed on receipts (read by settings and invoices alike). */
export const BUSINESS_DETAILS_KEY = 'business_details';

/** The saved business details, with the defaults filling any field never set. */
export async function readBusinessDetails(db: Executor): Promise<BusinessDetails> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, BUSINESS_DETAILS_KEY));
  return { ...DEFAULT_BUSINESS_DETAILS, ...(row?.value as Partial<BusinessDetails> | undefined) };
}
