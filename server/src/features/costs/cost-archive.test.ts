import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: { id: string; headers: { authorization: string } };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin.headers, payload });

describe('a deleted cost (ADR 0157)', () => {
  it('leaves the list and its total but stays in the books with who deleted it, and takes no more edits', async () => {
    const saved = await call('POST', '/api/costs', [{ reason: 'Ice', amount: 300, holderName: 'Karim' }]);
    const cost = saved.json().data.costs[0] as { _id: string; version: string };
    const before = (await call('GET', '/api/costs')).json().data;

    expect((await call('DELETE', `/api/costs/${cost._id}?version=${cost.version}`)).statusCode).toBe(200);
    const after = (await call('GET', '/api/costs')).json().data;
    expect(after.total).toBe(before.total - 1);
    expect(after.totalAmount).toBe(before.totalAmount - 300);
    expect(after.costs.map((row: { _id: string }) => row._id)).not.toContain(cost._id);
    const [kept] = (
      await ctx.pool.query('select reason, amount::text, archived_by from costs where id = $1', [cost._id])
    ).rows;
    expect(kept).toEqual({ reason: 'Ice', amount: '300.00', archived_by: admin.id });

    expect(
      (await call('PATCH', `/api/costs/${cost._id}`, { amount: 1, version: cost.version })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/costs/${cost._id}`)).statusCode).toBe(404);
    await expect(ctx.pool.query('delete from costs where id = $1', [cost._id])).rejects.toThrow(
      /never deleted/,
    );
  });
});
