import { businessDay, shiftDate } from '@dastarkhan/contract/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertUser } from '../features/auth/auth.service';
import { send } from './seed-api';
import { OFF_MENU } from './menu';
import { createTestContext, type TestContext } from './test-app';

// Every paged list, a few pages long: a later page holds exactly the rows OFFSET would give, and a page far past
// the end is empty with the full total (docs/decisions/0054-deep-pages.md).
const ROWS = 23;
const PAGE = 3;
const LIMIT = 7;
const today = businessDay(new Date(), 'Asia/Dhaka');
const daysAgo = (days: number) => shiftDate(today, -days);

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await ctx.as('admin')).headers;
  const post = (url: string, body: object) => send(ctx.app, headers, 'POST', url, body);
  const staff: string[] = [];
  for (let n = 0; n < ROWS; n += 1) {
    await post('/api/customers', { name: `Customer ${n % 5}`, phone: `0171${String(2_000_000 + n)}` });
    await post('/api/recipes', {
      name: `Dish ${n % 4}`,
      description: 'House dish',
      category: 'Kacchi',
      price: 100 + n,
      image: 'https://example.com/dish.jpg',
    });
    await post('/api/inventory', [
      { name: `Item ${n}`, category: 'Meat', quantity: n, unit: 'kg', price: 10 },
    ]);
    await post('/api/costs', [{ reason: `Cost ${n}`, amount: 10 + n }]);
    await post('/api/invoices', {
      customer: { name: `Guest ${n}`, phoneNumber: '01711000999' },
      items: [{ name: 'Tea', price: 20, quantity: 1, priceReason: OFF_MENU }],
    });
    const { user } = await upsertUser(ctx.db, {
      name: `Staff ${n % 3}`,
      email: `staff${n}@paged.dastarkhan.local`,
      password: 'password123',
      role: 'staff',
    });
    staff.push(user._id);
  }
  // Three people on each of eight days: the day's rows tie on the date and are ordered by name, then id.
  for (let day = 0; day < 8; day += 1) {
    const date = daysAgo(day);
    for (const userId of staff.slice(0, 3))
      await send(ctx.app, headers, 'PATCH', '/api/attendance/mark-status', {
        userId,
        date,
        checkIn: `${date}T04:00:00.000Z`,
      });
  }
});
afterAll(() => ctx.close());

/**
 * Each list: its address (with the filters it requires, which every row seeded here meets), the key of its rows
 * in `data`, and its order as SQL over its table `t`.
 */
const LISTS = [
  { path: '/api/invoices', key: 'invoices', table: 'invoices t', order: 't.created_at desc, t.id desc' },
  { path: '/api/customers', key: 'customers', table: 'customers t', order: 't.created_at desc, t.id desc' },
  { path: '/api/users', key: 'users', table: 'users t', order: 't.created_at desc, t.id desc' },
  {
    path: '/api/inventory',
    key: 'inventory',
    table: 'inventory_items t',
    order: 't.created_at desc, t.id desc',
  },
  { path: '/api/costs', key: 'costs', table: 'costs t', order: 't.created_at desc, t.id desc' },
  { path: '/api/recipes', key: 'recipes', table: 'recipes t', order: 'lower(t.name), t.id' },
  {
    path: `/api/attendance?start=${daysAgo(30)}&end=${daysAgo(0)}`,
    key: 'attendance',
    table: 'attendance t join users u on u.id = t.user_id',
    order: 't.date desc, lower(u.name), t.id',
  },
] as const;

async function page(path: string, key: string, query: string) {
  const url = `${path}${path.includes('?') ? '&' : '?'}${query}`;
  const data = await send<Record<string, unknown>>(ctx.app, headers, 'GET', url);
  return { ids: (data[key] as { _id: string }[]).map((row) => row._id), total: data.total };
}

describe('every paged list', () => {
  it.each(LISTS)(
    '$path: a later page holds exactly the rows OFFSET gives; a page far past the end is empty, with the total',
    async (list) => {
      const { rows } = await ctx.pool.query<{ id: string }>(
        `select t.id from ${list.table} order by ${list.order} offset $1 limit $2`,
        [(PAGE - 1) * LIMIT, LIMIT],
      );
      const { rows: counted } = await ctx.pool.query<{ n: number }>(
        `select count(*)::int as n from ${list.table}`,
      );
      const total = counted[0]!.n;
      expect(total).toBeGreaterThan(PAGE * LIMIT);
      expect(await page(list.path, list.key, `page=${PAGE}&limit=${LIMIT}`)).toEqual({
        ids: rows.map((row) => row.id),
        total,
      });
      expect(await page(list.path, list.key, 'page=1000000&limit=100')).toEqual({ ids: [], total });
    },
  );
});
