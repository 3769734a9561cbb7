import { expect } from 'vitest';
import { send } from './seed-api';
import type { TestContext } from './test-app';
import { onHandOf } from '../db/stock-on-hand';

type Headers = { authorization: string };

/**
 * A kitchen built through the API for issue 16's tests: stock intakes, dishes with their bills, and receipts
 * selling them, with the ids kept by name.
 */
export function kitchen(ctx: TestContext, admin: Headers, seller: Headers) {
  const items: Record<string, string> = {};
  const dishes: Record<string, string> = {};
  const prices: Record<string, number> = {};

  async function intake(name: string, quantity: number, unit: string, price: number, supplier?: string) {
    const body = { name, category: 'Meat', quantity, unit, price, supplier: { name: supplier ?? '' } };
    const { items: saved } = await send<{ items: { _id: string }[] }>(
      ctx.app,
      admin,
      'POST',
      '/api/inventory',
      body,
    );
    items[name] = saved[0]!._id;
    return items[name];
  }

  async function dish(name: string, price: number, bill?: object, options: { stopWhenOut?: boolean } = {}) {
    const { recipe } = await send<{ recipe: { _id: string } }>(ctx.app, admin, 'POST', '/api/recipes', {
      name,
      category: 'Kacchi',
      price,
      image: 'https://example.com/dish.jpg',
      ...options,
    });
    if (bill) {
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: `/api/recipes/${recipe._id}/bill`,
        headers: admin,
        payload: bill,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    dishes[name] = recipe._id;
    prices[name] = price;
    return recipe._id;
  }

  /** A line of a dish at its menu price; another price is an open price, with its reason (ADR 0140). */
  const line = (name: string, quantity: number, price = prices[name] ?? 450) => ({
    recipeId: dishes[name],
    name,
    price,
    quantity,
    ...(price !== prices[name] && { priceReason: 'Priced by the test' }),
  });

  /** Answers the raw response, so a refusal can be read. */
  const trySell = (lines: object[], issueDate: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/invoices',
      headers: seller,
      payload: { customer: { name: 'Walk-in', phoneNumber: '01711000999' }, issueDate, items: lines },
    });

  async function sell(lines: object[], issueDate: string) {
    const response = await trySell(lines, issueDate);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.invoice as { _id: string; invoiceNumber: string };
  }

  /** Each item's stock as the database holds it, exact. */
  async function stock(): Promise<Record<string, string>> {
    const { rows } = await ctx.pool.query<{ name: string; quantity: string }>(
      `select name, ${onHandOf('inventory_items')}::text as quantity from inventory_items order by name`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.quantity]));
  }

  return { items, dishes, intake, dish, line, sell, trySell, stock };
}
