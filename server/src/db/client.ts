import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

// Keep numeric (money) and bigint (counts) as exact text; features convert at the JSON edge.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or an open transaction: services accept either so callers can compose them. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = { pool: pg.Pool; db: Database; close(): Promise<void> };

export function connectDatabase(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its server (restart, failover) must not crash the app.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}
