import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMenu } from './menu';
import { orderCalls } from './orders';
import { createTestContext, type TestContext } from './test-app';

/**
 * Issue 32, finding 1, replayed: a stranger registers through the open form, and with that account voids ৳960
 * of food the kitchen already cooked and charges ৳2,400 to Credit for "Nobody" with no phone. A self-registered
 * account is staff, which waits for an admin's approval and works nothing (ADR 0135): every step is refused,
 * and the orders stand as the counter left them.
 */
let ctx: TestContext;
let counter: ReturnType<typeof orderCalls>;
beforeAll(async () => {
  ctx = await createTestContext();
  // The first account of an install is its admin; the stranger comes after.
  await ctx.as('admin');
  // The counter sells from the menu at its prices (ADR 0140).
  await seedMenu(ctx, { Kacchi: 480 });
  // The restaurant's own counter work; a manager's, as a manager worked it before issue 32 too.
  counter = orderCalls(ctx, (await ctx.as('manager')).headers);
});
afterAll(() => ctx.close());

type HeldOrder = { _id: string; version: number; status: string };

/** An order held at the restaurant's counter: ৳960 of kacchi sent to the kitchen, or ৳2,400 not yet sent. */
async function heldAtTheCounter(lines: object[], send: boolean): Promise<HeldOrder> {
  const held = (await counter.hold({ table: 'T7', lines })).json().data.order as HeldOrder;
  if (!send) return held;
  const sent = await counter.send(held._id, held.version);
  expect(sent.statusCode).toBe(201);
  return sent.json().data.order as HeldOrder;
}

async function registerStranger(): Promise<{ authorization: string }> {
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Stranger',
      email: 'stranger@example.com',
      password: 'stranger-123',
      passwordConfirm: 'stranger-123',
    },
  });
  expect(registered.statusCode).toBe(201);
  // SPEC §3: a new account is staff (the waiting state), and Active.
  expect(registered.json().data.user).toMatchObject({ role: 'staff', status: 'Active' });
  return { authorization: `Bearer ${registered.json().data.token as string}` };
}

describe('a self-registered stranger at the counter (finding 1)', () => {
  it('cannot void food the kitchen cooked, nor charge ৳2,400 to Credit for "Nobody": every call is 403', async () => {
    const cooked = await heldAtTheCounter([{ name: 'Kacchi', price: 480, quantity: 2 }], true);
    const unpaid = await heldAtTheCounter([{ name: 'Kacchi', price: 480, quantity: 5 }], false);
    const stranger = orderCalls(ctx, await registerStranger());

    const answers = {
      list: await stranger.list(),
      read: await stranger.read(cooked._id),
      void: await stranger.void(cooked._id, { reason: 'abc' }),
      charge: await stranger.charge(unpaid._id, {
        version: unpaid.version,
        customer: { name: 'Nobody' },
        paymentMethod: 'Credit',
        amountPaid: 0,
      }),
      hold: await stranger.hold({ lines: [{ name: 'Kacchi', price: 2400, quantity: 1 }] }),
    };
    for (const [call, answer] of Object.entries(answers)) {
      expect(answer.statusCode, call).toBe(403);
      expect(answer.json(), call).toMatchObject({ status: 'fail' });
    }

    // Both orders still stand open at the versions the counter left them, and no receipt was made.
    for (const order of [cooked, unpaid]) {
      const now = (await counter.read(order._id)).json().data.order as HeldOrder;
      expect(now).toMatchObject({ status: 'open', version: order.version });
    }
    const receipts = await ctx.pool.query<{ count: number }>(
      "select count(*)::int as count from invoices where customer_name = 'Nobody'",
    );
    expect(receipts.rows[0]!.count).toBe(0);
  });

  it('still reaches what concerns itself: who it is, and its own attendance', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'stranger@example.com', password: 'stranger-123' },
    });
    const headers = { authorization: `Bearer ${login.json().data.token as string}` };
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.json().data.user).toMatchObject({ name: 'Stranger', role: 'staff' });
    const checkIn = await ctx.app.inject({ method: 'POST', url: '/api/attendance/check-in', headers });
    expect(checkIn.statusCode).toBeLessThan(300);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/attendance/me', headers });
    expect(mine.statusCode).toBe(200);
  });
});
