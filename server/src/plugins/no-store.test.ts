import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMenu } from '../test/menu';
import { createTestContext, type TestContext } from '../test/test-app';

// Issue 32, finding 9: GET /%61pi/orders answered with the held orders but without Cache-Control: no-store, because
// the header followed the URL as spelled while the router decodes it. Sent over a real socket, byte for byte.
let ctx: TestContext;
let port: number;
let authorization: string;
beforeAll(async () => {
  ctx = await createTestContext();
  authorization = (await ctx.as('admin')).headers.authorization;
  await seedMenu(ctx, { Kacchi: 480 });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as net.AddressInfo).port;
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization },
    payload: { table: 'T4', lines: [{ name: 'Kacchi', price: 480, quantity: 2 }] },
  });
  expect(created.statusCode).toBe(201);
});
afterAll(() => ctx.close());

/** A GET of `path` exactly as written: no client library normalises it on the way. */
function get(path: string): Promise<{ status: number; cacheControl?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { authorization } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, cacheControl: response.headers['cache-control'], body }),
      );
    });
    request.on('error', reject);
  });
}

describe('Cache-Control: no-store on every spelling of an API path', () => {
  it('answers GET /%61pi/orders with the held orders and no-store, as /api/orders', async () => {
    const plain = await get('/api/orders');
    const encoded = await get('/%61pi/orders');
    expect(encoded).toEqual({ status: 200, cacheControl: 'no-store', body: plain.body });
    expect(JSON.parse(encoded.body)).toMatchObject({
      status: 'success',
      data: { orders: [{ table: 'T4' }] },
    });
  });

  it.each(['/%61%70%69/%6Frders', '/%61pi/orders?limit=1', '/api/%6frders', '/%61pi/inventory?limit=1'])(
    'answers %s, which the router reads as an API route, with no-store',
    async (path) => {
      const answer = await get(path);
      expect(answer.body).toMatch(/^\{"status":"(success|fail)"/);
      expect(answer.cacheControl).toBe('no-store');
    },
  );

  it.each(['/%61pi/nothing', '/api/orders.', '/%61pi/orders.', '/api//orders', '/%61pi', '/api/'])(
    'answers %s, an API path no route takes, with a 404 in the envelope and no-store',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({
        status: 'fail',
        message: expect.stringContaining('No route'),
      });
      expect(answer.cacheControl).toBe('no-store');
    },
  );

  it('leaves a path the router does not take for the API (//api/orders, /API/orders) without any API data', async () => {
    for (const path of ['//api/orders', '/API/orders']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain('"data"');
    }
  });
});
