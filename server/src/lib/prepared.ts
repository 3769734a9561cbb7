import type { Database } from '../db/client';

/**
 * Memoises a prepared query per database handle (and per variant key): Drizzle builds the SQL once and
 * PostgreSQL plans it once per connection, which on hot paths costs less than running it
 * (docs/decisions/0042-hot-path-statements.md).
 */
export function preparedPerDatabase<T, K = ''>(build: (db: Database, variant: K) => T) {
  const byDatabase = new WeakMap<Database, Map<K, T>>();
  return (db: Database, variant: K = '' as K): T => {
    let variants = byDatabase.get(db);
    if (!variants) byDatabase.set(db, (variants = new Map()));
    let prepared = variants.get(variant);
    if (!prepared) variants.set(variant, (prepared = build(db, variant)));
    return prepared;
  };
}
