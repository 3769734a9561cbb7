import { afterAll, expect } from 'vitest';
import { stockMismatches } from './invariants';
import { createTestContext, type TestContext } from './test-app';

/**
 * A test app and its admin for a file about stock: after the file's tests, every item's stock must still be the
 * sum of its movements (the books' rule), and the app closes.
 */
export async function stockBooksContext(): Promise<{ ctx: TestContext; admin: { authorization: string } }> {
  const ctx = await createTestContext();
  afterAll(async () => {
    expect(await stockMismatches(ctx.pool)).toEqual([]);
    await ctx.close();
  });
  return { ctx, admin: (await ctx.as('admin')).headers };
}
