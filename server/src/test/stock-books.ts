import { afterAll, expect } from 'vitest';
import { stockMismatches, stockRollupMismatches } from './invariants';
import { createTestContext, type TestContext } from './test-app';

/**
 * A test app and its admin for a file about stock: after the file's tests, every item's stock must still be the
 * sum of its movements (the books' rule), and so must its stock roll-up on every day (ADR 0170), and the app closes.
 */
export async function stockBooksContext(): Promise<{ ctx: TestContext; admin: { authorization: string } }> {
  const ctx = await createTestContext();
  afterAll(async () => {
    expect(await stockMismatches(ctx.pool)).toEqual([]);
    expect(await stockRollupMismatches(ctx.pool)).toEqual([]);
    await ctx.close();
  });
  return { ctx, admin: (await ctx.as('admin')).headers };
}
