import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  costBody,
  createFaker,
  customerBody,
  receiptBody,
  recipeBody,
  stockIntakeBody,
  type CustomerRow,
  type MenuRow,
} from '../seed/factories';
import type { TestContext } from './test-app';

/** Ids of what seedThroughApi created, for tests that need real rows to point at. */
export type SeededIds = {
  customers: string[];
  recipes: string[];
  inventory: string[];
  invoices: string[];
  users: { admin: string; manager: string; staff: string };
};

type Headers = { authorization: string };

/** Sends one JSON request and returns `data`; anything but a 2xx fails the test with the response body. */
export async function send<T = Record<string, unknown>>(
  app: FastifyInstance,
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: InjectOptions['payload'],
): Promise<T> {
  const response = await app.inject({ method, url, headers, payload });
  if (response.statusCode >= 300) {
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  }
  return (response.json() as { data: T }).data;
}

/**
 * A little of everything, made by the entity factories and written through the API the way the screens write it
 * (so roll-ups and history rows are the app's own): customers, recipes, stock intakes, extra costs, receipts,
 * attendance.
 */
export async function seedThroughApi(ctx: TestContext, scale = 1): Promise<SeededIds> {
  const faker = createFaker(scale);
  const admin = await ctx.as('admin');
  const manager = await ctx.as('manager');
  const staff = await ctx.as('staff');
  const post = <T>(url: string, body: InjectOptions['payload'], who = admin.headers) =>
    send<T>(ctx.app, who, 'POST', url, body);

  const customers: CustomerRow[] = [];
  for (let i = 0; i < 3 * scale; i += 1) {
    const body = customerBody(faker, { email: `seed${i}@example.com`, notes: 'Likes extra aloo' });
    const { customer } = await post<{ customer: { _id: string } }>('/api/customers', body);
    customers.push({ id: customer._id, name: body.name, phone: body.phone, street: body.address.street });
  }
  const menu: MenuRow[] = [];
  for (let i = 0; i < 3; i += 1) {
    const body = recipeBody(faker);
    const { recipe } = await post<{ recipe: { _id: string } }>('/api/recipes', body);
    menu.push({ id: recipe._id, name: body.name, description: body.description, price: body.price });
  }
  const { items } = await post<{ items: { _id: string }[] }>(
    '/api/inventory',
    Array.from({ length: 3 }, () =>
      stockIntakeBody(faker, { dueTk: faker.number.int({ min: 0, max: 500 }) }),
    ),
  );
  await post('/api/costs', [costBody(faker), costBody(faker)]);
  const invoices: string[] = [];
  for (let i = 0; i < 5 * scale; i += 1) {
    const { invoice } = await post<{ invoice: { _id: string } }>(
      '/api/invoices',
      receiptBody(faker, { menu, customers }),
      i % 2 === 0 ? admin.headers : manager.headers,
    );
    invoices.push(invoice._id);
  }
  await post('/api/attendance/check-in', undefined, staff.headers);
  return {
    customers: customers.map((customer) => customer.id),
    recipes: menu.map((dish) => dish.id),
    inventory: items.map((item) => item._id),
    invoices,
    users: { admin: admin.id, manager: manager.id, staff: staff.id },
  };
}
