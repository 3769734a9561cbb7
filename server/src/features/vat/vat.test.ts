import type { Invoice } from '@dastarkhan/contract/invoices';
import type { TaxRate, VatRegister, VatSettings } from '@dastarkhan/contract/vat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatRollupMismatches, rollupMismatches } from '../../test/invariants';
import { orderCalls } from '../../test/orders';
import { createTestContext, type TestContext } from '../../test/test-app';
import { foldSalesDeltas } from '../invoices/daily-sales';
import { dayVatTotals } from './vat-register';

let ctx: TestContext;
let admin: { authorization: string };
let manager: { authorization: string };
let dishes: Record<string, string>;

const standard = (percent: number, effectiveFrom: string): TaxRate => ({
  name: 'Standard',
  percent,
  effectiveFrom,
  inclusive: true,
});
/** January 2025 as it happened (docs BANGLADESH): 5 %, 15 % from the 9th, 5 % again from the 22nd. */
const JANUARY_2025 = [standard(5, '2022-07-01'), standard(15, '2025-01-09'), standard(5, '2025-01-22')];
const HOTEL: TaxRate = { name: 'Hotel', percent: 15, effectiveFrom: '2022-07-01', inclusive: false };
const SETTINGS: VatSettings = {
  bin: '000123456-0101',
  standardRate: 'Standard',
  rates: [...JANUARY_2025, HOTEL],
  serviceCharge: { percent: 10, taxed: true },
};

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = admin,
) => ctx.app.inject({ method, url, headers, payload });

async function saveSettings(vat: VatSettings) {
  const response = await call('PUT', '/api/settings/vat', vat);
  expect(response.statusCode, response.body).toBe(200);
}

async function dish(name: string, price: number, taxRate: string | null) {
  const response = await call('POST', '/api/recipes', {
    name,
    category: 'Kacchi',
    price,
    image: 'https://example.com/dish.png',
    taxRate,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.recipe._id as string;
}

/** A receipt of `lines` (dish name → quantity) paid in cash to the poisha, as the counter sends it. */
async function sell(
  lines: Record<string, number>,
  total: number,
  extra: Record<string, unknown> = {},
  headers = manager,
): Promise<Invoice> {
  const items = Object.entries(lines).map(([name, quantity]) => ({
    recipeId: dishes[name],
    name,
    price: PRICES[name]!,
    quantity,
  }));
  const response = await call(
    'POST',
    '/api/invoices',
    { customer: { name: 'Walk-in' }, items, payments: [{ method: 'Cash', amount: total }], ...extra },
    headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.invoice as Invoice;
}

const PRICES: Record<string, number> = { Kacchi: 350, Borhani: 300 };

beforeAll(async () => {
  ctx = await createTestContext({ foldSalesInBackground: false });
  admin = (await ctx.as('admin')).headers;
  manager = (await ctx.as('manager')).headers;
  await saveSettings(SETTINGS);
  dishes = { Kacchi: await dish('Kacchi', 350, null), Borhani: await dish('Borhani', 300, 'Hotel') };
});
afterAll(() => ctx.close());

async function expectRollupsMatch() {
  for (const fold of [false, true]) {
    if (fold) await foldSalesDeltas(ctx.db);
    expect(await vatRollupMismatches(ctx.pool)).toEqual([]);
    expect(await rollupMismatches(ctx.pool)).toEqual([]);
  }
}

describe('VAT and service charge on a receipt, to the poisha', () => {
  it('takes VAT out of an inclusive price and adds a taxed service charge on top', async () => {
    const receipt = await sell({ Kacchi: 1 }, 385);
    // ৳350.00 at 5 % inclusive: 35000 / 1.05 = 33333.3 → ৳333.33 without VAT, VAT ৳16.67.
    // Service charge 10 % of ৳333.33 = 3333.3 → ৳33.33, its VAT 5 % = 166.65 → ৳1.67.
    expect(receipt.vat).toEqual({
      lines: [{ rateName: 'Standard', percent: 5, inclusive: true, taxable: 366.66, vat: 18.34 }],
      serviceCharge: 33.33,
      serviceChargeVat: 1.67,
      serviceChargeTerms: { percent: 10, taxed: true },
      valueWithoutVat: 366.66,
      vat: 18.34,
    });
    expect(receipt).toMatchObject({
      subTotal: 350,
      discount: 0,
      total: 385,
      status: 'paid',
      sellerBin: SETTINGS.bin,
    });
    expect(receipt.items[0]).toMatchObject({ taxRate: 'Standard', vat: 16.67 });
  });

  it('adds an exclusive rate on top, the service charge untaxed when so set', async () => {
    await saveSettings({ ...SETTINGS, serviceCharge: { percent: 10, taxed: false } });
    // ৳300.00 + 15 % = ৳45.00 VAT; service charge 10 % of ৳300.00 = ৳30.00 without VAT.
    const receipt = await sell({ Borhani: 1 }, 375);
    expect(receipt.vat).toEqual({
      lines: [{ rateName: 'Hotel', percent: 15, inclusive: false, taxable: 300, vat: 45 }],
      serviceCharge: 30,
      serviceChargeVat: 0,
      serviceChargeTerms: { percent: 10, taxed: false },
      valueWithoutVat: 330,
      vat: 45,
    });
    expect(receipt.total).toBe(375);
    await saveSettings(SETTINGS);
  });

  it('spreads a discount over two rates pro rata, the remaining poisha to the larger', async () => {
    const receipt = await sell({ Kacchi: 2, Borhani: 1 }, 1108.29, {
      discountType: 'fixed',
      discountAmount: 33.33,
    });
    // Discount ৳33.33 over ৳700 and ৳300: 2333.1 → 2333 and 999.9 → 999, the last poisha to Kacchi: 2334, 999.
    // Standard: 67666 left, 67666 / 1.05 = 64443.8 → ৳644.44 without VAT, VAT ৳32.22.
    // Hotel: 29001 left, VAT 15 % = 4350.15 → ৳43.50.
    // Service charge 10 % of 64444 + 29001 = 9344.5 → ৳93.45, its VAT 5 % = 467.25 → ৳4.67.
    // Total 64444 + 29001 + 9345 + 3222 + 4350 + 467 = 110829.
    expect(receipt.vat?.lines).toEqual([
      { rateName: 'Hotel', percent: 15, inclusive: false, taxable: 290.01, vat: 43.5 },
      { rateName: 'Standard', percent: 5, inclusive: true, taxable: 737.89, vat: 36.89 },
    ]);
    expect(receipt).toMatchObject({ subTotal: 1000, discount: 33.33, total: 1108.29 });
    expect(receipt.items.map((item) => item.vat)).toEqual([32.22, 43.5]);
    await expectRollupsMatch();
  });

  it('refuses tenders that only cover the total before VAT and service charge', async () => {
    const response = await call(
      'POST',
      '/api/invoices',
      {
        customer: { name: 'Walk-in' },
        items: [{ recipeId: dishes.Kacchi, name: 'Kacchi', price: 350, quantity: 1 }],
        payments: [{ method: 'Card', amount: 350, reference: '1234' }],
      },
      manager,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('a held order with VAT and service charge', () => {
  it('shows the total its receipt is charged at, a rate on top and the service charge included', async () => {
    await saveSettings(SETTINGS);
    const orders = orderCalls(ctx, manager);
    const held = await orders.hold({
      table: 'T9',
      customer: { name: 'Held with VAT' },
      lines: [
        { recipeId: dishes.Kacchi, name: 'Kacchi', price: 350, quantity: 2 },
        { recipeId: dishes.Borhani, name: 'Borhani', price: 300, quantity: 1 },
      ],
    });
    expect(held.statusCode, held.body).toBe(201);
    const order = held.json().data.order as { _id: string; version: number; total: number };
    // Standard 5 % inclusive: 70000 / 1.05 = 66666.7 → ৳666.67 without VAT, VAT ৳33.33. Hotel 15 % on top of
    // ৳300.00: ৳45.00. Service charge 10 % of 66667 + 30000 = 9666.7 → ৳96.67, its VAT 5 % = 483.35 → ৳4.83.
    // Total 66667 + 30000 + 9667 + 3333 + 4500 + 483 = 114650.
    expect(order.total).toBe(1146.5);
    const listed = (await orders.list()).json().data.orders as { _id: string; total: number }[];
    expect(listed.find((one) => one._id === order._id)?.total).toBe(1146.5);
    const charged = await orders.charge(order._id, {
      version: order.version,
      paymentMethod: 'Cash',
      amountPaid: order.total,
    });
    expect(charged.statusCode, charged.body).toBe(201);
    expect((charged.json().data.invoice as Invoice).total).toBe(order.total);
  });
});

describe('rates that change', () => {
  it('never alter a receipt already made, and apply to those made after', async () => {
    const before = await sell({ Kacchi: 1 }, 385);
    await saveSettings({ ...SETTINGS, rates: [...SETTINGS.rates, standard(15, before.issueDate)] });
    const after = await sell({ Kacchi: 1 }, 385.01);
    // 15 % inclusive: 35000 / 1.15 = 30434.8 → ৳304.35, VAT ৳45.65; service charge ৳30.44 (30.435 rounded up
    // is 3043.5 → 3044), its VAT 15 % = 456.6 → ৳4.57; total 350 + 30.44 + 4.57.
    expect(after.vat?.lines[0]).toMatchObject({ percent: 15, taxable: 334.79, vat: 50.22 });
    expect(after.total).toBe(385.01);
    const reread = (await call('GET', `/api/invoices/${before._id}`, undefined, manager)).json().data.invoice;
    expect(reread.vat).toEqual(before.vat);
    expect(reread.total).toBe(385);
    await saveSettings(SETTINGS);
    await expectRollupsMatch();
  });
});

describe('a service charge that changes', () => {
  it('never alters a receipt already made, even when it is edited after', async () => {
    const twoPlates = await sell({ Kacchi: 2 }, 1000);
    const receipt = await sell({ Kacchi: 1 }, 1000);
    expect(receipt.vat?.serviceCharge).toBeGreaterThan(0);
    await saveSettings({ ...SETTINGS, serviceCharge: { percent: 0, taxed: false } });
    const edited = await call(
      'PATCH',
      `/api/invoices/${receipt._id}`,
      { items: [{ recipeId: dishes.Kacchi, name: 'Kacchi', price: 350, quantity: 2 }] },
      manager,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // Two plates on the receipt's own terms (10 %, taxed), as a receipt of two plates made before the change.
    const invoice = edited.json().data.invoice as Invoice;
    expect(invoice.vat).toEqual(twoPlates.vat);
    expect(invoice.total).toBe(twoPlates.total);
    await saveSettings(SETTINGS);
    await expectRollupsMatch();
  });
});

/** A day's figures without its date, as the register of that day totals them. */
const dayFigures = ({ day: _day, ...figures }: VatRegister['days'][number]) => figures;

describe('the VAT register', () => {
  const register = async (month: string, headers = manager) => {
    const response = await call('GET', `/api/vat/register?month=${month}`, undefined, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.register as VatRegister;
  };
  const standardAt = (percent: number, taxable: number, vat: number) => ({
    rateName: 'Standard',
    percent,
    inclusive: true,
    taxable,
    vat,
  });

  it('of a month that crosses a rate change sums each day at its own rate, a void taken back', async () => {
    for (const issueDate of ['2025-01-08', '2025-01-25'])
      await sell({ Kacchi: 1 }, 385, { issueDate }, admin);
    await sell({ Kacchi: 1 }, 385.01, { issueDate: '2025-01-10' }, admin);
    const voided = await sell({ Borhani: 1 }, 376.5, { issueDate: '2025-01-25' }, admin);
    expect((await call('DELETE', `/api/invoices/${voided._id}`)).statusCode).toBe(200);
    const five = {
      rates: [standardAt(5, 366.66, 18.34)],
      untaxed: 0,
      serviceCharge: 33.33,
      taxable: 366.66,
      vat: 18.34,
    };
    const expected: VatRegister = {
      month: '2025-01',
      days: [
        { day: '2025-01-08', ...five },
        {
          day: '2025-01-10',
          rates: [standardAt(15, 334.79, 50.22)],
          untaxed: 0,
          serviceCharge: 30.44,
          taxable: 334.79,
          vat: 50.22,
        },
        { day: '2025-01-25', ...five },
      ],
      rates: [standardAt(5, 733.32, 36.68), standardAt(15, 334.79, 50.22)],
      untaxed: 0,
      serviceCharge: 97.1,
      taxable: 1068.11,
      vat: 86.9,
    };
    expect(await register('2025-01')).toEqual(expected);
    await foldSalesDeltas(ctx.db);
    expect(await register('2025-01')).toEqual(expected);
    expect(await dayVatTotals(ctx.db, '2025-01-10')).toEqual({
      vat: 50.22,
      serviceCharge: 30.44,
      rates: [standardAt(15, 334.79, 50.22)],
    });
    const day = await register('2025-01&day=2025-01-10');
    expect(day).toEqual({ ...dayFigures(expected.days[1]!), month: '2025-01', days: [expected.days[1]] });
    await expectRollupsMatch();
  });

  it('downloads as CSV in UTF-8 with a BOM, a line per day and rate and the month’s totals', async () => {
    const response = await call('GET', '/api/vat/register.csv?month=2025-01', undefined, manager);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="vat-register-2025-01.csv"');
    const lines = response.body.split('\r\n');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(lines[0]).toBe('\uFEFFDay,Rate,Percent,Inclusive,Taxable value,VAT,Service charge');
    expect(lines).toContain('2025-01-10,Standard,15,yes,334.79,50.22,');
    expect(lines).toContain('Total 2025-01,Standard,5,yes,733.32,36.68,');
    expect(lines).toContain('Total 2025-01,No VAT,0,,0.00,0.00,97.10');
  });

  it('heads the CSV in Bangla when the download asks for Bangla, its figures still in ASCII digits', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/vat/register.csv?month=2025-01',
      headers: { ...manager, 'accept-language': 'bn-BD, en;q=0.5' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('Accept-Language');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFতারিখ,হার,শতাংশ,মেনুর দামে ধরা,ভ্যাট বাদে মূল্য,ভ্যাট,সার্ভিস চার্জ');
    expect(lines).toContain('2025-01-10,Standard,15,হ্যাঁ,334.79,50.22,');
    expect(lines).toContain('মোট 2025-01,ভ্যাট নেই,0,,0.00,0.00,97.10');
  });

  it('refuses a month that is not YYYY-MM', async () => {
    const response = await call('GET', '/api/vat/register?month=2025-13', undefined, manager);
    expect(response.statusCode).toBe(400);
  });
});

describe('without tax rates', () => {
  it('makes receipts exactly as before: no VAT recorded, the total the lines less the discount', async () => {
    await saveSettings({ bin: '', standardRate: '', rates: [], serviceCharge: { percent: 0, taxed: false } });
    const receipt = await sell({ Kacchi: 2 }, 650, { discountType: 'fixed', discountAmount: 50 });
    expect(receipt).toMatchObject({ subTotal: 700, discount: 50, total: 650, vat: null, sellerBin: '' });
    expect(receipt.items[0]).toMatchObject({ taxRate: null, vat: null });
    await saveSettings(SETTINGS);
    await expectRollupsMatch();
  });

  it('refuses a dish rate the settings do not name', async () => {
    const response = await call('PATCH', `/api/recipes/${dishes.Kacchi}`, { taxRate: 'Luxury' });
    expect(response.statusCode).toBe(400);
  });
});
