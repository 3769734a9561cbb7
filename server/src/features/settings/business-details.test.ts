import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OFF_MENU } from '../../test/menu';
import { createTestContext, type TestContext } from '../../test/test-app';

// Each test starts on a fresh install of its own: no business details saved yet.
let ctx: TestContext;
let admin: { authorization: string };
let manager: { authorization: string };
beforeEach(async () => {
  ctx = await createTestContext({ freshInstall: true });
  admin = (await ctx.as('admin')).headers;
  manager = (await ctx.as('manager')).headers;
});
afterEach(() => ctx.close());

const details = async () =>
  (await ctx.app.inject({ url: '/api/settings/business', headers: manager })).json().data.business;
const saveDetails = (payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/settings/business', headers: admin, payload });
const receipt = (extra: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/invoices',
    headers: manager,
    payload: {
      customer: { name: 'Walk-in', phoneNumber: '01711000999' },
      items: [{ name: 'Borhani', price: 80, quantity: 1, priceReason: OFF_MENU }],
      ...extra,
    },
  });
const receiptCount = async () => (await ctx.pool.query('select count(*)::int as n from invoices')).rows[0].n;

describe('business details on a fresh install', () => {
  it("prints no one else's business: every field is empty", async () => {
    expect(await details()).toEqual({
      name: '',
      address: '',
      address2: '',
      cityState: '',
      phone: '',
      merchantId: '',
      terminalId: '',
    });
  });

  it('refuses a receipt until the business has a name', async () => {
    const refused = await receipt();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 'fail',
      message:
        'A receipt must print the business name: an admin enters the business details in Settings before the first receipt.',
      code: 'businessDetailsMissing',
    });
    expect(await receiptCount()).toBe(0);
    // An address alone is not enough; a blank name is refused outright.
    expect((await saveDetails({ address: 'House 12, Road 3, Mirpur' })).statusCode).toBe(200);
    expect((await receipt()).statusCode).toBe(409);
    const blank = await saveDetails({ name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Business name is required');
    expect(await receiptCount()).toBe(0);
  });

  it('takes a receipt that brings its own business name, as a spec client prefills it', async () => {
    expect((await saveDetails({ address: 'House 12, Road 3, Mirpur' })).statusCode).toBe(200);
    const own = await receipt({ businessName: 'Branch 2' });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.invoice).toMatchObject({
      businessName: 'Branch 2',
      businessAddress: 'House 12, Road 3, Mirpur',
    });
  });

  it('prints the details once the admin saved them, and never lets the name go blank again', async () => {
    expect((await saveDetails({ address: 'House 12, Road 3, Mirpur' })).statusCode).toBe(200);
    const saved = await saveDetails({ name: "Nusrat's Kacchi Ghar", phone: '01712-345678' });
    expect(saved.json().data.business).toMatchObject({
      name: "Nusrat's Kacchi Ghar",
      address: 'House 12, Road 3, Mirpur',
      phone: '01712-345678',
      merchantId: '',
    });
    const first = await receipt();
    expect(first.statusCode).toBe(201);
    expect(first.json().data.invoice).toMatchObject({
      businessName: "Nusrat's Kacchi Ghar",
      businessPhone: '01712-345678',
    });
    expect((await saveDetails({ name: '' })).statusCode).toBe(400);
    expect((await details()).name).toBe("Nusrat's Kacchi Ghar");
  });
});
