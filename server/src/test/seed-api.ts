import type { FastifyInstance, InjectOptions } from 'fastify';
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
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
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
 * A little of everything, written through the API the way the screens write it (so roll-ups and history rows
 * are the app's own): customers, recipes, stock intakes, extra costs, receipts, attendance.
 */
export async function seedThroughApi(ctx: TestContext, scale = 1): Promise<SeededIds> {
  const admin = await ctx.as('admin');
  const manager = await ctx.as('manager');
  const staff = await ctx.as('staff');
  const post = <T>(url: string, body: InjectOptions['payload'], who = admin.headers) =>
    send<T>(ctx.app, who, 'POST', url, body);

  const customers: string[] = [];
  for (let i = 0; i < 3 * scale; i += 1) {
    const { customer } = await post<{ customer: { _id: string } }>('/api/customers', {
      name: `Seed Customer ${i}`,
      phone: `0171${String(1_000_000 + i).padStart(7, '0')}`,
      email: `seed${i}@example.com`,
      address: { street: `House ${i}, Road 7, Dhanmondi` },
      notes: 'Likes extra aloo',
    });
    customers.push(customer._id);
  }
  const recipes: string[] = [];
  for (const [i, category] of ['Kacchi', 'Biriyani', 'Other'].entries()) {
    const { recipe } = await post<{ recipe: { _id: string } }>('/api/recipes', {
      name: `Seed Dish ${i}`,
      description: 'From the seed',
      category,
      price: 120.5 + i * 100,
      image: 'https://example.com/dish.jpg',
    });
    recipes.push(recipe._id);
  }
  const { items } = await post<{ items: { _id: string }[] }>(
    '/api/inventory',
    ['Mutton', 'Potato', 'Saffron'].map((name, i) => ({
      name,
      category: (['Meat', 'Vegetable', 'Mosla'] as const)[i],
      quantity: 10 * scale + i,
      unit: 'kg',
      price: 95.25 + i,
      supplier: { name: 'Karwan Bazar' },
      dueTk: 100 + i,
    })),
  );
  await post('/api/costs', [
    { reason: 'Gas cylinder', amount: 1850.75, holderName: 'Babul' },
    { reason: 'Van fare', amount: 250 },
  ]);
  const invoices: string[] = [];
  for (let i = 0; i < 5 * scale; i += 1) {
    const { invoice } = await post<{ invoice: { _id: string } }>(
      '/api/invoices',
      {
        customerId: i % 2 === 0 ? customers[i % customers.length] : undefined,
        customer: { name: i % 2 === 0 ? `Seed Customer ${i % customers.length}` : 'Walk-in Customer' },
        items: [
          { name: 'Seed Dish 0', price: 120.5, quantity: 1 + (i % 3), recipeId: recipes[0] },
          { name: 'Borhani', price: 80, quantity: 2 },
        ],
        discountType: i % 2 === 0 ? 'percent' : 'fixed',
        discountAmount: i % 2 === 0 ? 10 : 15.5,
        amountPaid: 1000,
        paymentMethod: 'Cash',
        waiter: 'Jamal',
      },
      i % 2 === 0 ? admin.headers : manager.headers,
    );
    invoices.push(invoice._id);
  }
  await post('/api/attendance/check-in', undefined, staff.headers);
  return {
    customers,
    recipes,
    inventory: items.map((item) => item._id),
    invoices,
    users: { admin: admin.id, manager: manager.id, staff: staff.id },
  };
}
