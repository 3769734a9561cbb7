import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../config/paths';
import { ADVISORY_LOCKS } from './advisory-locks';

/** Applies checked-in migrations; an advisory lock keeps several app nodes from migrating at once. */
export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migration]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.migration]).catch(() => undefined);
    client.release();
  }
}
