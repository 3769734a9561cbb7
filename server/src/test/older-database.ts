import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { migrationsFolder } from '../config/paths';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { withDatabase } from '../support/database-url';

async function admin(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The migrations folder as it stood at migration `last` (its journal cut there), in a scratch copy. */
function migrationsUpTo(last: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dastarkhan-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * A database of its own, migrated only up to migration `last`, to fill with rows as an older install wrote them
 * and then bring up to date (`migrateRest`), as an upgrade does. `drop` removes it.
 */
export async function olderDatabase(last: number): Promise<{
  handle: DatabaseHandle;
  migrateRest(): Promise<void>;
  drop(): Promise<void>;
}> {
  const { adminUrl } = inject('testDatabase');
  const name = `dastarkhan_m_${crypto.randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `create database ${name}`);
  const handle = connectDatabase(withDatabase(adminUrl, name), 2);
  const folder = migrationsUpTo(last);
  const client = await handle.pool.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    client.release();
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return {
    handle,
    migrateRest: () => migrateDatabase(handle.pool),
    async drop() {
      await handle.close();
      await admin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
