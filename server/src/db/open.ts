import type { Env } from '../config/env';
import type { Logger } from '../config/logger';
import { connectDatabase, type DatabaseHandle } from './client';
import { startEmbeddedPostgres } from './embedded';
import { migrateDatabase } from './migrate';
import type { DatabaseState } from './postmaster';

/** Connections the app keeps to PostgreSQL; the benchmark's ceilings use as many. */
export const APP_POOL_SIZE = 20;

export type OpenedDatabase = DatabaseHandle & {
  embedded: boolean;
  url: string;
  /** The embedded server's state; an external server is not ours to restart, so it is always `up` here. */
  state(): DatabaseState;
};

/** DATABASE_URL when set, otherwise the app's own embedded server in DATA_DIR; migrations run on both. */
export async function openDatabase(env: Env, logger: Logger): Promise<OpenedDatabase> {
  const embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres(env.DATA_DIR, logger);
  const url = env.DATABASE_URL ?? embedded!.url;
  const handle = connectDatabase(url, APP_POOL_SIZE, env.TZ);
  try {
    await migrateDatabase(handle.pool);
  } catch (error) {
    await handle.close();
    await embedded?.stop();
    throw error;
  }
  return {
    ...handle,
    embedded: Boolean(embedded),
    url,
    state: () => embedded?.state() ?? 'up',
    async close() {
      await handle.close();
      await embedded?.stop();
    },
  };
}
