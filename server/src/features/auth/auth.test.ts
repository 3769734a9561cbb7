import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
// The app's clock: the throttle's waits are read from it, so a test moves it instead of sleeping.
let clock = Date.parse('2026-11-23T06:00:00Z');
const advanceClock = (ms: number) => (clock += ms);
beforeAll(async () => {
  ctx = await createTestContext({
    limits: { loginFailuresPerAccount: 5, loginFailuresPerAddress: 20 },
    now: () => new Date(clock),
  });
});
afterAll(() => ctx.close());

const register = (body: Record<string, unknown>, app = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
const login = (email: string, password: string, app = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('registration and sign-in', () => {
  it('makes the first account admin and later ones staff, then signs in and reads me', async () => {
    // "First" is about the whole database, so this test has one of its own.
    const fresh = await createTestContext();
    onTestFinished(() => fresh.close());
    const first = await register(
      {
        name: 'Rahim Uddin',
        email: 'Rahim@Example.com',
        password: 'kacchi123',
        passwordConfirm: 'kacchi123',
      },
      fresh.app,
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'success',
      data: { user: { role: 'admin', status: 'Active', email: 'rahim@example.com' } },
    });
    expect(first.body).not.toContain('password');

    const second = await register(
      { name: 'Karim', email: 'karim@example.com', password: 'biriyani1', passwordConfirm: 'biriyani1' },
      fresh.app,
    );
    expect(second.json().data.user).toMatchObject({ role: 'staff', status: 'Active' });

    const signedIn = await login('RAHIM@example.com', 'kacchi123', fresh.app);
    expect(signedIn.statusCode).toBe(200);
    const { token, user } = signedIn.json().data;
    expect(user).toMatchObject({ _id: expect.any(String), name: 'Rahim Uddin', role: 'admin' });

    const me = await fresh.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ status: 'success', data: { user, defaultLanguage: 'en' } });
  });

  it('signs the new account in: registering answers a session token as sign-in does', async () => {
    const response = await register({
      name: 'Shirin',
      email: 'shirin@example.com',
      password: 'kacchi123',
      passwordConfirm: 'kacchi123',
    });
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json().data;
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user).toEqual(user);
  });

  it('refuses a duplicate email whatever its case with 409', async () => {
    const account = {
      name: 'Rahima',
      email: 'rahima@example.com',
      password: 'kacchi123',
      passwordConfirm: 'kacchi123',
    };
    expect((await register(account)).statusCode).toBe(201);
    const response = await register({ ...account, name: 'Again', email: 'RAHIMA@EXAMPLE.COM' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 'fail',
      message: 'An account with this email already exists.',
      code: 'emailTaken',
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
    expect(response.json()).toEqual({
      status: 'fail',
      message: 'Incorrect email or password.',
      code: 'badCredentials',
    });
  });
});

/** A sign-in sent over a real socket from the given loopback address (the server sees it as request.ip). */
function loginFrom(
  localAddress: string,
  body: { email: string; password: string },
): Promise<{ status: number; retryAfter: string | undefined; body: { status: string; message?: string } }> {
  const { port } = ctx.app.server.address() as AddressInfo;
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: JSON.parse(Buffer.concat(chunks).toString()) as { status: string },
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('the sign-in throttle', () => {
  const owner = { email: 'owner@example.com', password: 'owner-secret-1' };
  beforeAll(async () => {
    await register({ name: 'Owner', ...owner, passwordConfirm: owner.password });
  });

  it('slows an attacker at 127.0.0.2 without locking the owner out at 127.0.0.3', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const attempts = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      attempts.push(await loginFrom('127.0.0.2', { email: owner.email, password: `guess-${attempt}` }));
    }
    expect(attempts.slice(0, 5).map((attempt) => attempt.status)).toEqual([401, 401, 401, 401, 401]);
    const throttled = attempts.at(-1)!;
    expect(throttled.status).toBe(429);
    expect(Number(throttled.retryAfter)).toBeGreaterThan(0);
    expect(throttled.body).toEqual({
      status: 'fail',
      message: expect.stringMatching(
        /^Too many failed sign-in attempts\. Please wait \d+ (seconds|minutes?)/,
      ),
      code: expect.stringMatching(/^signInWait(Seconds|Minutes?)$/),
      params: expect.any(Object),
    });

    const rightful = await loginFrom('127.0.0.3', owner);
    expect(rightful.status).toBe(200);
    // The attacker is still held off.
    expect((await loginFrom('127.0.0.2', owner)).status).toBe(429);
  });

  it('makes each wait longer for an address that keeps failing on one account, saying how long in Retry-After', async () => {
    const from = { remoteAddress: '10.0.0.7' };
    const attempt = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...owner, password }, ...from });
    for (let failure = 0; failure < 5; failure += 1) expect((await attempt('wrong')).statusCode).toBe(401);
    const first = await attempt(owner.password);
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('30');
    expect(first.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 30 seconds and try again.',
    );

    advanceClock(30_000);
    expect((await attempt('wrong')).statusCode).toBe(401);
    const second = await attempt(owner.password);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('60');
    expect(second.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 1 minute and try again.',
    );

    advanceClock(60_000);
    expect((await attempt(owner.password)).statusCode).toBe(200);
    // A successful sign-in starts the account's count afresh for that address.
    expect((await attempt('wrong')).statusCode).toBe(401);
    expect((await attempt(owner.password)).statusCode).toBe(200);
  });

  it('counts a burst of parallel guesses like the same guesses one after another', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, guess) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: owner.email, password: `parallel-${guess}` },
          remoteAddress: '10.0.0.8',
        }),
      ),
    );
    const statuses = guesses.map((guess) => guess.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('slows an address that tries many accounts, and no other address', async () => {
    const from = (remoteAddress: string, body: { email: string; password: string }) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });
    for (let account = 0; account < 20; account += 1) {
      const guess = await from('10.0.0.9', { email: `person${account}@example.com`, password: 'password1' });
      expect(guess.statusCode).toBe(401);
    }
    const held = await from('10.0.0.9', owner);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('30');
    expect((await from('10.0.0.10', owner)).statusCode).toBe(200);
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
    expect(forbidden.json()).toEqual({
      status: 'fail',
      message: 'You do not have permission to do this.',
      code: 'permissionDenied',
    });

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
