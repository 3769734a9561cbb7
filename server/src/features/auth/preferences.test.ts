import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Headers = { authorization: string };
const savePreferences = (headers: Headers, payload: unknown) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/auth/me/preferences', headers, payload: payload as object });
const me = async (headers: Headers) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers })).json().data;

describe('a user’s own language and digits (issue 36)', () => {
  it.each(['staff', 'cashier', 'manager', 'admin'] as const)(
    'the %s saves their own, reads them back with who they are, and goes back to the defaults with null',
    async (role) => {
      const { headers } = await ctx.newUser(role);
      expect(await me(headers)).toMatchObject({
        user: { language: null, digits: null },
        defaultLanguage: 'en',
      });

      const saved = await savePreferences(headers, { language: 'bn', digits: 'latn' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({
        user: { language: 'bn', digits: 'latn' },
        defaultLanguage: 'en',
      });
      expect((await me(headers)).user).toMatchObject({ language: 'bn', digits: 'latn' });

      // What a change leaves out stays as it was.
      await savePreferences(headers, { digits: 'beng' });
      expect((await me(headers)).user).toMatchObject({ language: 'bn', digits: 'beng' });
      await savePreferences(headers, { language: null, digits: null });
      expect((await me(headers)).user).toMatchObject({ language: null, digits: null });
    },
  );

  it('changes only the caller’s own account', async () => {
    const one = await ctx.newUser('cashier');
    const other = await ctx.newUser('cashier');
    await savePreferences(one.headers, { language: 'bn' });
    expect((await me(other.headers)).user.language).toBeNull();
  });

  it('refuses a language or digits it does not know, and any other field, with 400', async () => {
    const { headers } = await ctx.newUser('manager');
    for (const payload of [{ language: 'fr' }, { digits: 'arab' }, { language: 'bn', role: 'admin' }]) {
      const response = await savePreferences(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ status: 'fail' });
    }
    expect((await me(headers)).user).toMatchObject({ language: null, role: 'manager' });
  });
});

describe('the business’s default language', () => {
  it('is English until the admin sets Bangla; every user then learns it with who they are and at sign-in', async () => {
    const admin = await ctx.as('admin');
    const read = () =>
      ctx.app.inject({ method: 'GET', url: '/api/settings/language', headers: admin.headers });
    expect((await read()).json().data).toEqual({ language: { defaultLanguage: 'en' } });

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/language',
      headers: admin.headers,
      payload: { defaultLanguage: 'bn' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await read()).json().data).toEqual({ language: { defaultLanguage: 'bn' } });

    const cashier = await ctx.as('cashier');
    expect(await me(cashier.headers)).toMatchObject({ defaultLanguage: 'bn' });
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'cashier@test.dastarkhan.local', password: 'password123' },
    });
    expect(signedIn.json().data).toMatchObject({ token: expect.any(String), defaultLanguage: 'bn' });

    // The change is in the audit trail, as every setting's is.
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/audit?kind=setting',
      headers: admin.headers,
    });
    expect(JSON.stringify(audit.json())).toContain('"defaultLanguage":"bn"');

    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/language',
      headers: admin.headers,
      payload: { defaultLanguage: 'de' },
    });
    expect(refused.statusCode).toBe(400);
  });
});
