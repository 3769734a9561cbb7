import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDistFolder } from '../config/paths';
import { createTestContext, type TestContext } from '../test/test-app';

// The production web build as the app serves it (the root `npm test` builds it first).
let ctx: TestContext;
beforeAll(async () => {
  if (!fs.existsSync(path.join(webDistFolder, 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build` first (the root `npm test` does).');
  }
  ctx = await createTestContext({ webRoot: webDistFolder });
});
afterAll(() => ctx.close());

describe('the served web app', () => {
  it('ships no source maps: no .map file, no sourceMappingURL, and no map behind any script', async () => {
    const files = fs.readdirSync(webDistFolder, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);

    const page = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    const scripts = files.filter((file) => /\.(js|css)$/.test(file)).map((file) => `/${file}`);
    expect(scripts.length).toBeGreaterThan(10);
    for (const url of scripts) {
      const asset = await ctx.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.body, url).not.toContain('sourceMappingURL');
      expect(asset.headers.sourcemap ?? asset.headers['x-sourcemap'], url).toBeUndefined();
      // Asking for the map gets the app's page (the single-page fallback), never a source map.
      const map = await ctx.app.inject({ method: 'GET', url: `${url}.map` });
      expect(map.headers['content-type'], url).toMatch(/^text\/html/);
      expect(map.body, url).not.toContain('"mappings"');
    }
  });

  it('sends each hashed file compressed as the build made it, cached for a year, and the page revalidated', async () => {
    const script = fs.readdirSync(path.join(webDistFolder, 'assets')).find((file) => file.endsWith('.js'))!;
    for (const encoding of ['br', 'gzip']) {
      const asset = await ctx.app.inject({
        method: 'GET',
        url: `/assets/${script}`,
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.rawPayload.length).toBe(
        fs.statSync(path.join(webDistFolder, 'assets', `${script}.${encoding === 'br' ? 'br' : 'gz'}`)).size,
      );
    }
    for (const url of ['/', '/index.html', '/dashboard/invoices']) {
      const page = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers an API path no route takes, however spelled, with the API 404 and no-store, never the page', async () => {
    for (const url of ['/api/nothing', '/%61pi/nothing', '/api/orders.']) {
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ status: 'fail' });
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('compresses a JSON answer above 1 KB for a client that accepts it, and leaves small ones alone', async () => {
    const docs = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(docs.headers['content-encoding']).toBe('br');
    const health = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'success' });
  });
});
