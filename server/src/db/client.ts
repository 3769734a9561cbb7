import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { DEFAULT_TIME_ZONE } from '@dastarkhan/contract/periods';
import pg from 'pg';
import * as schema from './schema';

// Keep numeric (money) and bigint (counts) as exact text; features convert at the JSON edge.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle on one checked-out connection, inside a transaction `clientTransaction` opened. */
export type ClientDatabase = NodePgDatabase<typeof schema> & { $client: pg.PoolClient };
/** A database handle or an open transaction: services accept either so callers can compose them. */
export type Executor = Database | ClientDatabase | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `work` in a transaction on one connection whose raw client it can also use (prepared statements by
 * name), which Drizzle's own transaction handle does not expose. `work` must not open a transaction itself.
 */
export async function clientTransaction<T>(
  db: Database,
  work: (tx: ClientDatabase) => Promise<T>,
): Promise<T> {
  const client = await db.$client.connect();
  try {
    await client.query('begin');
    const result = await work(drizzle(client, { schema }));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export type DatabaseHandle = { pool: pg.Pool; db: Database; close(): Promise<void> };

/** A server that does not answer at all (a dropped network) fails a new connection after this long. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A checked-out client whose connection is lost goes back to the pool as broken, at once. pg reports the loss
 * as an 'error' event, which crashes the process when nobody listens (a client held by a transaction between
 * two statements), and Drizzle never releases a client whose BEGIN failed (drizzle-team/drizzle-orm#6241),
 * which would cost the pool that connection for good. The holder's own release, later, then does nothing.
 */
function releaseClientsThatLoseTheirConnection(pool: pg.Pool): void {
  const listeners = new WeakMap<pg.PoolClient, (error: Error) => void>();
  pool.on('acquire', (client) => {
    const releaseBroken = (error: Error) => {
      const release = client.release;
      client.release = () => undefined;
      release(error);
    };
    listeners.set(client, releaseBroken);
    client.on('error', releaseBroken);
  });
  pool.on('release', (_error, client) => {
    const listener = listeners.get(client);
    if (listener) client.off('error', listener);
  });
}

/**
 * A pool of connections to `url`, each naming the restaurant's time zone (`dastarkhan.time_zone`): the database
 * books a stock movement on its business day in it (ADR 0170).
 */
export function connectDatabase(url: string, max = 10, timeZone = DEFAULT_TIME_ZONE): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: `-c dastarkhan.time_zone=${timeZone}`,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client losing its server (restart, failover) must not crash the app.
  pool.on('error', () => undefined);
  releaseClientsThatLoseTheirConnection(pool);
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}
