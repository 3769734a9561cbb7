import { EMPTY_BUSINESS_DETAILS, type BusinessDetails } from '@dastarkhan/contract/settings';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { settings } from '../db/schema';
import { settingCache } from './setting-cache';

/** The settings key holding the details printed on receipts (read by settings and invoices alike). */
export const BUSINESS_DETAILS_KEY = 'business_details';

/** The saved business details; a field never set is empty (a fresh install has none). */
export async function readBusinessDetails(db: Executor): Promise<BusinessDetails> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, BUSINESS_DETAILS_KEY));
  return { ...EMPTY_BUSINESS_DETAILS, ...(row?.value as Partial<BusinessDetails> | undefined) };
}

const cache = settingCache(readBusinessDetails);

/** The business details for a new receipt, read at most once per few seconds on the receipt hot path. */
export const currentBusinessDetails = (db: Database): Promise<BusinessDetails> => cache.current(db);

/** Drops this node's copy after the details changed. */
export const forgetBusinessDetails = (db: Database): void => cache.forget(db);
