import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';

/**
 * How long a node may use settings it read earlier on the receipt hot path (business details, VAT). A change
 * through this node is seen at once (the settings route forgets the copy); another node on the same database
 * sees it within this time.
 */
const SETTING_CACHE_MS = 5_000;

/**
 * A setting read at most once per few seconds per database handle (the app has one); the read in flight is
 * shared by the receipts waiting on it. `forget` drops this node's copy after the setting changed.
 */
export function settingCache<T>(read: (db: Database) => Promise<T>) {
  const cached = new LRUCache<Database, Promise<T>>({ max: 16, ttl: SETTING_CACHE_MS });
  return {
    current(db: Database): Promise<T> {
      const known = cached.get(db);
      if (known) return known;
      const value = read(db);
      cached.set(db, value);
      value.catch(() => cached.delete(db));
      return value;
    },
    forget(db: Database): void {
      cached.delete(db);
    },
  };
}
