import { businessDay } from '@dastarkhan/contract/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchen } from '../../test/kitchen';
import { OFF_MENU } from '../../test/menu';
import { createTestContext, type TestContext } from '../../test/test-app';
import { changeUser, deleteUser } from './users.service';

type Session = { id: string; headers: { authorization: string } };

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  // These tests register more accounts than one address may in a minute.
  ctx = await createTestContext({ limits: { registerPerIpPerMinute: 50 } });
  admin = await ctx.as('admin');
});
afterAll(() => ctx.close());

let registered = 0;
/** A new account (staff, as registration makes it) and a token for it. */
async function newUser(name: string): Promise<Session> {
  registered += 1;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name,
      email: `user${registered}@example.com`,
      password: 'password123',
      passwordConfirm: 'password123',
    },
  });
  expect(response.statusCode).toBe(201);
  const id = response.json().data.user._id as string;
  const token = await ctx.app.auth.signToken({ id, role: 'staff' });
  return { id, headers: { authorization: `Bearer ${token}` } };
}

const patchUser = (id: string, payload: unknown, headers = admin.headers) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers, payload: payload as object });
const deleteUserCall = (id: string, headers = admin.headers) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers });
const readCustomers = (headers: Session['headers']) =>
  ctx.app.inject({ method: 'GET', url: '/api/customers', headers });

const LAST_ADMIN = 'This is the last active admin. Make another user an active admin first.';

/** Two fresh admins who are then the only active ones (the shared admin steps down to manager). */
async function twoRivalAdmins(): Promise<[Session, Session]> {
  const first = await newUser('Rival One');
  const second = await newUser('Rival Two');
  await patchUser(first.id, { role: 'admin' });
  await patchUser(second.id, { role: 'admin' });
  expect((await patchUser(admin.id, { role: 'manager' }, first.headers)).statusCode).toBe(200);
  return [first, second];
}

/** Makes the shared admin the only active admin again, as later tests expect. */
async function restoreAdmin(survivor: Session): Promise<void> {
  expect((await patchUser(admin.id, { role: 'admin' }, survivor.headers)).statusCode).toBe(200);
  expect((await patchUser(survivor.id, { role: 'staff' })).statusCode).toBe(200);
}

describe('changing a role or status', () => {
  it('lets a promoted user use their new role on the very next request', async () => {
    const waiter = await newUser('Promoted Waiter');
    expect((await readCustomers(waiter.headers)).statusCode).toBe(403);

    const promoted = await patchUser(waiter.id, { role: 'manager' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data.user).toMatchObject({ _id: waiter.id, role: 'manager', status: 'Active' });
    expect((await readCustomers(waiter.headers)).statusCode).toBe(200);
  });

  it('shuts out a deactivated user at once', async () => {
    const cook = await newUser('Deactivated Cook');
    await patchUser(cook.id, { role: 'manager' });
    expect((await readCustomers(cook.headers)).statusCode).toBe(200);

    expect((await patchUser(cook.id, { status: 'Inactive' })).statusCode).toBe(200);
    const refused = await readCustomers(cook.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account is not active. Ask an admin to activate it.');
  });

  it('refuses to demote or deactivate the last active admin', async () => {
    for (const body of [{ role: 'manager' }, { role: 'staff' }, { status: 'Inactive' }]) {
      const response = await patchUser(admin.id, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status: 'fail', message: LAST_ADMIN, code: 'lastAdmin' });
    }
    expect((await readCustomers(admin.headers)).statusCode).toBe(200);
  });

  it('lets two admins not demote each other at the same moment', async () => {
    const [first, second] = await twoRivalAdmins();
    // Straight to the service: through HTTP the loser could already fail the role check before the lock.
    const outcomes = await Promise.allSettled([
      changeUser(ctx.db, second.id, { role: 'staff' }),
      changeUser(ctx.db, first.id, { role: 'staff' }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { statusCode: 409 } });
    await restoreAdmin(outcomes[0]!.status === 'fulfilled' ? first : second);
  });

  it('accepts only role and status, with readable messages', async () => {
    const someone = await newUser('Strict Body');
    const extra = await patchUser(someone.id, { role: 'manager', name: 'Renamed' });
    expect(extra.statusCode).toBe(400);
    const badRole = await patchUser(someone.id, { role: 'owner' });
    expect(badRole.json().message).toBe('Role must be admin, manager, cashier or staff');
    const empty = await patchUser(someone.id, {});
    expect(empty.json().message).toBe('Send a role or a status to change');
    const missing = await patchUser('00000000-0000-4000-8000-000000000000', { role: 'staff' });
    expect(missing.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const manager = await ctx.as('manager');
    const target = await newUser('Target');
    expect((await patchUser(target.id, { role: 'admin' }, manager.headers)).statusCode).toBe(403);
    expect((await deleteUserCall(target.id, manager.headers)).statusCode).toBe(403);
  });
});

describe('deleting a user', () => {
  it('deletes another user, whose token then stops working', async () => {
    const leaving = await newUser('Leaving Staff');
    await patchUser(leaving.id, { role: 'manager' });
    expect((await readCustomers(leaving.headers)).statusCode).toBe(200);

    const removed = await deleteUserCall(leaving.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ status: 'success', data: null });
    expect((await readCustomers(leaving.headers)).statusCode).toBe(401);
    expect((await deleteUserCall(leaving.id)).statusCode).toBe(404);
  });

  it('keeps the receipts a deleted user saved, no longer naming them as their creator', async () => {
    const cashier = await newUser('Leaving Cashier');
    await patchUser(cashier.id, { role: 'manager' });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/invoices',
      headers: cashier.headers,
      payload: {
        customer: { name: 'Walk-in', phoneNumber: '01711000999' },
        items: [{ name: 'Borhani', price: 80, quantity: 1, priceReason: OFF_MENU }],
      },
    });
    expect(saved.statusCode).toBe(201);
    const receiptId = saved.json().data.invoice._id as string;
    const creatorOf = async () =>
      (await ctx.pool.query('select created_by from invoices where id = $1', [receiptId])).rows[0]
        ?.created_by;
    expect(await creatorOf()).toBe(cashier.id);

    expect((await deleteUserCall(cashier.id)).statusCode).toBe(200);
    expect(await creatorOf()).toBeNull();
  });

  it('keeps the stock a deleted user sold, under their name but no longer linked to them', async () => {
    const cashier = await newUser('Leaving Waiter');
    await patchUser(cashier.id, { role: 'manager' });
    const k = kitchen(ctx, admin.headers, cashier.headers);
    const rice = await k.intake('Leaving rice', 10, 'kg', 120);
    await k.dish('Leaving Pulao', 300, {
      batchPlates: 10,
      ingredients: [{ itemId: rice, quantity: 2, unit: 'kg' }],
    });
    // Today: a manager does not date receipts (ADR 0144).
    await k.sell([k.line('Leaving Pulao', 1, 300)], businessDay(new Date(), 'Asia/Dhaka'));
    const sellerOf = async () =>
      (
        await ctx.pool.query(
          "select by_id, by_name from inventory_movements where item_id = $1 and kind = 'sale'",
          [rice],
        )
      ).rows;
    expect(await sellerOf()).toEqual([{ by_id: cashier.id, by_name: 'Leaving Waiter' }]);

    expect((await deleteUserCall(cashier.id)).statusCode).toBe(200);
    expect(await sellerOf()).toEqual([{ by_id: null, by_name: 'Leaving Waiter' }]);
  });

  it('refuses an admin deleting themself', async () => {
    const response = await deleteUserCall(admin.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You cannot delete your own account. Ask another admin to do it.');
  });

  it('refuses deleting the last active admin', async () => {
    const other = await newUser('Not An Admin');
    await expect(deleteUser(ctx.db, other.id, admin.id)).rejects.toMatchObject({
      statusCode: 409,
      message: LAST_ADMIN,
    });
  });

  it('leaves one admin when two admins delete each other at the same moment', async () => {
    const [first, second] = await twoRivalAdmins();
    const outcomes = await Promise.allSettled([
      deleteUser(ctx.db, first.id, second.id),
      deleteUser(ctx.db, second.id, first.id),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({
      reason: { statusCode: 409, message: LAST_ADMIN },
    });
    await restoreAdmin(outcomes[0]!.status === 'fulfilled' ? first : second);
  });
});
