import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { olderDatabase } from '../../test/older-database';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
const receipt = crypto.randomUUID();
const cost = crypto.randomUUID();
const item = crypto.randomUUID();
const dish = crypto.randomUUID();

/** An entry as the app wrote it before migration 0037: its values, no label. Answers its id. */
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

const ids: Record<string, string> = {};

beforeAll(async () => {
  const older = await olderDatabase(36);
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
  await older.migrateRest();
});
afterAll(() => drop());

describe('migration 0037_audit_entity_label on the entries written before it', () => {
  it('names each by its own values as they were, else by its entity’s row, and leaves the trail append-only', async () => {
    const { rows } = await handle.pool.query<{ id: string; label: string | null }>(
      'select id::text, label from audit_entries',
    );
    const labels = Object.fromEntries(rows.map((row) => [row.id, row.label]));
    expect(labels[ids.receiptEdit!]).toBe('20261127184230');
    expect(labels[ids.costEdit!]).toBe('Gas refill');
    expect(labels[ids.waste!]).toBe('Mutton');
    // A rename is named as it was then; an edit without a name, by the dish's name now.
    expect(labels[ids.rename!]).toBe('Korma Special');
    expect(labels[ids.reprice!]).toBe('Korma Royal');
    expect(labels[ids.setting!]).toBeNull();
    expect(labels[ids.gone!]).toBeNull();
    await expect(handle.pool.query(`update audit_entries set label = 'rewritten'`)).rejects.toThrow(
      /append-only/,
    );
  });
});
