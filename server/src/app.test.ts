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
    expect(response.json()).toEqual({ status: 'fail', message: 'The request body is not valid JSON.' });
  });

  it('publishes OpenAPI with the auth routes and serves the interactive docs', async () => {
    const spec = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.json().paths).toHaveProperty(['/api/auth/login']);
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
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
      expect(response.json()).toEqual({ status: 'fail', message: 'This record already exists.' });
    } finally {
      await local.close();
    }
  });
});
