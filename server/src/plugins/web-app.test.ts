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
});
