import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema';
import { customerBody } from '../../seed/factories';
import { OFF_MENU } from '../../test/menu';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.as('admin')).headers;
});
afterAll(() => ctx.close());

const create = (payload: Record<string, unknown>, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/customers', headers, payload });
const list = (query: string, headers = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/customers${query}`, headers });

async function createdId(payload: Record<string, unknown>): Promise<string> {
  const response = await create(payload);
  expect(response.statusCode).toBe(201);
  return response.json().data.customer._id as string;
}

describe('creating customers', () => {
  it('stores the phone in national form and fills missing address parts', async () => {
    const response = await create({ name: 'Rahima Khatun', phone: '+880 1712-345678' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.customer).toMatchObject({
      name: 'Rahima Khatun',
      phone: '01712345678',
      email: '',
      notes: '',
      address: { street: '', city: '', state: '', zipCode: '', country: 'Bangladesh' },
      invoiceCount: 0,
      lastInvoiceDate: null,
    });
  });

  it('takes a phone typed in Bengali digits, stores it in ASCII ones, and finds it by either', async () => {
    const response = await create({ name: 'Shirin Sultana', phone: '০১৬১১-২২৩৩৪৪' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.customer.phone).toBe('01611223344');
    for (const search of ['০১৬১১২২', '১২২৩৩৪৪', '01611 22']) {
      const found = await list(`?search=${encodeURIComponent(search)}`);
      expect(
        found.json().data.customers.map((customer: { phone: string }) => customer.phone),
        search,
      ).toEqual(['01611223344']);
    }
  });

  it('refuses the same number written another way, in Bengali digits too, with 409', async () => {
    const { phone } = customerBody(ctx.faker);
    await createdId(customerBody(ctx.faker, { phone }));
    const bengali = [...phone].map((digit) => String.fromCharCode(0x09e6 + Number(digit))).join('');
    for (const written of [phone, `88${phone}`, `+88${phone}`, bengali]) {
      const response = await create(customerBody(ctx.faker, { phone: written }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 'fail',
        message: `A customer with the phone number ${phone} already exists.`,
        code: 'phoneTaken',
        params: { phone },
      });
    }
  });

  it('rejects a malformed email and a non-Bangladeshi phone with 400, but takes an empty email as none', async () => {
    const badEmail = await create({ name: 'Karim', phone: '01812345678', email: 'karim@' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Please enter a valid email address');

    const badPhone = await create({ name: 'Karim', phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe('Enter a Bangladeshi mobile number like 01712345678');

    const noEmail = await create({ name: 'Karim', phone: '01812345678', email: '' });
    expect(noEmail.statusCode).toBe(201);
    expect(noEmail.json().data.customer.email).toBe('');
  });
});

describe('reading customers', () => {
  it('finds a customer by any spelling of their phone, by name and by email', async () => {
    await create({ name: 'Nusrat Jahan', phone: '01911000111', email: 'nusrat@example.com' });
    for (const search of ['+880 1911-000111', '8801911000', '01911000111', 'nusrat@EXAMPLE', 'jahan']) {
      const response = await list(`?search=${encodeURIComponent(search)}`);
      expect(response.statusCode).toBe(200);
      const names = response.json().data.customers.map((c: { name: string }) => c.name);
      expect(names, search).toEqual(['Nusrat Jahan']);
    }
  });

  it('paginates with the total of every match', async () => {
    for (const n of [1, 2, 3]) await createdId(customerBody(ctx.faker, { name: `Paged Guest ${n}` }));
    const first = (await list('?search=Paged%20Guest&page=1&limit=2')).json().data;
    expect(first).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(first.customers).toHaveLength(2);
    const second = (await list('?search=Paged%20Guest&page=2&limit=2')).json().data;
    expect(second).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(second.customers).toHaveLength(1);
  });

  it('counts receipts and the latest receipt day in the list and the single read', async () => {
    const id = await createdId({ name: 'Regular Guest', phone: '01555000222' });
    const receipt = (n: string, issueDate: string) => ({
      invoiceNumber: n,
      transactionId: `T${n}`,
      customerId: id,
      customerName: 'Regular Guest',
      issueDate,
      subTotal: '100.00',
      total: '100.00',
    });
    await ctx.db.insert(invoices).values([receipt('R1', '2026-01-05'), receipt('R2', '2026-02-10')]);

    const listed = (await list('?search=Regular')).json().data.customers[0];
    expect(listed).toMatchObject({ invoiceCount: 2, lastInvoiceDate: '2026-02-10' });
    const single = await ctx.app.inject({ method: 'GET', url: `/api/customers/${id}`, headers: admin });
    expect(single.json().data.customer).toMatchObject({ invoiceCount: 2, lastInvoiceDate: '2026-02-10' });
  });

  it('answers 404 for an unknown customer', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/00000000-0000-4000-8000-000000000000',
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Customer not found');
  });
});

describe('editing and deleting', () => {
  it('updates fields, keeps the ones left out, and refuses a phone another customer has', async () => {
    const other = customerBody(ctx.faker);
    await createdId(other);
    const id = await createdId({
      name: 'Tanvir',
      phone: '01322000333',
      address: { street: 'House 4, Road 2', city: 'Dhaka' },
      notes: 'Likes kacchi',
    });
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/customers/${id}`, headers: admin, payload });

    const updated = await patch({
      name: 'Tanvir Ahmed',
      email: 'tanvir@example.com',
      address: { street: 'House 9' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.customer).toMatchObject({
      name: 'Tanvir Ahmed',
      phone: '01322000333',
      email: 'tanvir@example.com',
      notes: 'Likes kacchi',
      address: { street: 'House 9', city: 'Dhaka', country: 'Bangladesh' },
    });

    const taken = await patch({ phone: `+88${other.phone}` });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`A customer with the phone number ${other.phone} already exists.`);
  });

  it('deletes (archives) a customer: gone from the list and reads, their receipts still linked (ADR 0157)', async () => {
    const id = await createdId({ name: 'Leaving Soon', phone: '01444000555' });
    await ctx.db.insert(invoices).values({
      invoiceNumber: 'R-KEEP',
      transactionId: 'TKEEP',
      customerId: id,
      customerName: 'Leaving Soon',
      issueDate: '2026-03-01',
      subTotal: '50.00',
      total: '50.00',
    });
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/customers/${id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ status: 'success', data: null });

    const receipts = await ctx.db.select().from(invoices);
    expect(receipts.find((r) => r.invoiceNumber === 'R-KEEP')).toMatchObject({ customerId: id });
    const [kept] = (await ctx.pool.query('select archived_by from customers where id = $1', [id])).rows;
    expect(kept).toEqual({ archived_by: (await ctx.as('admin')).id });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/customers/${id}`, headers: admin })).statusCode,
    ).toBe(404);
    expect((await list('?search=Leaving%20Soon')).json().data.total).toBe(0);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/customers/${id}`, headers: admin });
    expect(again.statusCode).toBe(404);
  });
});

describe('searching customers by phone (ADR 0176)', () => {
  const phone = '01987654321';
  beforeAll(async () => {
    await createdId({ name: 'Shirin Akhter', phone, email: 'shirin2468@example.com' });
  });
  const namesFound = async (search: string) => {
    const response = await list(`?search=${encodeURIComponent(search)}&limit=100`);
    expect(response.statusCode).toBe(200);
    return response.json().data.customers.map((c: { name: string }) => c.name) as string[];
  };

  it.each([
    ['the whole number', phone],
    ['its first digits', '019876'],
    ['its last 4 digits', '4321'],
    ['its international form', '+880 1987-654321'],
    ['the number without its leading 0', '1987654321'],
    ['its first digits without the leading 0', '19876'],
  ])('finds the customer by %s', async (_label, search) => {
    expect(await namesFound(search)).toContain('Shirin Akhter');
  });

  it('answers the whole number with that one customer', async () => {
    expect(await namesFound(phone)).toEqual(['Shirin Akhter']);
  });

  // Documented behaviour, not a wish: a phone-like search reads two b-tree indexes, the phone's start and its
  // end, so its cost does not grow with the book; digits in the middle of a number or in an email are not read.
  it('does not match digits in the middle of the number, nor digits inside an email', async () => {
    expect(await namesFound('765432')).not.toContain('Shirin Akhter');
    expect(await namesFound('2468')).not.toContain('Shirin Akhter');
    expect(await namesFound('shirin2468')).toEqual(['Shirin Akhter']);
  });

  it('does not find a deleted customer by their phone', async () => {
    const id = await createdId({ name: 'Gone By Phone', phone: '01444000666' });
    expect(await namesFound('01444000666')).toEqual(['Gone By Phone']);
    await ctx.app.inject({ method: 'DELETE', url: `/api/customers/${id}`, headers: admin });
    expect(await namesFound('01444000666')).toEqual([]);
    expect(await namesFound('0666')).not.toContain('Gone By Phone');
  });
});

describe('who may do what', () => {
  it('lets a manager read but not write, and keeps staff out', async () => {
    const manager = (await ctx.as('manager')).headers;
    const staff = (await ctx.as('staff')).headers;
    expect((await list('', manager)).statusCode).toBe(200);
    expect((await create({ name: 'By Manager', phone: '01600000001' }, manager)).statusCode).toBe(403);
    const id = await createdId({ name: 'Guarded', phone: '01600000002' });
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/customers/${id}`,
      headers: manager,
      payload: { name: 'Changed' },
    });
    expect(patch.statusCode).toBe(403);
    const remove = await ctx.app.inject({ method: 'DELETE', url: `/api/customers/${id}`, headers: manager });
    expect(remove.statusCode).toBe(403);
    expect((await list('', staff)).statusCode).toBe(403);
  });
});

describe('the customer count kept with the rows', () => {
  const receipt = (customer: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/invoices',
      headers: admin,
      payload: {
        customer,
        items: [{ name: 'Kacchi', price: 500, quantity: 1, priceReason: OFF_MENU }],
        amountPaid: 500,
      },
    });
  const total = async () => (await list('?page=1&limit=1')).json().data.total as number;

  it('never makes a receipt that adds no customer wait for the count', async () => {
    const counter = await ctx.pool.connect();
    try {
      // Another session is adding customers: every stripe of the count is held until it commits.
      await counter.query('begin');
      await counter.query(
        `insert into customer_count_stripes (stripe, customers) select g, 0 from generate_series(0, 15) g
         on conflict do nothing`,
      );
      await counter.query('select 1 from customer_count_stripes for update');
      const response = await receipt({ name: 'Walk-in guest' });
      expect(response.statusCode).toBe(201);
    } finally {
      await counter.query('rollback');
      counter.release();
    }
  });

  it('counts the customer a receipt makes from a new phone, once', async () => {
    const before = await total();
    expect((await receipt({ name: 'Phone guest', phoneNumber: '01711000999' })).statusCode).toBe(201);
    expect((await receipt({ name: 'Phone guest', phoneNumber: '01711000999' })).statusCode).toBe(201);
    expect(await total()).toBe(before + 1);
  });
});
