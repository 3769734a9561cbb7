import net from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the API foundation', () => {
  it('reports database reachability on /api/health', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'success', data: { database: 'up' } });
  });

  it('answers unknown /api paths with a 404 envelope, not HTML', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({
      status: 'fail',
      message: expect.stringContaining('/api/nothing-here'),
    });
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'fail',
      message: 'The request body is not valid JSON.',
      code: 'notJson',
    });
  });

  it('publishes OpenAPI with the auth routes and serves the interactive docs', async () => {
    const spec = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.json().paths).toHaveProperty(['/api/auth/login']);
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('documents, for every operation, its success and the failure envelope of its 4xx and 5xx answers', async () => {
    type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(40);
    for (const { name, operation } of operations) {
      const codes = Object.keys(operation.responses);
      expect(
        codes.some((code) => code.startsWith('2')),
        name,
      ).toBe(true);
      for (const code of ['4XX', '5XX']) {
        expect(
          operation.responses[code]?.content?.['application/json']?.schema,
          `${name} ${code}`,
        ).toMatchObject({
          properties: { status: { enum: ['fail', 'error'] }, message: { type: 'string' } },
          required: ['status', 'message'],
        });
      }
    }
  });

  it('documents that a stock intake takes one item or a list of them, as the API accepts', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const body = spec.paths['/api/inventory'].post.requestBody.content['application/json'].schema;
    expect(body.anyOf.map((shape: { type: string }) => shape.type)).toEqual(['object', 'array']);
    expect(body.anyOf[1].items).toEqual(body.anyOf[0]);
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('database errors that reach the central handler', () => {
  it('answer in the envelope with a 4xx, not a 500, through the ORM wrapper', async () => {
    const local = await createTestContext();
    try {
      const { sql } = await import('drizzle-orm');
      local.app.get('/api/test-only/duplicate', { config: { access: 'public' } }, async () => {
        await local.db.execute(sql`insert into recipe_categories (name) values ('Kacchi')`);
        return { status: 'success', data: null };
      });
      const response = await local.app.inject({ method: 'GET', url: '/api/test-only/duplicate' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 'fail',
        message: 'This record already exists.',
        code: 'recordExists',
      });
    } finally {
      await local.close();
    }
  });
});

describe('shutting down', () => {
  it('finishes the request in flight and answers the next one on its connection with a 503 envelope', async () => {
    const local = await createTestContext();
    let started = () => undefined as void;
    const inHandler = new Promise<void>((resolve) => (started = resolve));
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    local.app.get('/api/test-only/slow', { config: { access: 'public' } }, async () => {
      started();
      await held;
      return { status: 'success', data: 'finished' };
    });
    await local.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = local.app.server.address() as { port: number };

    // A keep-alive connection busy with a slow request stays open while the app closes; the next request
    // sent on it after shutdown began is turned away in the envelope.
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /api/test-only/slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await inHandler;
    const closed = local.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await ended;
    await closed;

    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toContain('"data":"finished"');
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second).toContain(
      '{"status":"error","message":"The server is restarting. Please try again in a moment.","code":"serverRestarting"}',
    );
  });
});

describe('request logging', () => {
  /** The log lines an app writes while answering one request, at the given level. */
  async function linesFor(level: 'info' | 'debug'): Promise<Record<string, unknown>[]> {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const logged = await createTestContext({ logger: pino({ level }, stream) });
    try {
      await logged.app.inject({ method: 'GET', url: '/api/health' });
    } finally {
      await logged.close();
    }
    return lines.filter((line) => 'req' in line || 'url' in line || 'res' in line);
  }

  it('writes no line per request at info, so a terminal running the app does not flood', async () => {
    expect(await linesFor('info')).toEqual([]);
  });

  it('writes one line per request at debug, with its method, URL, status and time', async () => {
    const lines = await linesFor('debug');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 20,
        req: expect.objectContaining({ method: 'GET', url: '/api/health' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });
});
