import type { Database } from '../db/client';

/**
 * Memoises what is built once per database handle: prepared queries, which Drizzle builds once and
 * PostgreSQL plans once per connection, since on hot paths building cost more than running
 * (docs/decisions/0042-hot-path-statements.md), and per-database state such as the order-number allocator.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) byDatabase.set(db, (prepared = build(db)));
    return prepared;
  };
}
