import { successSchema } from '@dastarkhan/contract/common';
import { invoicesPageSchema, type CreateInvoiceInput } from '@dastarkhan/contract/invoices';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { receiptBody } from '../../seed/factories';
import { DEMO_MENU } from '../../seed/demo-data';
import { OFF_MENU, seedMenu } from '../../test/menu';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let headers: { authorization: string };
const numbers: string[] = [];

const names = ['Arif Hossain', 'Nusrat Jahan', 'Arif Hossain', 'Mehedi Hasan', 'Sadia Islam'];
const days = ['2026-02-01', '2026-02-03', '2026-02-03', '2026-02-10', '2026-03-01'];

beforeAll(async () => {
  ctx = await createTestContext();
  // An admin: these receipts are dated on past days, which only an admin may do (ADR 0144).
  headers = (await ctx.as('admin')).headers;
  for (const [index, name] of names.entries()) {
    const body: CreateInvoiceInput = {
      customer: { name, phoneNumber: '01711000999' },
      issueDate: days[index],
      items: [{ name: 'Kacchi', price: 100 * (index + 1), quantity: 1, priceReason: OFF_MENU }],
    };
    const response = await ctx.app.inject({ method: 'POST', url: '/api/invoices', payload: body, headers });
    numbers.push(response.json().data.invoice.invoiceNumber);
  }
});
afterAll(() => ctx.close());

const list = async (query: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/invoices?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    invoices: { customer: { name: string }; invoiceNumber: string; total: number }[];
    page: number;
    limit: number;
    total: number;
  };
};

describe('listing receipts', () => {
  it('pages newest first and reports the total of all matching receipts', async () => {
    const first = await list('page=1&limit=2');
    expect(first).toMatchObject({ page: 1, limit: 2, total: 5 });
    expect(first.invoices.map((invoice) => invoice.customer.name)).toEqual(['Sadia Islam', 'Mehedi Hasan']);
    const last = await list('page=3&limit=2');
    expect(last.invoices.map((invoice) => invoice.total)).toEqual([100]);
    expect(await list('page=9&limit=2')).toMatchObject({ page: 9, total: 5, invoices: [] });
    expect(await list('page=9&limit=2&search=arif')).toMatchObject({ total: 2, invoices: [] });
    expect((await list('')).limit).toBe(10);
  });

  it('filters by customer name, business days and search text, with matching totals', async () => {
    const arif = await list('customer=arif%20hossain');
    expect(arif.total).toBe(2);
    expect(arif.invoices.every((invoice) => invoice.customer.name === 'Arif Hossain')).toBe(true);

    const february = await list('from=2026-02-02&to=2026-02-10');
    expect(february.total).toBe(3);
    expect(february.invoices.map((invoice) => invoice.total)).toEqual([400, 300, 200]);

    const byName = await list('search=NUSRAT');
    expect(byName.invoices.map((invoice) => invoice.customer.name)).toEqual(['Nusrat Jahan']);
    expect(byName.total).toBe(1);

    const scanned = await list(`search=${numbers[3]}`);
    expect(scanned.invoices.map((invoice) => invoice.invoiceNumber)).toContain(numbers[3]);

    const none = await list('search=100%25');
    expect(none).toMatchObject({ total: 0, invoices: [] });
  });

  it('lists each receipt exactly as the receipt itself reads, in the declared page shape', async () => {
    const everyField: CreateInvoiceInput = {
      customer: { name: 'Rafiq Uddin', phoneNumber: '01911000222', address: 'Mirpur 10' },
      issueDate: '2026-03-02',
      dueDate: '2026-03-09',
      items: [{ name: 'Kacchi', price: 420.5, quantity: 3, priceReason: OFF_MENU }],
      discountType: 'percent',
      discountAmount: 12.5,
      // Left at 0, a wallet pays the total: more would be change out of bKash (ADR 0145).
      amountPaid: 0,
      status: 'paid',
      paymentMethod: 'bKash',
      paymentReference: 'BK12AB34CD',
      waiter: 'Jamal',
    };
    // The receipts here are counted by the other tests: these go to a database of their own.
    const own = await createTestContext();
    onTestFinished(() => own.close());
    await seedMenu(own, Object.fromEntries(DEMO_MENU.map((dish) => [dish.name, dish.price])));
    const ownHeaders = (await own.as('admin')).headers;
    const post = (payload: CreateInvoiceInput) =>
      own.app.inject({ method: 'POST', url: '/api/invoices', payload, headers: ownHeaders });
    const created = await post(everyField);
    expect(created.json().data.invoice.customerId).toEqual(expect.any(String));
    for (const made of [receiptBody(own.faker), receiptBody(own.faker)])
      expect((await post(made)).statusCode).toBe(201);
    const response = await own.app.inject({
      method: 'GET',
      url: '/api/invoices?limit=50',
      headers: ownHeaders,
    });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json();
    // Parsing strips unknown keys, so equality also proves there are none.
    expect(successSchema(invoicesPageSchema).parse(body)).toEqual(body);
    expect(body.data.invoices).toHaveLength(3);
    for (const listed of body.data.invoices) {
      const read = await own.app.inject({
        method: 'GET',
        url: `/api/invoices/${listed._id}`,
        headers: ownHeaders,
      });
      // A summary is the receipt without its items, payments and what its tax invoice prints (issue 34).
      const { items, payments, sellerBin, buyerBin, vat, ...summary } = read.json().data.invoice;
      expect({ sellerBin, buyerBin, vat: vat.lines.length }).toEqual({ sellerBin: '', buyerBin: '', vat: 1 });
      expect(items.length).toBeGreaterThan(0);
      expect(payments.length).toBeGreaterThan(0);
      expect(listed).toEqual(summary);
    }
  });

  it('rejects a malformed date filter with 400', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/invoices?from=yesterday', headers });
    expect(response.statusCode).toBe(400);
  });
});
