import type { AuditEntry, AuditKind } from '@dastarkhan/contract/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMenu } from '../../test/menu';
import { send } from '../../test/seed-api';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 32: every write route appends its entry in its own transaction, with who, from where, what and the
 * fields that changed. Each test makes a change through the API and reads the entity's history back.
 */
let ctx: TestContext;
let admin: { id: string; headers: { authorization: string } };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  // Since issue 32 the server prices a line that names a menu dish (ADR 0140).
  await seedMenu(ctx, { Kacchi: 480 });
});
afterAll(() => ctx.close());

const call = <T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: object,
) => send<T>(ctx.app, admin.headers, method, url, body);

async function history(kind: AuditKind, id: string): Promise<AuditEntry[]> {
  return (await call<{ entries: AuditEntry[] }>('GET', `/api/audit/${kind}/${encodeURIComponent(id)}`))
    .entries;
}

/** The parts of an entry a test compares: the action, the reason and the changed fields. */
const steps = (entries: AuditEntry[]) =>
  entries.map(({ action, reason, before, after }) => ({ action, reason, before, after }));

describe('audit entries', () => {
  it('name who acted, from which address and when', async () => {
    const { costs } = await call<{ costs: { _id: string }[] }>('POST', '/api/costs', [
      { reason: 'Gas', amount: 960 },
    ]);
    const [entry] = await history('cost', costs[0]!._id);
    expect(entry).toMatchObject({
      actor: { _id: admin.id, name: 'Test admin' },
      address: '127.0.0.1',
      kind: 'cost',
      entityId: costs[0]!._id,
    });
    expect(Date.now() - new Date(entry!.at).getTime()).toBeLessThan(60_000);
  });

  it('cost: create, update and archive (its delete), with the changed fields', async () => {
    const { costs } = await call<{ costs: { _id: string; version: string }[] }>('POST', '/api/costs', [
      { reason: 'Gas refill', amount: 960, holderName: 'Rahim' },
    ]);
    const id = costs[0]!._id;
    const { cost } = await call<{ cost: { version: string } }>('PATCH', `/api/costs/${id}`, {
      amount: 2,
      version: costs[0]!.version,
    });
    await call('DELETE', `/api/costs/${id}?version=${cost.version}`);
    const costEntries = await history('cost', id);
    // Each named by the cost's reason, the edit of its amount alone too.
    expect(costEntries.map((entry) => entry.label)).toEqual(['Gas refill', 'Gas refill', 'Gas refill']);
    const [created, updated, archived] = steps(costEntries);
    expect(created).toMatchObject({
      action: 'create',
      before: null,
      after: { reason: 'Gas refill', amount: 960 },
    });
    expect(updated).toEqual({
      action: 'update',
      reason: null,
      before: { amount: 960 },
      after: { amount: 2 },
    });
    expect(archived).toMatchObject({
      action: 'archive',
      before: { reason: 'Gas refill', amount: 2 },
      after: null,
    });
  });

  it('records nothing when the write is refused', async () => {
    const { costs } = await call<{ costs: { _id: string }[] }>('POST', '/api/costs', [
      { reason: 'Gas', amount: 5 },
    ]);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/costs/${costs[0]!._id}`,
      headers: admin.headers,
      payload: { amount: 7, version: '1' },
    });
    expect(response.statusCode).toBe(409);
    expect((await history('cost', costs[0]!._id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('receipt: create, edit, a later payment and void (its delete) with its reason, each filed under the receipt', async () => {
    const { invoice } = await call<{ invoice: { _id: string } }>('POST', '/api/invoices', {
      customer: { name: 'Karim', phoneNumber: '01711000001' },
      items: [{ name: 'Kacchi', price: 480, quantity: 2 }],
      payments: [{ method: 'Credit', amount: 960 }],
    });
    const id = invoice._id;
    await call('PATCH', `/api/invoices/${id}`, { waiter: 'Rafiq' });
    await call('POST', `/api/invoices/${id}/payments`, { payments: [{ method: 'Cash', amount: 960 }] });
    const edited = await call<{ invoice: { edited?: { by: string } } }>('GET', `/api/invoices/${id}`);
    expect(edited.invoice.edited?.by).toBe('Test admin');
    await call('DELETE', `/api/invoices/${id}`, { reason: 'Charged to the wrong table' });
    const entries = await history('receipt', id);
    expect(entries.map((entry) => `${entry.kind} ${entry.action}`)).toEqual([
      'receipt create',
      'receipt update',
      'payment create',
      'receipt void',
    ]);
    const [created, update, payment, voided] = entries;
    expect(created!.after).toMatchObject({ total: 960, status: 'due' });
    // The save's own statement writes the entry (ADR 0168): what the database stamped (the customer it found by
    // phone, the receipt's and its payment's time) is the receipt's as the API answered it.
    const { updatedAt: _stamp, ...asAnswered } = invoice as { updatedAt?: string };
    expect(created!.after).toEqual(asAnswered);
    expect(update).toMatchObject({ before: { waiter: '' }, after: { waiter: 'Rafiq' } });
    expect(payment).toMatchObject({
      before: { status: 'due', amountPaid: 0 },
      after: { status: 'paid', amountPaid: 960 },
    });
    expect(voided).toMatchObject({
      reason: 'Charged to the wrong table',
      before: { _id: id, total: 960 },
      after: null,
    });
  });

  it('name their entity in the trail’s list: a receipt’s edit, which keeps only the fields it changed, by the receipt’s number', async () => {
    const { invoice } = await call<{ invoice: { _id: string; invoiceNumber: string } }>(
      'POST',
      '/api/invoices',
      {
        customer: { name: 'Labelled Guest', phoneNumber: '01711000003' },
        items: [{ name: 'Kacchi', price: 480, quantity: 2 }],
        payments: [
          { method: 'Cash', amount: 500 },
          { method: 'Credit', amount: 460 },
        ],
      },
    );
    await call('PATCH', `/api/invoices/${invoice._id}`, { waiter: 'Rafiq' });
    await call('POST', `/api/invoices/${invoice._id}/payments`, {
      payments: [{ method: 'Cash', amount: 460 }],
    });
    const { entries } = await call<{ entries: AuditEntry[] }>('GET', '/api/audit?kind=receipt&action=update');
    const edit = entries.find((entry) => entry.entityId === invoice._id);
    expect(edit).toMatchObject({ after: { waiter: 'Rafiq' }, label: invoice.invoiceNumber });
    expect(edit!.after).not.toHaveProperty('invoiceNumber');
    // Its creation (written by the save's own statement, ADR 0168) and a later payment carry it too.
    const labels = (await history('receipt', invoice._id)).map(({ kind, action, label }) => [
      kind,
      action,
      label,
    ]);
    expect(labels).toEqual([
      ['receipt', 'create', invoice.invoiceNumber],
      ['receipt', 'update', invoice.invoiceNumber],
      ['payment', 'create', invoice.invoiceNumber],
    ]);
  });

  it('a bare spec-style DELETE of a receipt is a void that records no reason; a voided receipt records nothing more', async () => {
    const { invoice } = await call<{ invoice: { _id: string } }>('POST', '/api/invoices', {
      customer: { name: 'Walk-in' },
      items: [{ name: 'Kacchi', price: 480, quantity: 1 }],
      payments: [{ method: 'Cash', amount: 480 }],
    });
    await call('DELETE', `/api/invoices/${invoice._id}`);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/invoices/${invoice._id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(steps(await history('receipt', invoice._id))).toMatchObject([
      { action: 'create' },
      { action: 'void', reason: null, before: { _id: invoice._id, total: 480 }, after: null },
    ]);
  });

  it('approval: the admin who approved a discount at the counter, with what was approved; the limits and the PIN', async () => {
    await call('PUT', '/api/settings/approval-pin', { pin: '4321', password: 'password123' });
    const limits = { maxDiscountPercent: 20, maxDiscountAmount: 300, managersMayVoidSent: true };
    await call('PUT', '/api/settings/counter-limits', limits);
    const manager = await ctx.as('manager');
    const { invoice } = await send<{ invoice: { _id: string } }>(
      ctx.app,
      manager.headers,
      'POST',
      '/api/invoices',
      {
        customer: { name: 'Walk-in' },
        items: [{ name: 'Kacchi', price: 480, quantity: 2 }],
        discountType: 'percent',
        discountAmount: 50,
        payments: [{ method: 'Cash', amount: 480 }],
        approval: { pin: '4321' },
      },
    );
    const { rows } = await ctx.pool.query<{ id: string }>('select id from approvals where invoice_id = $1', [
      invoice._id,
    ]);
    expect(await history('approval', rows[0]!.id)).toMatchObject([
      {
        actor: { _id: admin.id, name: 'Test admin' },
        action: 'approve',
        before: null,
        after: {
          action: 'discount',
          method: 'pin',
          requestedBy: manager.id,
          invoiceId: invoice._id,
          details: { discount: 480, subTotal: 960 },
        },
      },
    ]);
    expect(steps(await history('setting', 'counterLimits'))).toEqual([
      {
        action: 'update',
        reason: null,
        before: { maxDiscountPercent: 10, maxDiscountAmount: 500 },
        after: { maxDiscountPercent: 20, maxDiscountAmount: 300 },
      },
    ]);
    expect(await history('user', admin.id)).toContainEqual(
      expect.objectContaining({
        label: 'Test admin',
        action: 'update',
        reason: null,
        before: { approvalPin: null },
        after: { approvalPin: 'a new PIN' },
      }),
    );
  });

  it('approval: each entry names the address the approval was given from, like every other entry', async () => {
    await call('PUT', '/api/settings/approval-pin', { pin: '4321', password: 'password123' });
    const cashier = await ctx.as('cashier');
    const manager = await ctx.as('manager');
    // The counter's own address, not the test client's default one.
    const counter = (who: { headers: object }, method: 'POST' | 'PATCH', url: string, payload: object) =>
      ctx.app.inject({
        method,
        url,
        payload,
        remoteAddress: '192.168.0.23',
        headers: who.headers as Record<string, string>,
      });
    const bill = { customer: { name: 'Walk-in' }, items: [{ name: 'Kacchi', price: 480, quantity: 2 }] };
    const fifty = { discountType: 'percent', discountAmount: 50, approval: { pin: '4321' } };
    const created = await counter(manager, 'POST', '/api/invoices', {
      ...bill,
      ...fifty,
      payments: [{ method: 'Cash', amount: 480 }],
    });
    expect(created.statusCode).toBe(201);
    const plain = (
      await call<{ invoice: { _id: string } }>('POST', '/api/invoices', {
        ...bill,
        payments: [{ method: 'Cash', amount: 960 }],
      })
    ).invoice;
    const edited = await counter(manager, 'PATCH', `/api/invoices/${plain._id}`, {
      ...fifty,
      payments: [{ method: 'Cash', amount: 480 }],
    });
    expect(edited.statusCode).toBe(200);
    const held = await send<{ order: { _id: string; version: number } }>(
      ctx.app,
      cashier.headers,
      'POST',
      '/api/orders',
      {
        table: 'T31',
        lines: bill.items,
      },
    );
    await send(ctx.app, cashier.headers, 'POST', `/api/orders/${held.order._id}/kitchen-tickets`, {
      version: held.order.version,
    });
    const voided = await counter(cashier, 'POST', `/api/orders/${held.order._id}/void`, {
      reason: 'Sent to the wrong table',
      approval: { pin: '4321' },
    });
    expect(voided.statusCode).toBe(200);

    const { rows } = await ctx.pool.query<{ id: string }>(
      'select id from approvals where invoice_id = any($1) or order_id = $2',
      [[created.json().data.invoice._id, plain._id], held.order._id],
    );
    expect(rows).toHaveLength(3);
    for (const { id } of rows)
      expect(await history('approval', id)).toMatchObject([
        { actor: { _id: admin.id }, action: 'approve', address: '192.168.0.23' },
      ]);
  });

  it('order: hold, update, send, void with its reason; and a charge files the order and its receipt', async () => {
    const line = { name: 'Kacchi', price: 480, quantity: 1 };
    const held = await call<{ order: { _id: string; version: number; lines: { _id: string }[] } }>(
      'POST',
      '/api/orders',
      {
        table: 'T1',
        lines: [line],
      },
    );
    const id = held.order._id;
    const { order } = await call<{ order: { version: number; lines: { _id: string }[] } }>(
      'PATCH',
      `/api/orders/${id}`,
      {
        version: held.order.version,
        lines: [{ ...line, _id: held.order.lines[0]!._id, quantity: 2 }],
      },
    );
    await call('POST', `/api/orders/${id}/kitchen-tickets`, { version: order.version });
    await call('POST', `/api/orders/${id}/void`, { reason: 'Guest left' });
    const steps = await history('order', id);
    expect(steps.map((entry) => entry.action)).toEqual(['hold', 'update', 'send', 'void']);
    expect(new Set(steps.map((entry) => entry.label))).toEqual(new Set(['T1']));
    expect(steps[1]!.before).toHaveProperty('lines');
    expect(steps[3]).toMatchObject({
      reason: 'Guest left',
      before: { status: 'open' },
      after: { status: 'void' },
    });

    const other = await call<{ order: { _id: string; version: number } }>('POST', '/api/orders', {
      table: 'T2',
      lines: [line],
    });
    const charged = await call<{ invoice: { _id: string } }>(
      'POST',
      `/api/orders/${other.order._id}/charge`,
      {
        version: other.order.version,
        customer: { name: 'Walk-in' },
        payments: [{ method: 'Cash', amount: 480 }],
      },
    );
    expect((await history('order', other.order._id)).map(({ action, label }) => [action, label])).toEqual([
      ['hold', 'T2'],
      ['charge', 'T2'],
    ]);
    expect((await history('receipt', charged.invoice._id)).map((entry) => entry.action)).toEqual(['create']);

    // Voiding the receipt voids its held order too (ADR 0155): the order's history says so, with the reason.
    await call('DELETE', `/api/invoices/${charged.invoice._id}`, { reason: 'Guest walked out' });
    expect(await history('order', other.order._id)).toMatchObject([
      { action: 'hold' },
      { action: 'charge' },
      {
        action: 'void',
        label: 'T2',
        reason: 'Guest walked out',
        before: { status: 'charged' },
        after: { status: 'void' },
      },
    ]);
  });

  it('stock item: receive, edit, movements and archive, all in the item’s history', async () => {
    const { items } = await call<{ items: { _id: string; version: number }[] }>('POST', '/api/inventory', [
      { name: 'Audit Mutton', category: 'Meat', quantity: 10, unit: 'kg', price: 1000 },
    ]);
    const id = items[0]!._id;
    await call('POST', `/api/inventory/${id}/waste`, { quantity: 1, reason: 'spoiled' });
    await call('POST', `/api/inventory/counts`, { counts: [{ itemId: id, quantity: 8 }] });
    const { item } = await call<{ item: { version: number } }>('GET', `/api/inventory/${id}`);
    await call('PATCH', `/api/inventory/${id}`, { quantity: 7, version: item.version });
    await call('DELETE', `/api/inventory/${id}`);
    const entries = await history('stock-item', id);
    expect(entries.map((entry) => `${entry.kind} ${entry.action}`)).toEqual([
      'stock-item receive',
      'stock-movement create',
      'stock-movement create',
      'stock-item update',
      'stock-item archive',
    ]);
    expect(entries[1]!.after).toMatchObject({ quantity: -1, reason: 'spoiled' });
    expect(entries[2]).toMatchObject({ before: { quantity: 9 }, after: { quantity: 8, difference: -1 } });
    expect(entries[3]).toMatchObject({ before: { quantity: 8 }, after: { quantity: 7 } });
    // The movements' values do not name the item; their entries do.
    expect(new Set(entries.map((entry) => entry.label))).toEqual(new Set(['Audit Mutton']));
  });

  it('dish, its recipe and its category; customer; setting; user; self-registration', async () => {
    const { category } = await call<{ category: { name: string } }>('POST', '/api/recipe-categories', {
      name: 'Audit Curries',
      menuColumn: 'left',
    });
    const { recipe } = await call<{ recipe: { _id: string } }>('POST', '/api/recipes', {
      name: 'Audit Korma',
      category: category.name,
      price: 300,
      image: 'https://example.com/korma.jpg',
    });
    await call('PATCH', `/api/recipes/${recipe._id}`, { price: 320 });
    const { items } = await call<{ items: { _id: string }[] }>('POST', '/api/inventory', [
      { name: 'Audit Chicken', category: 'Meat', quantity: 5, unit: 'kg', price: 400 },
    ]);
    await call('PUT', `/api/recipes/${recipe._id}/bill`, {
      batchPlates: 10,
      ingredients: [{ itemId: items[0]!._id, quantity: 2, unit: 'kg' }],
    });
    await call('DELETE', `/api/recipes/${recipe._id}`);
    expect(steps(await history('dish', recipe._id))).toMatchObject([
      { action: 'create', before: null, after: { name: 'Audit Korma', price: 300 } },
      { action: 'update', before: { price: 300 }, after: { price: 320 } },
      { action: 'update', after: { batchPlates: 10 } },
      { action: 'archive', before: { name: 'Audit Korma', price: 320 }, after: null },
    ]);
    expect(new Set((await history('dish', recipe._id)).map((entry) => entry.label))).toEqual(
      new Set(['Audit Korma']),
    );
    expect((await history('dish-category', 'audit curries')).map((entry) => entry.action)).toEqual([
      'create',
    ]);

    const { customer } = await call<{ customer: { _id: string } }>('POST', '/api/customers', {
      name: 'Audit Guest',
      phone: '01711000002',
    });
    await call('PATCH', `/api/customers/${customer._id}`, { name: 'Audit Guest Two' });
    await call('DELETE', `/api/customers/${customer._id}`);
    const customerEntries = await history('customer', customer._id);
    expect(customerEntries.map((entry) => entry.label)).toEqual([
      'Audit Guest',
      'Audit Guest Two',
      'Audit Guest Two',
    ]);
    const customerSteps = steps(customerEntries);
    expect(customerSteps[1]).toEqual({
      action: 'update',
      reason: null,
      before: { name: 'Audit Guest' },
      after: { name: 'Audit Guest Two' },
    });
    expect(customerSteps[2]).toMatchObject({
      action: 'archive',
      before: { name: 'Audit Guest Two' },
      after: null,
    });

    await call('PUT', '/api/settings/food-cost', { thresholdPercent: 30 });
    expect(steps(await history('setting', 'foodCost'))).toEqual([
      { action: 'update', reason: null, before: { thresholdPercent: 35 }, after: { thresholdPercent: 30 } },
    ]);

    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'New Hand',
        email: 'newhand@test.dastarkhan.local',
        password: 'password123',
        passwordConfirm: 'password123',
      },
    });
    const newUser = (registered.json() as { data: { user: { _id: string } } }).data.user;
    await call('PATCH', `/api/users/${newUser._id}`, { role: 'manager' });
    const userSteps = await history('user', newUser._id);
    expect(userSteps[0]).toMatchObject({ action: 'register', actor: { _id: newUser._id, name: 'New Hand' } });
    expect(userSteps[1]).toMatchObject({
      label: 'New Hand',
      action: 'update',
      before: { role: 'staff' },
      after: { role: 'manager' },
    });
  });
});
