import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function call(
  method: 'GET' | 'PUT',
  payload?: object,
  role: 'admin' | 'manager' | 'cashier' = 'admin',
) {
  const { headers } = await ctx.as(role);
  return ctx.app.inject({ method, url: '/api/settings/print', payload, headers });
}

// Issue 36: the receipt's language and digits, and the kitchen ticket's names, are the business's.
describe('print settings', () => {
  it('print in English with Latin digits until the admin chooses, and keep what the admin saves', async () => {
    const fresh = await call('GET', undefined, 'cashier');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.print).toEqual({
      receiptLanguage: 'en',
      receiptDigits: 'latn',
      kitchenTicketNames: 'en',
    });

    const bangla = { receiptLanguage: 'both', receiptDigits: 'beng', kitchenTicketNames: 'bn' };
    const saved = await call('PUT', bangla);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.print).toEqual(bangla);
    expect((await call('GET', undefined, 'manager')).json().data.print).toEqual(bangla);

    const history = await ctx.app.inject({
      url: '/api/audit/setting/print',
      headers: (await ctx.as('admin')).headers,
    });
    expect(history.json().data.entries.at(-1)).toMatchObject({
      action: 'update',
      before: { receiptLanguage: 'en', receiptDigits: 'latn', kitchenTicketNames: 'en' },
      after: bangla,
    });
  });

  it('refuses a language or digits it does not print, and leaves the choice to the admin', async () => {
    const wrong = await call('PUT', {
      receiptLanguage: 'hi',
      receiptDigits: 'latn',
      kitchenTicketNames: 'en',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Choose 'en', 'bn' or 'both'");
    const digits = await call('PUT', {
      receiptLanguage: 'bn',
      receiptDigits: 'arab',
      kitchenTicketNames: 'en',
    });
    expect(digits.json().message).toBe("Choose 'latn' or 'beng'");
    const manager = await call(
      'PUT',
      { receiptLanguage: 'bn', receiptDigits: 'beng', kitchenTicketNames: 'bn' },
      'manager',
    );
    expect(manager.statusCode).toBe(403);
  });
});
