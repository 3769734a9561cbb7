import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCalls } from '../../test/orders';
import { kitchen } from '../../test/kitchen';
import { send } from '../../test/seed-api';
import { createTestContext, type TestContext } from '../../test/test-app';
import { stockMismatches, stockRollupMismatches } from '../../test/invariants';
import { foldSalesDeltas } from './daily-sales';

// Issue 16: charging a receipt takes what its dishes use from stock by their recipes, in the receipt's own
// statement; an edit moves only the difference, a deletion gives it all back, a held order moves nothing.
let ctx: TestContext;
let admin: { authorization: string };
let manager: { authorization: string };
let k: ReturnType<typeof kitchen>;
let items: Record<string, string>;
let dishes: Record<string, string>;
const line = (name: string, quantity: number, price?: number) => k.line(name, quantity, price);
const sell = (lines: object[], issueDate = '2026-06-10') => k.sell(lines, issueDate);
const stock = () => k.stock();

/** What one receipt's sale movements add up to, per item (negative: taken from stock). */
async function movedBy(invoiceId: string): Promise<Record<string, string>> {
  const { rows } = await ctx.pool.query<{ name: string; moved: string }>(
    `select i.name, sum(m.quantity)::text as moved from inventory_movements m join inventory_items i on i.id = m.item_id
     where m.invoice_id = $1 and m.kind = 'sale' group by i.name order by i.name`,
    [invoiceId],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.moved]));
}

/** One day's usage by the recipes, as the food cost report will read it (folded or not). */
async function usageOn(day: string): Promise<Record<string, string>> {
  const { rows } = await ctx.pool.query<{ name: string; used: string }>(
    `select i.name, sum(u.quantity)::text as used from usage_by_day u join inventory_items i on i.id = u.item_id
     where u.day = $1 group by i.name having sum(u.quantity) <> 0 order by i.name`,
    [day],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.used]));
}

/**
 * Items whose stock on hand differs from the sum of their movements, or whose stock roll-up differs from them on
 * a day (ADR 0170): none, ever.
 */
const booksOff = async () => [
  ...(await stockMismatches(ctx.pool)),
  ...(await stockRollupMismatches(ctx.pool)),
];

const minus = (before: string, taken: number) => (Number(before) - taken).toFixed(3);

beforeAll(async () => {
  // Nothing folds but the tests themselves: every figure must be exact with the sales still pending.
  ctx = await createTestContext({ foldSalesInBackground: false });
  admin = (await ctx.as('admin')).headers;
  // The seller dates receipts on past days, which only an admin may do (ADR 0144).
  manager = (await ctx.as('admin')).headers;
  k = kitchen(ctx, admin, manager);
  ({ items, dishes } = k);
  const { intake, dish } = k;
  await intake('Basmoti rice', 100, 'kg', 125);
  await intake('Mutton', 50, 'kg', 900);
  await intake('Ghee', 5, 'kg', 1400);
  await intake('Egg', 240, 'unit', 12);
  // The degh: 10 kg rice, 8 kg mutton, 1,000 g ghee and 3 dozen eggs make 40 full plates.
  await dish('Kacchi', 450, {
    batchPlates: 40,
    ingredients: [
      { itemId: items['Basmoti rice'], quantity: 10, unit: 'kg' },
      { itemId: items['Mutton'], quantity: 8, unit: 'kg' },
      { itemId: items['Ghee'], quantity: 1000, unit: 'g' },
      { itemId: items['Egg'], quantity: 3, unit: 'dozen' },
    ],
  });
  await dish('Half Kacchi', 250);
  await ctx.app.inject({
    method: 'PUT',
    url: `/api/recipes/${dishes['Half Kacchi']}/bill`,
    headers: admin,
    payload: { portionOf: dishes['Kacchi'], portion: 0.5 },
  });
  await dish('Borhani', 80);
});
afterAll(() => ctx.close());

describe('stock that follows the receipts', () => {
  it('takes each ingredient of a charged receipt in exact decimals, one sale movement per item', async () => {
    const before = await stock();
    // 2 full plates and a half: rice 0.25 × 2.5 = 0.625 kg, mutton 0.5 kg, ghee 0.0625 → 0.063 kg, eggs 2.25.
    const receipt = await sell([line('Kacchi', 2), line('Half Kacchi', 1, 250), line('Borhani', 1, 80)]);
    expect(await movedBy(receipt._id)).toEqual({
      'Basmoti rice': '-0.625',
      Egg: '-2.250',
      Ghee: '-0.063',
      Mutton: '-0.500',
    });
    expect(await stock()).toEqual({
      'Basmoti rice': minus(before['Basmoti rice']!, 0.625),
      Egg: minus(before['Egg']!, 2.25),
      Ghee: minus(before['Ghee']!, 0.063),
      Mutton: minus(before['Mutton']!, 0.5),
    });
    const { rows } = await ctx.pool.query(
      `select kind, note, by_name from inventory_movements where invoice_id = $1`,
      [receipt._id],
    );
    expect(rows).toHaveLength(4);
    for (const row of rows)
      expect(row).toMatchObject({ kind: 'sale', note: `Receipt ${receipt.invoiceNumber}` });
    expect(await usageOn('2026-06-10')).toMatchObject({ 'Basmoti rice': '0.625', Ghee: '0.063' });
    expect(await booksOff()).toEqual([]);
  });

  it('moves only the difference when a receipt is edited, booked on the day of the edit', async () => {
    const receipt = await sell([line('Kacchi', 2)], '2026-06-11');
    const before = await stock();
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/invoices/${receipt._id}`,
      headers: manager,
      payload: { issueDate: '2026-06-12', items: [line('Kacchi', 3)] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // One plate more: 0.25 kg rice, 0.2 kg mutton, 0.025 kg ghee, 0.9 egg; nothing else moves.
    expect(await stock()).toEqual({
      'Basmoti rice': minus(before['Basmoti rice']!, 0.25),
      Egg: minus(before['Egg']!, 0.9),
      Ghee: minus(before['Ghee']!, 0.025),
      Mutton: minus(before['Mutton']!, 0.2),
    });
    const { rows } = await ctx.pool.query<{ quantity: string }>(
      `select m.quantity::text from inventory_movements m where m.invoice_id = $1 and m.item_id = $2 order by m.at`,
      [receipt._id, items['Basmoti rice']],
    );
    expect(rows.map((row) => row.quantity)).toEqual(['-0.500', '-0.250']);
    expect(await movedBy(receipt._id)).toEqual({
      'Basmoti rice': '-0.750',
      Egg: '-2.700',
      Ghee: '-0.075',
      Mutton: '-0.600',
    });
    // The sale's day keeps what it sold; the plate added is a correction booked today (issue 32, ADR 0162).
    expect(await usageOn('2026-06-11')).toEqual({
      'Basmoti rice': '0.500',
      Egg: '1.800',
      Ghee: '0.050',
      Mutton: '0.400',
    });
    expect(await usageOn('2026-06-12')).toEqual({});
    const notes = await ctx.pool.query<{ note: string }>(
      `select distinct note from inventory_movements where invoice_id = $1 order by note`,
      [receipt._id],
    );
    expect(notes.rows.map((row) => row.note)).toEqual([
      `Receipt ${receipt.invoiceNumber}`,
      `Receipt ${receipt.invoiceNumber}, correction of 2026-06-11`,
    ]);
    // An edit that leaves the dishes alone moves no stock.
    const count = async () =>
      (
        await ctx.pool.query('select count(*)::int as n from inventory_movements where invoice_id = $1', [
          receipt._id,
        ])
      ).rows[0].n as number;
    const rows_before = await count();
    await send(ctx.app, manager, 'PATCH', `/api/invoices/${receipt._id}`, { waiter: 'Rafiq' });
    expect(await count()).toBe(rows_before);
    expect(await booksOff()).toEqual([]);
  });

  it('gives everything back when a receipt is deleted, on the day of the deletion', async () => {
    const before = await stock();
    const receipt = await sell([line('Kacchi', 4), line('Half Kacchi', 3, 250)], '2026-06-13');
    expect(await stock()).not.toEqual(before);
    await send(ctx.app, manager, 'DELETE', `/api/invoices/${receipt._id}`);
    expect(await stock()).toEqual(before);
    expect(Object.values(await movedBy(receipt._id))).toEqual(['0.000', '0.000', '0.000', '0.000']);
    // 4 plates and 3 half plates stay sold on their day; the deletion is booked today.
    expect(await usageOn('2026-06-13')).toEqual({
      'Basmoti rice': '1.375',
      Egg: '4.950',
      Ghee: '0.138',
      Mutton: '1.100',
    });
    expect(await booksOff()).toEqual([]);
  });

  it('moves nothing while an order is held or when it is voided, and takes its dishes when it is charged', async () => {
    const orders = orderCalls(ctx, manager);
    const before = await stock();
    const hold = () =>
      orders.hold({ table: 'T1', customer: { name: 'Walk-in' }, lines: [line('Kacchi', 2)] });
    const voided = (await hold()).json().data.order as { _id: string; version: number };
    expect(
      (await orders.void(voided._id, { version: voided.version, reason: 'Guest left' })).statusCode,
    ).toBe(200);
    const held = (await hold()).json().data.order as { _id: string; version: number };
    expect(await stock()).toEqual(before);
    const charged = await orders.charge(held._id, {
      version: held.version,
      paymentMethod: 'Cash',
      amountPaid: 900,
    });
    expect(charged.statusCode, charged.body).toBe(201);
    expect((await stock())['Basmoti rice']).toBe(minus(before['Basmoti rice']!, 0.5));
  });

  it('never loses a movement when 50 receipts sell the same dish at once, and lets stock go below zero', async () => {
    await k.intake('Saffron', 1, 'g', 900);
    await k.dish('Zafrani Pulao', 380, {
      batchPlates: 10,
      ingredients: [
        { itemId: items['Basmoti rice'], quantity: 2.5, unit: 'kg' },
        { itemId: items['Saffron'], quantity: 0.5, unit: 'g' },
      ],
    });
    const before = await stock();
    await Promise.all(
      Array.from({ length: 50 }, () => sell([line('Zafrani Pulao', 1, 380), line('Kacchi', 1)])),
    );
    // 50 × (0.25 + 0.25) kg of rice; saffron 50 × 0.05 g of the 1 g there was: 1.5 g short, and sold all the same.
    expect((await stock())['Basmoti rice']).toBe(minus(before['Basmoti rice']!, 25));
    expect((await stock())['Saffron']).toBe('-1.500');
    const { rows } = await ctx.pool.query(
      `select count(*)::int as n from inventory_movements where item_id = $1 and kind = 'sale'`,
      [items['Saffron']],
    );
    expect(rows[0].n).toBe(50);
    expect(await booksOff()).toEqual([]);
  });

  it('never makes a sale wait for the stock room: a receipt lands while a count holds the item, and the fold leaves stock as it read', async () => {
    const before = await stock();
    const storeRoom = await ctx.pool.connect();
    try {
      // The stock room holds the rice row, as a count or a multi-item intake does until it commits.
      await storeRoom.query('begin');
      await storeRoom.query('select 1 from inventory_items where id = $1 for no key update', [
        items['Basmoti rice'],
      ]);
      const receipt = await sell([line('Kacchi', 2)], '2026-06-14');
      expect(await movedBy(receipt._id)).toMatchObject({ 'Basmoti rice': '-0.500' });
    } finally {
      await storeRoom.query('rollback');
      storeRoom.release();
    }
    const sold = await stock();
    expect(sold['Basmoti rice']).toBe(minus(before['Basmoti rice']!, 0.5));
    await foldSalesDeltas(ctx.db);
    const { rows } = await ctx.pool.query('select count(*)::int as n from usage_deltas where stock_pending');
    expect(rows[0].n).toBe(0);
    expect(await stock()).toEqual(sold);
    expect(await booksOff()).toEqual([]);
  });

  it('keeps what the dropped keys kept: a deleted (archived) dish keeps its receipts linked, a moved item cannot be deleted', async () => {
    const roast = await k.dish('Chicken Roast', 220, {
      batchPlates: 10,
      ingredients: [{ itemId: items['Ghee'], quantity: 500, unit: 'g' }],
    });
    const receipt = await sell([line('Chicken Roast', 1, 220)], '2026-06-15');
    await send(ctx.app, admin, 'DELETE', `/api/recipes/${roast}`);
    const { rows } = await ctx.pool.query('select name, recipe_id from invoice_items where invoice_id = $1', [
      receipt._id,
    ]);
    expect(rows).toEqual([{ name: 'Chicken Roast', recipe_id: roast }]);
    await expect(
      ctx.pool.query('delete from inventory_items where id = $1', [items['Ghee']]),
    ).rejects.toMatchObject({ code: '23503' });
  });

  it('counts the shelf against every sale when the fold applies them while the count waits for the item', async () => {
    const sold = await sell([line('Kacchi', 4)], '2026-06-16');
    expect(await movedBy(sold._id)).toMatchObject({ 'Basmoti rice': '-1.000' });
    const onHand = Number((await stock())['Basmoti rice']);
    const waiting = async () =>
      (
        await ctx.pool.query(
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
        )
      ).rows[0].n as number;
    const until = async (waiters: number) => {
      while ((await waiting()) < waiters) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const storeRoom = await ctx.pool.connect();
    try {
      await storeRoom.query('begin');
      await storeRoom.query('select 1 from inventory_items where id = $1 for no key update', [
        items['Basmoti rice'],
      ]);
      // The fold queues for the rice first, then the count; the fold commits before the count reads.
      const folded = foldSalesDeltas(ctx.db);
      await until(1);
      const counted = send<{ counted: { difference: number }[] }>(
        ctx.app,
        admin,
        'POST',
        '/api/inventory/counts',
        {
          counts: [{ itemId: items['Basmoti rice'], quantity: 50 }],
        },
      );
      await until(2);
      await storeRoom.query('rollback');
      await folded;
      expect((await counted).counted[0]!.difference).toBe(Number((50 - onHand).toFixed(3)));
    } finally {
      storeRoom.release();
    }
    expect((await stock())['Basmoti rice']).toBe('50.000');
    expect(await booksOff()).toEqual([]);
  });
});
