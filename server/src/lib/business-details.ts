import { EMPTY_BUSINESS_DETAILS, type BusinessDetails } from '@dastarkhan/contract/settings';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database, Executor } from '../db/client';
import { settings } from '../db/schema';

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

/**
 * How long a node may print business details it read earlier. A change through this node is seen at once
 * (the settings route forgets the copy); another node on the same database sees it within this time.
 */
const BUSINESS_DETAILS_CACHE_MS = 5_000;
/** One read per database handle (the app has one); the read in flight is shared by the receipts waiting on it. */
const cachedDetails = new LRUCache<Database, Promise<BusinessDetails>>({
  max: 16,
  ttl: BUSINESS_DETAILS_CACHE_MS,
});

/** The business details for a new receipt, read at most once per few seconds on the receipt hot path. */
export function currentBusinessDetails(db: Database): Promise<BusinessDetails> {
  const cached = cachedDetails.get(db);
  if (cached) return cached;
  const details = readBusinessDetails(db);
  cachedDetails.set(db, details);
  details.catch(() => cachedDetails.delete(db));
  return details;
}

/** Drops this node's copy after the details changed. */
export function forgetBusinessDetails(db: Database): void {
  cachedDetails.delete(db);
}
