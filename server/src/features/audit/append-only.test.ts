import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/** Issue 32: the database itself refuses to change the trail, whatever the app's code does (ADR 0165). */
let ctx: TestContext;
let entryId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const { rows } = await ctx.pool.query<{ id: string }>(
    `insert into audit_entries (actor_name, kind, entity_id, action, after)
     values ('Test admin', 'cost', 'c1', 'create', '{"amount": 960}') returning id::text`,
  );
  entryId = rows[0]!.id;
});
afterAll(() => ctx.close());

const entry = async () =>
  (await ctx.pool.query(`select actor_name, after from audit_entries where id = $1`, [entryId])).rows[0];

describe('the audit trail, through the app’s own pool', () => {
  it('refuses an UPDATE of an entry and keeps it as written', async () => {
    await expect(
      ctx.pool.query(`update audit_entries set after = '{"amount": 2}' where id = $1`, [entryId]),
    ).rejects.toThrow('The audit trail is append-only: UPDATE is refused');
    expect(await entry()).toEqual({ actor_name: 'Test admin', after: { amount: 960 } });
  });

  it('refuses a DELETE of an entry, and a TRUNCATE of the trail', async () => {
    await expect(ctx.pool.query(`delete from audit_entries where id = $1`, [entryId])).rejects.toThrow(
      'The audit trail is append-only: DELETE is refused',
    );
    await expect(ctx.pool.query(`truncate audit_entries`)).rejects.toThrow(
      'The audit trail is append-only: TRUNCATE is refused',
    );
    expect(await entry()).toEqual({ actor_name: 'Test admin', after: { amount: 960 } });
  });

  it('still takes new entries', async () => {
    const { rowCount } = await ctx.pool.query(
      `insert into audit_entries (actor_name, kind, entity_id, action) values ('Test admin', 'cost', 'c1', 'delete')`,
    );
    expect(rowCount).toBe(1);
  });
});
