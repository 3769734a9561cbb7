import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/pg-errors';
import { startCuttableProxy, type CuttableProxy } from '../test/tcp-proxy';
import { createTestContext, type TestContext } from '../test/test-app';
import { connectDatabase, type DatabaseHandle } from './client';

let ctx: TestContext;
let proxy: CuttableProxy;
let handle: DatabaseHandle;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(async () => {
  await handle.close();
  await proxy.close();
});

/** A pool of one connection through a proxy that can cut it: a lost connection shows at once. */
async function poolOfOne(): Promise<DatabaseHandle> {
  proxy = await startCuttableProxy(ctx.url);
  handle = connectDatabase(proxy.url, 1);
  return handle;
}

const selectOne = async ({ db }: DatabaseHandle) => (await db.execute(sql`select 1 as one`)).rows;

describe('a pooled connection lost while a transaction holds it', () => {
  it('fails that transaction as unavailable without crashing the app, and the pool connects again', async () => {
    const database = await poolOfOne();
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await proxy.cut();
      // pg reports the loss on the held client between two statements, where nobody awaits a query.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toSatisfy(isDatabaseUnavailable);
    await proxy.restore();
    expect(await selectOne(database)).toEqual([{ one: 1 }]);
  });

  it('gives the pool its connection back when BEGIN itself fails on a connection that died idle', async () => {
    const database = await poolOfOne();
    expect(await selectOne(database)).toEqual([{ one: 1 }]);
    proxy.cutOnNextMessage();
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toSatisfy(
      isDatabaseUnavailable,
    );
    // With its only connection leaked, this would wait for a free one until the connect timeout.
    expect(await selectOne(database)).toEqual([{ one: 1 }]);
  });
});
