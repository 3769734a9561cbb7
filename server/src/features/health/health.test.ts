import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { startCuttableProxy, type CuttableProxy } from '../../test/tcp-proxy';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let proxy: CuttableProxy;
let handle: DatabaseHandle;
let app: FastifyInstance;
let authorization: string;
beforeAll(async () => {
  ctx = await createTestContext();
  proxy = await startCuttableProxy(ctx.url);
  handle = connectDatabase(proxy.url);
  app = await buildApp({ db: handle.db, jwtSecret: crypto.randomBytes(32).toString('hex'), webRoot: false });
  const { id } = await ctx.as('admin');
  authorization = `Bearer ${await app.auth.signToken({ id, role: 'admin' })}`;
});
afterAll(async () => {
  await app.close();
  await handle.close();
  await proxy.close();
  await ctx.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await app.inject({ method, url, payload, headers: { authorization } });
  return { status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json() };
}

const newCustomer = (phone: string) => ({ name: 'Rahim Uddin', phone });

describe('a database server (DATABASE_URL) that stops answering', () => {
  it('turns API calls away with 503 and Retry-After, says so on /api/health, and serves again once it is back', async () => {
    expect((await call('GET', '/api/customers')).status).toBe(200);

    await proxy.cut();
    const unavailable = {
      status: 503,
      retryAfter: '5',
      body: {
        status: 'error',
        message:
          'The database is not answering right now; it is usually back within seconds. Please wait a moment and try again.',
        code: 'databaseUnavailable',
      },
    };
    expect(await call('GET', '/api/customers')).toEqual(unavailable);
    expect(await call('POST', '/api/customers', newCustomer('01711000001'))).toEqual(unavailable);
    expect(await call('GET', '/api/health')).toEqual({
      status: 503,
      retryAfter: '5',
      body: {
        status: 'error',
        message: 'The database is not reachable.',
        code: 'databaseUnreachable',
        data: { database: 'unreachable' },
      },
    });

    await proxy.restore();
    expect(await call('GET', '/api/health')).toEqual({
      status: 200,
      retryAfter: undefined,
      body: { status: 'success', data: { database: 'up' } },
    });
    expect((await call('POST', '/api/customers', newCustomer('01711000002'))).status).toBe(201);
    const listed = await call('GET', '/api/customers');
    expect(listed.body.data.customers.map((c: { phone: string }) => c.phone)).toEqual(['01711000002']);
  });
});

describe('the embedded database restarting', () => {
  it('is reported on /api/health with 503 until it is back', async () => {
    let state: 'up' | 'restarting' = 'restarting';
    const local = await createTestContext({ databaseState: () => state });
    try {
      const restarting = await local.app.inject({ method: 'GET', url: '/api/health' });
      expect(restarting.statusCode).toBe(503);
      expect(restarting.headers['retry-after']).toBe('5');
      expect(restarting.json()).toEqual({
        status: 'error',
        message: 'The database stopped and is being restarted; it is usually back within seconds.',
        code: 'databaseRestarting',
        data: { database: 'restarting' },
      });
      state = 'up';
      const back = await local.app.inject({ method: 'GET', url: '/api/health' });
      expect(back.json()).toEqual({ status: 'success', data: { database: 'up' } });
    } finally {
      await local.close();
    }
  });
});
