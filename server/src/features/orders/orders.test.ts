import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMenu } from '../../test/menu';
import { orderCalls } from '../../test/orders';
import { createTestContext, type TestContext } from '../../test/test-app';

/** 12:00 in Dhaka on 23 November 2026; the business day turns at 18:00 UTC. */
let clock = new Date('2026-11-23T06:00:00Z');
let ctx: TestContext;
let orders: ReturnType<typeof orderCalls>;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  // Cashiers sell from the menu at its prices (ADR 0140).
  await seedMenu(ctx, { Kacchi: 450, Borhani: 80, Firni: 60 });
  // The counter is the cashier's work: every call here is a cashier's.
  orders = orderCalls(ctx, (await ctx.as('cashier')).headers);
});
afterAll(() => ctx.close());

const kacchi = { name: 'Kacchi', price: 450, quantity: 2, note: 'no chili' };
const borhani = { name: 'Borhani', price: 80, quantity: 1 };
const firni = { name: 'Firni', price: 60, quantity: 2 };

type Line = {
  _id: string;
  name: string;
  price: number;
  quantity: number;
  sentQuantity: number;
  note: string;
};
type Order = {
  _id: string;
  version: number;
  token: number | null;
  lines: Line[];
  status: string;
  tickets: unknown[];
};

async function held(payload: object): Promise<Order> {
  const response = await orders.hold(payload);
  expect(response.statusCode).toBe(201);
  return response.json().data.order;
}
const read = async (id: string): Promise<Order> => (await orders.read(id)).json().data.order;
const openIds = async () =>
  ((await orders.list()).json().data.orders as { _id: string }[]).map((order) => order._id);
/** The lines as read, sent back with a change: what a client's cart sends. */
const asSent = (lines: Line[]) =>
  lines.map(({ _id, name, price, quantity, note }) => ({ _id, name, price, quantity, note }));

describe('holding an order', () => {
  it('holds a dine-in order for its table with its lines, notes, waiter and customer, and lists it as open', async () => {
    const order = await held({
      table: 'T4',
      waiter: 'Rafiq',
      customer: { name: 'Nadia', phoneNumber: '+8801711000000' },
      lines: [kacchi, borhani],
    });
    expect(order).toMatchObject({
      status: 'open',
      table: 'T4',
      token: null,
      waiter: 'Rafiq',
      customer: { name: 'Nadia', phoneNumber: '01711000000' },
      itemCount: 3,
      total: 980,
      version: 1,
      invoiceId: null,
      tickets: [],
      void: null,
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        name: 'Kacchi',
        price: 450,
        quantity: 2,
        note: 'no chili',
        sentQuantity: 0,
        total: 900,
      }),
      expect.objectContaining({
        name: 'Borhani',
        price: 80,
        quantity: 1,
        note: '',
        sentQuantity: 0,
        total: 80,
      }),
    ]);
    const listed = (await orders.list()).json().data.orders;
    expect(listed).toContainEqual({
      _id: order._id,
      status: 'open',
      table: 'T4',
      token: null,
      waiter: 'Rafiq',
      itemCount: 3,
      total: 980,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await read(order._id)).toEqual(order);
  });

  it('gives takeaways the tokens 1, 2, 3 of the business day, and starts again at 1 the next day', async () => {
    const tokens = [];
    for (let i = 0; i < 3; i++) tokens.push((await held({ lines: [borhani] })).token);
    expect(tokens).toEqual([1, 2, 3]);
    // A table order takes no token.
    expect((await held({ table: '12', lines: [borhani] })).token).toBeNull();
    clock = new Date('2026-11-23T18:00:00Z');
    expect((await held({ table: '', lines: [borhani] })).token).toBe(1);
  });

  it('never gives two concurrent takeaways the same token', async () => {
    clock = new Date('2026-11-25T06:00:00Z');
    const responses = await Promise.all(Array.from({ length: 12 }, () => orders.hold({ lines: [borhani] })));
    const tokens = responses.map((response) => response.json().data.order.token as number);
    expect(tokens.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('refuses an order without dishes, a long table label or a long note, and holds nothing', async () => {
    const before = await openIds();
    const refusals = [
      { table: 'T1', lines: [] },
      { table: 'T'.repeat(21), lines: [borhani] },
      { table: 'T1', lines: [{ ...borhani, note: 'x'.repeat(121) }] },
      { table: 'T1', lines: [{ ...borhani, quantity: 0 }] },
    ];
    for (const payload of refusals) {
      const refused = await orders.hold(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: 'fail' });
    }
    expect(await openIds()).toEqual(before);
  });
});

describe('adding a round', () => {
  it('adds dishes at the version read, and the version moves on', async () => {
    const order = await held({ table: 'T5', lines: [kacchi] });
    const changed = await orders.change(order._id, {
      version: order.version,
      lines: [...asSent(order.lines), borhani],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.order).toMatchObject({ version: 2, itemCount: 3, total: 980 });
  });

  it("refuses a writer with a stale version (409) and keeps the other writer's round", async () => {
    const order = await held({ table: 'T6', lines: [kacchi] });
    const first = await orders.change(order._id, { version: 1, lines: [...asSent(order.lines), borhani] });
    expect(first.statusCode).toBe(200);
    const stale = await orders.change(order._id, { version: 1, lines: [...asSent(order.lines), firni] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      status: 'fail',
      message: expect.stringContaining('changed on another screen'),
    });
    expect((await read(order._id)).lines.map((line) => line.name)).toEqual(['Kacchi', 'Borhani']);
  });

  it('refuses two concurrent rounds at one version but one, never losing a round', async () => {
    const order = await held({ table: 'T7', lines: [kacchi] });
    const [a, b] = await Promise.all([
      orders.change(order._id, { version: 1, lines: [...asSent(order.lines), borhani] }),
      orders.change(order._id, { version: 1, lines: [...asSent(order.lines), firni] }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    expect((await read(order._id)).lines).toHaveLength(2);
  });

  it('refuses to take a line below what the kitchen was sent, or to remove it (409), and changes nothing', async () => {
    const order = await held({ table: 'T8', lines: [kacchi, borhani] });
    expect((await orders.send(order._id, 1)).statusCode).toBe(201);
    const [sentKacchi, sentBorhani] = asSent(order.lines);
    const lowered = await orders.change(order._id, {
      version: 1,
      lines: [{ ...sentKacchi, quantity: 1 }, sentBorhani],
    });
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json().message).toBe(
      '2 × Kacchi already went to the kitchen, so it cannot go below 2: void the order to cancel food the kitchen has.',
    );
    const removed = await orders.change(order._id, { version: 1, lines: [sentKacchi] });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toContain(
      '1 × Borhani already went to the kitchen, so it cannot be removed',
    );
    expect(await read(order._id)).toMatchObject({ version: 1, itemCount: 3 });
  });

  it('lets an unsent line be lowered or removed, and a table order move tables', async () => {
    const order = await held({ table: 'T9', lines: [kacchi, borhani] });
    const [sentKacchi] = asSent(order.lines);
    const changed = await orders.change(order._id, {
      version: 1,
      table: 'T10',
      lines: [{ ...sentKacchi!, quantity: 1 }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.order).toMatchObject({
      table: 'T10',
      itemCount: 1,
      lines: [{ name: 'Kacchi', quantity: 1 }],
    });
  });
});

describe('kitchen tickets', () => {
  it('sends every line in round 1, only what was added in round 2, and refuses a third with nothing new (409)', async () => {
    const order = await held({ table: 'T4', waiter: 'Rafiq', lines: [kacchi, borhani] });
    const first = await orders.send(order._id, 1);
    expect(first.statusCode).toBe(201);
    const round1 = first.json().data.ticket;
    expect(round1).toEqual({
      _id: expect.any(String),
      orderId: order._id,
      round: 1,
      table: 'T4',
      token: null,
      waiter: 'Rafiq',
      createdAt: expect.any(String),
      createdBy: (await ctx.as('cashier')).id,
      createdByName: 'Test cashier',
      lines: [
        { orderLineId: order.lines[0]!._id, name: 'Kacchi', nameBn: null, quantity: 2, note: 'no chili' },
        { orderLineId: order.lines[1]!._id, name: 'Borhani', nameBn: null, quantity: 1, note: '' },
      ],
    });

    // A second round: one more Kacchi and two Firni.
    const [sentKacchi, sentBorhani] = asSent(order.lines);
    const more = await orders.change(order._id, {
      version: 1,
      lines: [{ ...sentKacchi!, quantity: 3 }, sentBorhani, firni],
    });
    expect(more.statusCode).toBe(200);
    const second = await orders.send(order._id, 2);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.ticket).toMatchObject({
      round: 2,
      lines: [
        { name: 'Kacchi', quantity: 1, note: 'no chili' },
        { name: 'Firni', quantity: 2, note: '' },
      ],
    });

    const third = await orders.send(order._id, 2);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      status: 'fail',
      message: expect.stringContaining('Nothing new to send'),
    });

    const saved = await read(order._id);
    expect(saved.lines.map((line) => [line.name, line.quantity, line.sentQuantity])).toEqual([
      ['Kacchi', 3, 3],
      ['Borhani', 1, 1],
      ['Firni', 2, 2],
    ]);
    expect(saved.tickets).toHaveLength(2);
  });

  it('prints the takeaway token on its ticket, and refuses a send at a stale version', async () => {
    clock = new Date('2026-11-27T06:00:00Z');
    const order = await held({ lines: [borhani] });
    expect((await orders.send(order._id, 2)).statusCode).toBe(409);
    const sent = await orders.send(order._id, 1);
    expect(sent.json().data.ticket).toMatchObject({ table: null, token: 1 });
  });
});

describe('voiding an order', () => {
  it('cancels an order the kitchen never saw without a reason, keeps the void, and drops it from the open list', async () => {
    const order = await held({ table: 'T11', lines: [kacchi] });
    const voided = await orders.void(order._id);
    expect(voided.statusCode).toBe(200);
    expect(voided.json().data.order).toMatchObject({
      status: 'void',
      void: {
        reason: '',
        createdBy: (await ctx.as('cashier')).id,
        lines: [{ name: 'Kacchi', quantity: 2, sentQuantity: 0 }],
      },
    });
    expect(await openIds()).not.toContain(order._id);
  });

  it("asks a cashier voiding an order the kitchen was sent for a reason, then for an admin's approval, and keeps it open until then", async () => {
    const order = await held({ table: 'T14', lines: [kacchi] });
    await orders.send(order._id, 1);
    const noReason = await orders.void(order._id, {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toContain('give a reason');
    // A 422 the counter opens its approval dialog on, not a 403 (which would sign the cashier out).
    const asked = await orders.void(order._id, { reason: 'Guest left before the food came' });
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toEqual({
      status: 'fail',
      message: "Voiding food the kitchen was sent needs an admin's approval.",
      code: 'voidSentNeedsApproval',
      errors: [
        {
          path: 'approval',
          message: "Voiding food the kitchen was sent needs an admin's approval.",
          code: 'voidSentNeedsApproval',
        },
      ],
    });
    expect(await openIds()).toContain(order._id);
    expect((await orders.read(order._id)).json().data.order.void).toBeNull();
  });

  it('needs a reason once a kitchen ticket went out (422), then keeps who, when, why and what was sent', async () => {
    const manager = await ctx.as('manager');
    const managerOrders = orderCalls(ctx, manager.headers);
    const order = await held({ table: 'T12', lines: [kacchi, borhani] });
    await orders.send(order._id, 1);
    for (const payload of [{}, { reason: '  ' }, { reason: 'no' }]) {
      const refused = await managerOrders.void(order._id, payload);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        status: 'fail',
        message: expect.stringContaining('give a reason'),
      });
    }
    expect(await openIds()).toContain(order._id);

    const voided = await managerOrders.void(order._id, { reason: 'Guest left before the food came' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().data.order.void).toEqual({
      reason: 'Guest left before the food came',
      createdAt: expect.any(String),
      createdBy: manager.id,
      createdByName: 'Test manager',
      lines: [
        { name: 'Kacchi', quantity: 2, sentQuantity: 2 },
        { name: 'Borhani', quantity: 1, sentQuantity: 1 },
      ],
    });
    // Never a silent delete: the order, its tickets and the void are all still there.
    expect((await read(order._id)).tickets).toHaveLength(1);
    expect(await openIds()).not.toContain(order._id);
  });

  it('changes nothing on a voided order: a round, a ticket, a second void and a charge are 409', async () => {
    const order = await held({ table: 'T13', lines: [kacchi] });
    await orders.void(order._id);
    const version = (await read(order._id)).version;
    const answers = [
      await orders.change(order._id, { version, lines: [borhani] }),
      await orders.send(order._id, version),
      await orders.void(order._id),
      await orders.charge(order._id, { version, customer: { name: 'Nadia' }, paymentMethod: 'Cash' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe('This order was voided: it cannot change any more.');
    }
  });
});
