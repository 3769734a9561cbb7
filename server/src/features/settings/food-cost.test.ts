import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

// Issue 16: the food-cost share above which the recipe screen warns, set by the admin in Settings.
let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.as('admin')).headers;
});
afterAll(() => ctx.close());

const read = (headers = admin) => ctx.app.inject({ url: '/api/settings/food-cost', headers });
const save = (payload: unknown, headers = admin) =>
  ctx.app.inject({ method: 'PUT', url: '/api/settings/food-cost', headers, payload: payload as object });
const stored = async () =>
  (
    await ctx.pool.query<{ value: unknown; updated_at: Date }>(
      `select value, updated_at from settings where key = 'foodCost'`,
    )
  ).rows;

describe('the food-cost threshold', () => {
  it('is 35 % until the admin sets it, and is kept as it was typed', async () => {
    expect((await read()).json()).toEqual({
      status: 'success',
      data: { foodCost: { thresholdPercent: 35 } },
    });
    expect(await stored()).toEqual([]);
    const saved = await save({ thresholdPercent: 28.5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ foodCost: { thresholdPercent: 28.5 } });
    expect((await read()).json().data).toEqual({ foodCost: { thresholdPercent: 28.5 } });
    expect((await stored())[0]!.value).toEqual({ thresholdPercent: 28.5 });
    for (const edge of [1, 100, 33.3]) {
      expect((await save({ thresholdPercent: edge })).json().data.foodCost.thresholdPercent).toBe(edge);
    }
    expect((await save({ thresholdPercent: 30 })).statusCode).toBe(200);
  });

  it('refuses a threshold that is not 1 to 100 with one decimal, saying why, and changes nothing', async () => {
    const before = await stored();
    const refusals: [unknown, string][] = [
      [{ thresholdPercent: 0 }, 'Food-cost threshold must be between 1 and 100 %'],
      [{ thresholdPercent: 0.5 }, 'Food-cost threshold must be between 1 and 100 %'],
      [{ thresholdPercent: -35 }, 'Food-cost threshold must be between 1 and 100 %'],
      [{ thresholdPercent: 100.1 }, 'Food-cost threshold must be between 1 and 100 %'],
      [{ thresholdPercent: 28.55 }, 'Food-cost threshold must have at most 1 decimal place'],
      [{ thresholdPercent: '30' }, 'Food-cost threshold must be a number'],
      [{ thresholdPercent: null }, 'Food-cost threshold is required'],
      [{}, 'Food-cost threshold is required'],
    ];
    for (const [payload, message] of refusals) {
      const refused = await save(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json(), JSON.stringify(payload)).toMatchObject({ status: 'fail', message });
    }
    expect((await save({ thresholdPercent: 30, extra: 1 })).statusCode).toBe(400);
    expect((await save([30])).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
    expect((await read()).json().data.foodCost.thresholdPercent).toBe(30);
  });

  it('is the admin’s alone: a manager or a cashier can neither read nor change it', async () => {
    const before = await stored();
    for (const role of ['manager', 'staff'] as const) {
      const { headers } = await ctx.as(role);
      expect((await read(headers)).statusCode, role).toBe(403);
      expect((await save({ thresholdPercent: 50 }, headers)).statusCode, role).toBe(403);
    }
    expect((await read({ authorization: '' })).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });
});
