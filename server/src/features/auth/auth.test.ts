import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ limits: { loginFailuresPerEmail: 5 } });
});
afterAll(() => ctx.close());

const register = (body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('registration and sign-in', () => {
  it('makes the first account admin and later ones staff, then signs in and reads me', async () => {
    const first = await register({
      name: 'Rahim Uddin',
      email: 'Rahim@Example.com',
      password: 'kacchi123',
      passwordConfirm: 'kacchi123',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'success',
      data: { user: { role: 'admin', status: 'Active', email: 'rahim@example.com' } },
    });
    expect(first.body).not.toContain('password');

    const second = await register({
      name: 'Karim',
      email: 'karim@example.com',
      password: 'biriyani1',
      passwordConfirm: 'biriyani1',
    });
    expect(second.json().data.user).toMatchObject({ role: 'staff', status: 'Active' });

    const signedIn = await login('RAHIM@example.com', 'kacchi123');
    expect(signedIn.statusCode).toBe(200);
    const { token, user } = signedIn.json().data;
    expect(user).toMatchObject({ _id: expect.any(String), name: 'Rahim Uddin', role: 'admin' });

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ status: 'success', data: { user } });
  });

  it('refuses a duplicate email whatever its case with 409', async () => {
    const response = await register({
      name: 'Again',
      email: 'RAHIM@EXAMPLE.COM',
      password: 'kacchi123',
      passwordConfirm: 'kacchi123',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 'fail',
      message: 'An account with this email already exists.',
    });
  });

  it('rejects a short password and a mismatched confirmation with the spec messages, creating nothing', async () => {
    const short = await register({
      name: 'Short',
      email: 'short@example.com',
      password: 'abc',
      passwordConfirm: 'abc',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ status: 'fail', message: 'Must be at least 8 characters long' });

    const mismatch = await register({
      name: 'Mismatch',
      email: 'mismatch@example.com',
      password: 'abcdefgh',
      passwordConfirm: 'abcdefgX',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      status: 'fail',
      message: 'Passwords do not match',
      errors: [{ path: 'passwordConfirm', message: 'Passwords do not match' }],
    });
    expect((await login('short@example.com', 'abc')).statusCode).toBe(401);
    expect((await login('mismatch@example.com', 'abcdefgh')).statusCode).toBe(401);
  });

  it('answers a wrong password with 401 and a message', async () => {
    const response = await login('karim@example.com', 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'fail', message: 'Incorrect email or password.' });
  });

  it('locks an email with 429 after repeated failed sign-ins, even with the right password', async () => {
    await register({
      name: 'Target',
      email: 'target@example.com',
      password: 'correct-horse',
      passwordConfirm: 'correct-horse',
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login('target@example.com', 'guess-number')).statusCode).toBe(401);
    }
    const locked = await login('target@example.com', 'correct-horse');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      status: 'fail',
      message: expect.stringContaining('Too many failed sign-in attempts'),
    });
  });
});

describe('the role guard', () => {
  it('answers 401 without a token, with a tampered token and with an expired token', async () => {
    const admin = await ctx.as('admin');
    const none = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ status: 'fail', message: 'Please sign in to continue.' });

    const token = admin.headers.authorization.slice(7);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        role: 'admin',
        sub: admin.id,
      }),
    ).toString('base64url');
    const tampered = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${header}.${forgedPayload}x.${signature}` },
    });
    expect(tampered.statusCode).toBe(401);

    const otherKey = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('someone-elses-secret-of-enough-length'));
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${otherKey}` },
        })
      ).statusCode,
    ).toBe(401);

    const expiredApp = await createTestContext({ jwtExpiresIn: '-1s' });
    try {
      const stale = await expiredApp.as('admin');
      const expired = await expiredApp.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: stale.headers,
      });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('Your session has expired. Please sign in again.');
    } finally {
      await expiredApp.close();
    }
  });

  it('answers 403 to a staff token on an admin-only route and lets the admin through', async () => {
    const staff = await ctx.as('staff');
    const forbidden = await ctx.app.inject({ method: 'GET', url: '/api/users', headers: staff.headers });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ status: 'fail', message: 'You do not have permission to do this.' });

    const admin = await ctx.as('admin');
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: '/api/users?limit=2',
      headers: admin.headers,
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data).toMatchObject({ page: 1, limit: 2, total: expect.any(Number) });
    expect(allowed.json().data.users).toHaveLength(2);
  });
});
