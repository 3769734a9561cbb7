import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { migrationsFolder } from '../../config/paths';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { withDatabase } from '../../support/database-url';

const { adminUrl } = inject('testDatabase');
const name = `dastarkhan_p_${crypto.randomBytes(6).toString('hex')}`;
let handle: DatabaseHandle;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The migrations folder as it stood before receipts kept their table (up to 0020). */
function migrationsBeforePlaces(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dastarkhan-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 20);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** A receipt as the app saved one before: T1's charged table order, token 7's takeaway, and a counter sale. */
async function receipt(number: string): Promise<string> {
  const { rows } = await handle.pool.query<{ id: string }>(
    `insert into invoices (invoice_number, transaction_id, customer_name, issue_date, sub_total, total)
     values ($1, 'TXN1', 'Old Guest', '2026-11-01', 100, 100) returning id`,
    [number],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  await admin(`create database ${name}`);
  handle = connectDatabase(withDatabase(adminUrl, name), 2);
  const folder = migrationsBeforePlaces();
  const client = await handle.pool.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    client.release();
    fs.rmSync(folder, { recursive: true, force: true });
  }
  const [table, takeaway] = [await receipt('P1'), await receipt('P2')];
  await receipt('P3');
  await handle.pool.query(
    `insert into held_orders (table_label, token, token_day, status, invoice_id) values
       ('T1', null, null, 'charged', $1), (null, 7, '2026-11-01', 'charged', $2), ('T2', null, null, 'open', null)`,
    [table, takeaway],
  );
  await migrateDatabase(handle.pool);
});
afterAll(async () => {
  await handle.close();
  await admin(`drop database if exists ${name} with (force)`);
});

describe('migration 0021 on receipts charged before they kept their table', () => {
  it('gives each receipt charged from a held order its table or token, and a counter sale neither', async () => {
    const { rows } = await handle.pool.query(
      'select invoice_number, order_table, order_token from invoices order by invoice_number',
    );
    expect(rows).toEqual([
      { invoice_number: 'P1', order_table: 'T1', order_token: null },
      { invoice_number: 'P2', order_table: null, order_token: 7 },
      { invoice_number: 'P3', order_table: null, order_token: null },
    ]);
  });
});
