import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptCountFor, uniqueGuestName } from '../../test/receipts';
import { OFF_MENU } from '../../test/menu';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.as('manager')).headers;
});
afterAll(() => ctx.close());

const receipt = (name: string, overrides: Record<string, unknown> = {}) => ({
  customer: { name },
  items: [{ name: 'Kacchi', price: 500, quantity: 2, priceReason: OFF_MENU }],
  amountPaid: 1000,
  paymentMethod: 'Cash',
  ...overrides,
});
const post = (payload: object, key: string, as = headers) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/invoices',
    headers: { ...as, 'idempotency-key': key },
    payload,
  });
const countNamed = (name: string) => receiptCountFor(ctx, headers, name);

describe('a receipt saved with an Idempotency-Key', () => {
  it('answers a repeat with the first answer, status and body, and saves one receipt', async () => {
    const name = uniqueGuestName();
    const key = crypto.randomUUID();
    const first = await post(receipt(name), key);
    expect(first.statusCode).toBe(201);
    const repeat = await post(receipt(name), key);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    expect(await countNamed(name)).toBe(1);
  });

  it('refuses the same key with a different body with 422, and saves nothing more', async () => {
    const name = uniqueGuestName();
    const key = crypto.randomUUID();
    expect((await post(receipt(name), key)).statusCode).toBe(201);
    const changed = await post(receipt(name, { amountPaid: 500 }), key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({
      status: 'fail',
      message: expect.stringContaining('already used for a different request'),
    });
    expect(await countNamed(name)).toBe(1);
  });

  it("keeps each user's keys apart: another cashier's same key is a request of its own", async () => {
    const name = uniqueGuestName();
    const key = crypto.randomUUID();
    const other = await ctx.newUser('manager');
    expect((await post(receipt(name), key)).statusCode).toBe(201);
    expect((await post(receipt(name), key, other.headers)).statusCode).toBe(201);
    expect(await countNamed(name)).toBe(2);
  });

  it('saves one receipt for concurrent repeats, each answered with it', async () => {
    const name = uniqueGuestName();
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(receipt(name), key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    const ids = new Set(answers.map((answer) => answer.json().data.invoice._id));
    expect(ids.size).toBe(1);
    expect(await countNamed(name)).toBe(1);
  });

  it('saves more concurrent keyed receipts than the pool has connections, each once', async () => {
    const name = uniqueGuestName();
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => post(receipt(name), crypto.randomUUID())),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(14).fill(201));
    expect(await countNamed(name)).toBe(14);
  });

  it('does not keep a refusal: a corrected retry with the same key saves the receipt', async () => {
    const name = uniqueGuestName();
    const key = crypto.randomUUID();
    const refused = await post(receipt(name, { payments: [{ method: 'Cash', amount: 10 }] }), key);
    expect(refused.statusCode).toBe(400);
    expect((await post(receipt(name), key)).statusCode).toBe(201);
    expect(await countNamed(name)).toBe(1);
  });

  it('refuses a key that is not 1 to 255 printable characters', async () => {
    const name = uniqueGuestName();
    const refused = await post(receipt(name), 'x'.repeat(256));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Idempotency-Key');
    expect(await countNamed(name)).toBe(0);
  });
});

describe('a later payment sent with an Idempotency-Key', () => {
  it('is taken once however often it is repeated, concurrently or not', async () => {
    const owed = (
      await post(
        receipt(uniqueGuestName(), {
          customer: { name: uniqueGuestName(), phoneNumber: '01711000333' },
          paymentMethod: 'Credit',
          amountPaid: 0,
        }),
        crypto.randomUUID(),
      )
    ).json().data.invoice;
    const key = crypto.randomUUID();
    const pay = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/invoices/${owed._id}/payments`,
        headers: { ...headers, 'idempotency-key': key },
        payload: { payments: [{ method: 'Cash', amount: 300 }] },
      });
    const answers = await Promise.all([pay(), pay(), pay()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    const later = await pay();
    expect(later.json()).toEqual(answers[0]!.json());
    const read = await ctx.app.inject({ method: 'GET', url: `/api/invoices/${owed._id}`, headers });
    expect(read.json().data.invoice).toMatchObject({ amountPaid: 300, status: 'due' });
  });
});
