import net from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

// Limits, headers and failure bodies as a client (or an attacker) sees them.
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let ctx: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    limits: { registerPerIpPerMinute: 3, loginPerIpPerMinute: 4 },
    logger: pino({ level: 'error' }, logStream),
  });
  // Routes that fail on purpose, registered before the app is ready: one throws, one hits a SQL error.
  ctx.app.get('/api/test/throws', { config: { access: 'public' } }, async () => {
    throw new Error(
      'connect ECONNREFUSED 10.0.0.5:5432 at Pool.connect (/srv/app/node_modules/pg/lib/index.js)',
    );
  });
  ctx.app.get('/api/test/bad-sql', { config: { access: 'public' } }, async () => {
    await ctx.db.execute(sql`select secret_column from no_such_table`);
    return { status: 'success', data: {} };
  });
  proxied = await createTestContext({ trustProxy: true });
});
afterAll(async () => {
  await ctx.close();
  await proxied.close();
});

describe('limits', () => {
  it('answers a body over 1 MiB with 413 in the envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: 'fail',
      message: 'Request body is too large',
      code: 'bodyTooLarge',
    });
  });

  it.each([
    ['register', '/api/auth/register', 3, '10.9.0.1'],
    ['login', '/api/auth/login', 4, '10.9.0.2'],
  ])(
    'rate-limits %s per client address with 429 and Retry-After',
    async (_name, url, limit, remoteAddress) => {
      const statuses: number[] = [];
      for (let i = 0; i < limit; i += 1) {
        statuses.push((await ctx.app.inject({ method: 'POST', url, payload: {}, remoteAddress })).statusCode);
      }
      expect(statuses).toEqual(Array(limit).fill(400));
      const limited = await ctx.app.inject({ method: 'POST', url, payload: {}, remoteAddress });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toEqual({
        status: 'fail',
        message: expect.stringMatching(/^Too many requests/),
        code: 'tooManyRequests',
        params: { seconds: expect.stringMatching(/^\d+$/) },
      });
      // Another address is not affected.
      const other = await ctx.app.inject({ method: 'POST', url, payload: {}, remoteAddress: '10.1.2.3' });
      expect(other.statusCode).toBe(400);
    },
  );

  it('drops a client that stalls mid-request instead of holding the connection', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    // The configured limits on the real HTTP server: 30 s to receive a request, 60 s of socket silence.
    expect(ctx.app.server.requestTimeout).toBe(30_000);
    expect(ctx.app.server.timeout).toBe(60_000);
    // Shortened here so the test does not wait a minute: a half-sent body is cut off when the socket idles.
    ctx.app.server.timeout = 300;
    const { port } = ctx.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    socket.write('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n');
    socket.write('Content-Length: 100\r\n\r\n{"email":');
    await new Promise((resolve) => socket.once('close', resolve));
    expect(Date.now() - started).toBeLessThan(5_000);
    ctx.app.server.timeout = 60_000;
  });
});

describe('failures', () => {
  it.each(['/api/test/throws', '/api/test/bad-sql'])(
    'answers %s with a 500 carrying a request id and no internal text; the log has the details',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      const body = response.json<{ status: string; message: string; requestId: string }>();
      expect(body).toEqual({
        status: 'error',
        message: expect.stringContaining(body.requestId),
        code: 'serverFailed',
        params: { reference: body.requestId },
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(response.body).not.toMatch(/ECONNREFUSED|node_modules|no_such_table|secret_column|stack|at /);
      const logged = logLines.map((line) => JSON.parse(line) as { reqId: string; err?: { message: string } });
      const entry = logged.find((line) => line.reqId === body.requestId && line.err);
      expect(entry?.err?.message).toMatch(/ECONNREFUSED|no_such_table/);
    },
  );
  it('answers a malformed %-escape in the address with 400 in the envelope (found by the fuzzer)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/invoices/%zz' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'fail',
      message: 'The address of this request is not valid.',
      code: 'invalidAddress',
    });
  });

  it('refuses text PostgreSQL cannot store (a NUL character) with 400, not 500 (found by the fuzzer)', async () => {
    const { headers } = await ctx.as('admin');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/costs',
      headers,
      payload: [{ reason: 'Gas\u0000cylinder', amount: 10 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'fail',
      message: 'Text contains a character that cannot be stored.',
      code: 'characterNotStorable',
    });
  });
});

describe('headers', () => {
  it('sends a CSP that allows scripts from the app itself only, on the API and on unknown paths', async () => {
    for (const url of ['/api/health', '/api/nothing', '/dashboard']) {
      const csp = String((await ctx.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      const directives = Object.fromEntries(
        csp.split(';').map((part) => {
          const [name, ...values] = part.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(directives['script-src']).toEqual(["'self'"]);
      expect(directives['default-src']).toEqual(["'self'"]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  it('tells browsers and proxies to keep no copy of any API answer, signed in or not, good or bad', async () => {
    const { headers } = await ctx.as('admin');
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers }),
      ctx.app.inject({ method: 'GET', url: '/api/invoices?limit=1', headers }),
      ctx.app.inject({ method: 'GET', url: '/api/health' }),
      ctx.app.inject({ method: 'GET', url: '/api/auth/me' }),
      ctx.app.inject({ method: 'GET', url: '/api/invoices/not-a-receipt', headers }),
      ctx.app.inject({ method: 'GET', url: '/api/nothing' }),
      ctx.app.inject({ method: 'GET', url: '/api/test/throws' }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@test.dastarkhan.local', password: 'password123' },
        remoteAddress: '10.9.0.3',
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 401, 400, 404, 500, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('sends Strict-Transport-Security only for requests that arrived over HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const hsts = async (app: TestContext, headers: Record<string, string>) =>
      (await app.app.inject({ method: 'GET', url: '/api/health', headers })).headers[
        'strict-transport-security'
      ];
    // Behind a trusted TLS proxy: yes. Plain HTTP: no. A forged header without TRUST_PROXY: no.
    expect(await hsts(proxied, https)).toMatch(/^max-age=\d{7,}/);
    expect(await hsts(proxied, {})).toBeUndefined();
    expect(await hsts(ctx, https)).toBeUndefined();
  });

  it('stores passwords with the argon2id parameters of docs/decisions/0003', async () => {
    await ctx.as('staff');
    const { rows } = await ctx.pool.query<{ password_hash: string }>(
      'select password_hash from users limit 1',
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
