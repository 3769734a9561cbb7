import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createLogger } from '../config/logger';
import { connectDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { migrateDatabase } from '../db/migrate';
import { withDatabase } from '../support/database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string };
  }
}

/** One PostgreSQL per run (embedded, or DATABASE_URL) and one migrated template that each test file copies. */
export default async function setup(project: TestProject) {
  const dataDir = process.env.DATABASE_URL
    ? undefined
    : fs.mkdtempSync(path.join(os.tmpdir(), 'dastarkhan-test-'));
  if (dataDir) fs.chmodSync(dataDir, 0o755);
  const embedded = dataDir ? await startEmbeddedPostgres(dataDir, createLogger('silent')) : undefined;
  const adminUrl = process.env.DATABASE_URL || embedded!.url;
  const template = `dastarkhan_tpl_${crypto.randomBytes(4).toString('hex')}`;

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  await admin.end();
  const templateDb = connectDatabase(withDatabase(adminUrl, template), 2);
  await migrateDatabase(templateDb.pool);
  await templateDb.close();

  project.provide('testDatabase', { adminUrl, template });

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${template} with (force)`);
    await client.end();
    await embedded?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
