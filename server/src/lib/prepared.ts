import type { Database } from '../db/client';

/**
 * Memoises what is built once per database handle (and per variant key): prepared queries, which Drizzle
 * builds once and PostgreSQL plans once per connection, since on hot paths building cost more than running
 * (docs/decisions/0042-hot-path-statements.md), and per-database state such as the order-number allocator.
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
