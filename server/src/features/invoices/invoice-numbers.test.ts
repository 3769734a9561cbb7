import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { createTestContext, type TestContext } from '../../test/test-app';
import { allocateInvoiceNumber } from './invoice-numbers';

let ctx: TestContext;
let otherApp: DatabaseHandle;
beforeAll(async () => {
  ctx = await createTestContext();
  otherApp = connectDatabase(ctx.url, 4);
});
afterAll(async () => {
  await otherApp.close();
  await ctx.close();
});

const suffixOf = (number: string, base: string) =>
  number === base ? 1 : Number(number.slice(base.length + 1));

describe('order numbers', () => {
  it('numbers a busy second base, -2, -3, … without waiting for one counter update per receipt', async () => {
    const base = '20261122193000';
    const numbers = await Promise.all(Array.from({ length: 20 }, () => allocateInvoiceNumber(ctx.db, base)));
    expect(new Set(numbers).size).toBe(20);
    expect(numbers).toContain(base);
    expect(numbers.every((number) => number === base || number.startsWith(`${base}-`))).toBe(true);
    // Blocks of 1, 2, 4, 8, 16 cover 20 receipts: at most 31 suffixes reserved, so only a few are skipped.
    expect(Math.max(...numbers.map((number) => suffixOf(number, base)))).toBeLessThanOrEqual(31);
    const { rows } = await ctx.pool.query('select issued from invoice_number_counters where base = $1', [
      base,
    ]);
    expect(rows[0].issued).toBeLessThanOrEqual(31);
  });

  it('never hands out a number twice across apps sharing the database, nor after a restart', async () => {
    const base = '20261122193001';
    const both = await Promise.all(
      Array.from({ length: 30 }, (_, index) => allocateInvoiceNumber(index % 2 ? otherApp.db : ctx.db, base)),
    );
    expect(new Set(both).size).toBe(30);

    const restarted = connectDatabase(ctx.url, 2);
    try {
      const after = await allocateInvoiceNumber(restarted.db, base);
      expect(both).not.toContain(after);
      expect(suffixOf(after, base)).toBeGreaterThan(
        Math.max(...both.map((number) => suffixOf(number, base))),
      );
    } finally {
      await restarted.close();
    }
  });

  it('starts every second again at the bare timestamp', async () => {
    expect(await allocateInvoiceNumber(ctx.db, '20261122193002')).toBe('20261122193002');
    expect(await allocateInvoiceNumber(ctx.db, '20261122193003')).toBe('20261122193003');
    expect(await allocateInvoiceNumber(ctx.db, '20261122193003')).toBe('20261122193003-2');
  });
});
