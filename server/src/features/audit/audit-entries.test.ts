import type { AuditEntry, AuditKind } from '@dastarkhan/contract/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/seed-api';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 32: every write route appends its entry in its own transaction, with who, from where, what and the
 * fields that changed. Each test makes a change through the API and reads the entity's history back.
 */
let ctx: TestContext;
let admin: { id: string; headers: { authorization: string } };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
});
afterAll(() => ctx.close());

const call = <T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: object,
) => send<T>(ctx.app, admin.headers, method, url, body);

async function history(kind: AuditKind, id: string): Promise<AuditEntry[]> {
  return (await call<{ entries: AuditEntry[] }>('GET', `/api/audit/${kind}/${encodeURIComponent(id)}`))
    .entries;
}

/** The parts of an entry a test compares: the action, the reason and the changed fields. */
const steps = (entries: AuditEntry[]) =>
  entries.map(({ action, reason, before, after }) => ({ action, reason, before, after }));

describe('audit entries', () => {
  it('name who acted, from which address and when', async () => {
    const { costs } = await call<{ costs: { _id: string }[] }>('POST', '/api/costs', [
      { reason: 'Gas', amount: 960 },
    ]);
    const [entry] = await history('cost', costs[0]!._id);
    expect(entry).toMatchObject({
      actor: { _id: admin.id, name: 'Test admin' },
      address: '127.0.0.1',
      kind: 'cost',
      entityId: costs[0]!._id,
    });
    expect(Date.now() - new Date(entry!.at).getTime()).toBeLessThan(60_000);
  });

  it('cost: create, update and delete, with the changed fields', async () => {
    const { costs } = await call<{ costs: { _id: string; version: string }[] }>('POST', '/api/costs', [
      { reason: 'Gas refill', amount: 960, holderName: 'Rahim' },
    ]);
    const id = costs[0]!._id;
    const { cost } = await call<{ cost: { version: string } }>('PATCH', `/api/costs/${id}`, {
      amount: 2,
      version: costs[0]!.version,
    });
    await call('DELETE', `/api/costs/${id}?version=${cost.version}`);
    const [created, updated, deleted] = steps(await history('cost', id));
    expect(created).toMatchObject({
      action: 'create',
      before: null,
      after: { reason: 'Gas refill', amount: 960 },
    });
    expect(updated).toEqual({
      action: 'update',
      reason: null,
      before: { amount: 960 },
      after: { amount: 2 },
    });
    expect(deleted).toMatchObject({
      action: 'delete',
      before: { reason: 'Gas refill', amount: 2 },
      after: null,
    });
  });

  it('records nothing when the write is refused', async () => {
    const { costs } = await call<{ costs: { _id: string }[] }>('POST', '/api/costs', [
      { reason: 'Gas', amount: 5 },
    ]);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/costs/${costs[0]!._id}`,
      headers: admin.headers,
      payload: { amount: 7, version: '1' },
    });
    expect(response.statusCode).toBe(409);
    expect((await history('cost', costs[0]!._id)).map((entry) => entry.action)).toEqual(['create']);
  });
});
