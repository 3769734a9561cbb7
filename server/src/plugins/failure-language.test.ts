import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

// Issue 36: a refused request carries its failure's code and params beside a message worded in the language the
// client's Accept-Language prefers; a spec-era client, which sends no such header, reads the spec's English.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const register = (password: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: { name: 'Shirin', email: 'shirin@example.com', password, passwordConfirm: password },
  });

describe('a refused registration (a validation error)', () => {
  it('answers a spec-era client, which sends no Accept-Language, in the spec’s English letter for letter', async () => {
    const response = await register('short');
    expect(response.statusCode).toBe(400);
    // SPEC §5: "password at least 8 characters ('Must be at least 8 characters long')".
    expect(response.json()).toEqual({
      status: 'fail',
      message: 'Must be at least 8 characters long',
      code: 'passwordTooShort',
      errors: [{ path: 'password', message: 'Must be at least 8 characters long', code: 'passwordTooShort' }],
    });
  });

  it('answers Accept-Language: bn in Bangla, with the same code', async () => {
    const response = await register('short', { 'accept-language': 'bn' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'fail',
      message: 'কমপক্ষে ৮ অক্ষরের হতে হবে',
      code: 'passwordTooShort',
      errors: [{ path: 'password', message: 'কমপক্ষে ৮ অক্ষরের হতে হবে', code: 'passwordTooShort' }],
    });
    expect(response.headers.vary).toMatch(/accept-language/i);
  });

  it('words a field’s label in Bangla too, and keeps the label in the params', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { ...(await ctx.as('admin')).headers, 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' },
      payload: { name: 'Karim' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      path: 'phone',
      message: 'ফোন নম্বর দিতে হবে',
      code: 'fieldRequired',
      params: { label: 'Phone number' },
    });
  });
});

describe('a refused check-in (a business rule)', () => {
  let staff: { authorization: string };
  beforeAll(async () => {
    staff = (await ctx.newUser('staff')).headers;
    const first = await ctx.app.inject({ method: 'POST', url: '/api/attendance/check-in', headers: staff });
    expect(first.statusCode).toBe(200);
  });
  const checkInAgain = (language?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/attendance/check-in',
      headers: { ...staff, ...(language ? { 'accept-language': language } : {}) },
    });

  it('answers in English without the header, and when English ranks above Bangla', async () => {
    for (const response of [await checkInAgain(), await checkInAgain('en-US,en;q=0.9,bn;q=0.8')]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 'fail',
        message: 'You have already checked in today.',
        code: 'alreadyCheckedIn',
      });
    }
  });

  it('answers in Bangla when the client prefers it', async () => {
    const response = await checkInAgain('fr, bn;q=0.5');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 'fail',
      message: 'আজ আপনি আগেই চেক-ইন করেছেন।',
      code: 'alreadyCheckedIn',
    });
  });
});

describe('failures outside a route', () => {
  it('codes and words a path no route takes, and a malformed address', async () => {
    const noRoute = await ctx.app.inject({ url: '/api/nowhere', headers: { 'accept-language': 'bn' } });
    expect(noRoute.statusCode).toBe(404);
    expect(noRoute.json()).toEqual({
      status: 'fail',
      message: 'GET /api/nowhere নামে কোনো পথ নেই',
      code: 'noRoute',
      params: { method: 'GET', path: '/api/nowhere' },
    });
    const badAddress = await ctx.app.inject({ url: '/api/invoices/%zz' });
    expect(badAddress.json()).toEqual({
      status: 'fail',
      message: 'The address of this request is not valid.',
      code: 'invalidAddress',
    });
  });
});
