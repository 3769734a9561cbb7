import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFF_MENU, seedMenu } from '../../test/menu';
import { orderCalls } from '../../test/orders';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let dishes: Record<string, string>;
let manager: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  dishes = await seedMenu(ctx, { 'Kacchi Biryani': 450, Borhani: 80 });
  await ctx.pool.query(`update recipes set name_bn = 'কাচ্চি বিরিয়ানি' where name = 'Kacchi Biryani'`);
  manager = (await ctx.as('manager')).headers;
});
afterAll(() => ctx.close());

const renameInBangla = (name: string, nameBn: string) =>
  ctx.pool.query('update recipes set name_bn = $2 where name = $1', [name, nameBn]);

type Line = { name: string; nameBn: string | null };

// Issue 36: a sale keeps the dish's Bangla name as it keeps its name, for the receipt and the kitchen ticket.
describe('Bangla names on what was sold', () => {
  it("keeps each receipt line's Bangla name as sold: none off the menu or for a dish without one", async () => {
    const sold = await ctx.app.inject({
      method: 'POST',
      url: '/api/invoices',
      headers: manager,
      payload: {
        customer: { name: 'Walk-in' },
        amountPaid: 1020,
        items: [
          // The spec's client names the dish; the counter sends its id.
          { name: 'Kacchi Biryani', price: 450, quantity: 2 },
          { recipeId: dishes.Borhani, name: 'Borhani', price: 80, quantity: 1 },
          { name: 'Mineral Water', price: 20, quantity: 1, priceReason: OFF_MENU },
        ],
      },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const { invoice } = sold.json().data;
    const names = (items: Line[]) => items.map(({ name, nameBn }) => ({ name, nameBn }));
    expect(names(invoice.items)).toEqual([
      { name: 'Kacchi Biryani', nameBn: 'কাচ্চি বিরিয়ানি' },
      { name: 'Borhani', nameBn: null },
      { name: 'Mineral Water', nameBn: null },
    ]);

    // A later change of the dish's Bangla name leaves the receipt as it printed, an edit of it too.
    await renameInBangla('Kacchi Biryani', 'কাচ্চি');
    const read = await ctx.app.inject({ url: `/api/invoices/${invoice._id}`, headers: manager });
    expect(read.json().data.invoice.items[0].nameBn).toBe('কাচ্চি বিরিয়ানি');
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/invoices/${invoice._id}`,
      headers: manager,
      payload: { additionalNotes: 'Thank you' },
    });
    expect(edited.json().data.invoice.items[0].nameBn).toBe('কাচ্চি বিরিয়ানি');
    await renameInBangla('Kacchi Biryani', 'কাচ্চি বিরিয়ানি');
  });

  it("prints the kitchen ticket's lines with the Bangla name of the moment they were sent", async () => {
    const orders = orderCalls(ctx, (await ctx.as('cashier')).headers);
    const held = await orders.hold({
      lines: [
        { recipeId: dishes['Kacchi Biryani'], name: 'Kacchi Biryani', price: 450, quantity: 1 },
        { recipeId: dishes.Borhani, name: 'Borhani', price: 80, quantity: 2 },
      ],
    });
    expect(held.statusCode, held.body).toBe(201);
    const order = held.json().data.order;
    const sent = await orders.send(order._id, order.version);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.ticket.lines).toMatchObject([
      { name: 'Kacchi Biryani', nameBn: 'কাচ্চি বিরিয়ানি', quantity: 1 },
      { name: 'Borhani', nameBn: null, quantity: 2 },
    ]);
  });

  it("puts the dish's Bangla name on the receipt of a held order charged, as a sale at the counter does", async () => {
    const orders = orderCalls(ctx, (await ctx.as('cashier')).headers);
    const held = await orders.hold({
      lines: [
        { recipeId: dishes['Kacchi Biryani'], name: 'Kacchi Biryani', price: 450, quantity: 1 },
        { recipeId: dishes.Borhani, name: 'Borhani', price: 80, quantity: 1 },
      ],
    });
    expect(held.statusCode, held.body).toBe(201);
    const order = held.json().data.order;
    const charged = await orders.charge(order._id, {
      version: order.version,
      customer: { name: 'Walk-in' },
      amountPaid: order.total,
    });
    expect(charged.statusCode, charged.body).toBe(201);
    expect(charged.json().data.invoice.items).toMatchObject([
      { name: 'Kacchi Biryani', nameBn: 'কাচ্চি বিরিয়ানি' },
      { name: 'Borhani', nameBn: null },
    ]);
  });
});
