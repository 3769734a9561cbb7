import crypto from 'node:crypto';
import type { AuditEntry } from '@dastarkhan/contract/audit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { olderDatabase } from '../../test/older-database';
import { send } from '../../test/seed-api';
import { upsertUser } from '../auth/auth.service';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let app: FastifyInstance;
let headers: { authorization: string };
const receipt = crypto.randomUUID();
const cost = crypto.randomUUID();
const item = crypto.randomUUID();
const dish = crypto.randomUUID();

/** An entry as the app wrote it before migration 0040: its values, no label. Answers its id. */
async function entry(
  kind: string,
  entityId: string,
  action: string,
  before: object | null,
  after: object | null,
) {
  const { rows } = await handle.pool.query<{ id: string }>(
    `insert into audit_entries (actor_name, kind, entity_id, action, before, after)
     values ('Old Manager', $1, $2, $3, $4, $5) returning id::text`,
    [kind, entityId, action, before && JSON.stringify(before), after && JSON.stringify(after)],
  );
  return rows[0]!.id;
}

/**
 * Each entry's row version (xmin, which any UPDATE renews, and where it lies) and its columns other than the
 * label: what an UPDATE of the trail, even one that only set the label, would change.
 */
async function trailRows() {
  const { rows } = await handle.pool.query<{ id: string; version: string; values: string }>(
    `select id::text, xmin::text || ' ' || ctid::text as version, (to_jsonb(e) - 'label')::text as values
     from audit_entries e order by id`,
  );
  return rows;
}

const ids: Record<string, string> = {};
let rowsBefore: Awaited<ReturnType<typeof trailRows>>;

beforeAll(async () => {
  const older = await olderDatabase(39);
  ({ handle, drop } = older);
  const query = (text: string, values: unknown[] = []) => handle.pool.query(text, values);
  await query(
    `insert into invoices (id, invoice_number, transaction_id, customer_name, issue_date, sub_total, total)
     values ($1, '20261127184230', 'TXN1', 'Old Guest', '2026-11-27', 960, 960)`,
    [receipt],
  );
  await query(`insert into costs (id, reason, amount) values ($1, 'Gas refill', 2)`, [cost]);
  await query(`insert into stock_categories (name) values ('Meat') on conflict do nothing`);
  await query(
    `insert into inventory_items (id, name, category, quantity, price, total_tk) values ($1, 'Mutton', 'Meat', 9, 900, 9000)`,
    [item],
  );
  await query(`insert into recipe_categories (name) values ('Curries') on conflict do nothing`);
  await query(`insert into recipes (id, name, category, price) values ($1, 'Korma Royal', 'Curries', 320)`, [
    dish,
  ]);

  ids.receiptEdit = await entry('receipt', receipt, 'update', { waiter: '' }, { waiter: 'Rafiq' });
  ids.costEdit = await entry('cost', cost, 'update', { amount: 960 }, { amount: 2 });
  ids.waste = await entry('stock-movement', item, 'create', null, { quantity: -1, reason: 'spoiled' });
  ids.rename = await entry('dish', dish, 'update', { name: 'Korma' }, { name: 'Korma Special' });
  ids.reprice = await entry('dish', dish, 'update', { price: 300 }, { price: 320 });
  ids.setting = await entry(
    'setting',
    'foodCost',
    'update',
    { thresholdPercent: 35 },
    { thresholdPercent: 30 },
  );
  ids.gone = await entry('customer', crypto.randomUUID(), 'update', { phone: '' }, { phone: '01711000009' });
  rowsBefore = await trailRows();
  await older.migrateRest();

  app = await buildApp({ db: handle.db, jwtSecret: crypto.randomBytes(32).toString('hex'), webRoot: false });
  const { user } = await upsertUser(handle.db, {
    name: 'Upgraded Admin',
    email: 'admin@upgrade.dastarkhan.local',
    password: 'password123',
    role: 'admin',
  });
  headers = { authorization: `Bearer ${await app.auth.signToken({ id: user._id, role: 'admin' })}` };
});
afterAll(async () => {
  await app?.close();
  await drop();
});

describe('migration 0040_audit_entity_label on the entries written before it', () => {
  it('changes no entry: each keeps its row version and values, with no label', async () => {
    expect(rowsBefore).toHaveLength(Object.keys(ids).length);
    expect(await trailRows()).toEqual(rowsBefore);
    const { rows } = await handle.pool.query<{ labelled: number }>(
      'select count(*)::int as labelled from audit_entries where label is not null',
    );
    expect(rows[0]!.labelled).toBe(0);
  });

  it('the trail’s list names each by its own values as they were, else by its entity’s row', async () => {
    const { entries } = await send<{ entries: AuditEntry[] }>(app, headers, 'GET', '/api/audit?limit=50');
    const labels = Object.fromEntries(entries.map((listed) => [listed._id, listed.label]));
    expect(labels).toEqual({
      [ids.receiptEdit!]: '20261127184230',
      [ids.costEdit!]: 'Gas refill',
      [ids.waste!]: 'Mutton',
      // A rename is named as it was then; an edit without a name, by the dish's name now.
      [ids.rename!]: 'Korma Special',
      [ids.reprice!]: 'Korma Royal',
      [ids.setting!]: null,
      [ids.gone!]: null,
    });
  });

  it('a history names them the same way, and the trail still refuses UPDATE', async () => {
    const { entries } = await send<{ entries: AuditEntry[] }>(app, headers, 'GET', `/api/audit/dish/${dish}`);
    expect(entries.map((listed) => listed.label)).toEqual(['Korma Special', 'Korma Royal']);
    await expect(handle.pool.query(`update audit_entries set label = 'rewritten'`)).rejects.toThrow(
      'The audit trail is append-only: UPDATE is refused',
    );
    expect(await trailRows()).toEqual(rowsBefore);
  });
});
