import crypto from 'node:crypto';
import type { Role } from '@dastarkhan/contract/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, routeCollector } from './app-routes';
import { createTestContext, type TestContext } from './test-app';

/**
 * Who may call what, written from SPEC §6 and the role decisions — not read from the code (nor from
 * contract/src/access.ts, which the routes read), so a route whose `config.access` drifts from the rules
 * fails here. Managers reach the dashboard and invoices (SPEC §6) and the reads those screens need: recent
 * costs (ADR 0059), customer suggestions (ADR 0030), the menu and its categories and the business details
 * printed on receipts. Cashiers work the counter's held orders (ADR 0083) and read only what the counter shows:
 * the menu and its categories, the business details and customer suggestions (ADR 0136). Staff are the spec's
 * waiting accounts, which registration makes: they reach only who they are and their own attendance (SPEC §6,
 * ADRs 0035, 0135). Everything else is the admin's.
 */
type Who = 'public' | 'signed-in' | 'counter' | 'admin+manager' | 'admin';
const EXPECTED: Record<string, Who> = {
  'GET /api/health': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'GET /api/auth/me': 'signed-in',
  // Issue 36: each user sets the language they read, whatever their role; the business's default is the admin's.
  'PATCH /api/auth/me/preferences': 'signed-in',
  'GET /api/settings/language': 'admin',
  'PUT /api/settings/language': 'admin',
  'POST /api/attendance/check-in': 'signed-in',
  'POST /api/attendance/check-out': 'signed-in',
  'GET /api/attendance/me': 'signed-in',
  'GET /api/attendance': 'admin',
  'PATCH /api/attendance/mark-status': 'admin',
  'GET /api/dashboard/summary': 'admin+manager',
  'GET /api/dashboard/sales-series': 'admin+manager',
  'GET /api/invoices': 'admin+manager',
  'POST /api/invoices': 'admin+manager',
  'GET /api/invoices/:id': 'admin+manager',
  'PATCH /api/invoices/:id': 'admin+manager',
  'DELETE /api/invoices/:id': 'admin+manager',
  'POST /api/invoices/:id/payments': 'admin+manager',
  'GET /api/invoices/:id/void': 'admin',
  'GET /api/orders': 'counter',
  'POST /api/orders': 'counter',
  'GET /api/orders/:id': 'counter',
  'PATCH /api/orders/:id': 'counter',
  'POST /api/orders/:id/kitchen-tickets': 'counter',
  'POST /api/orders/:id/charge': 'counter',
  'POST /api/orders/:id/void': 'counter',
  'GET /api/settings/business': 'counter',
  'PATCH /api/settings/business': 'admin',
  'GET /api/settings/food-cost': 'admin',
  'PUT /api/settings/food-cost': 'admin',
  // The counter shows the discount limits to whoever works it; only the admin sets them, and their own PIN.
  'GET /api/settings/counter-limits': 'counter',
  'PUT /api/settings/counter-limits': 'admin',
  // The counter computes VAT with the rates; only the admin sets them. The register is the dashboard's (issue 34).
  'GET /api/settings/vat': 'counter',
  'PUT /api/settings/vat': 'admin',
  // The counter prints receipts and kitchen tickets in the business's language; only the admin chooses it (issue 36).
  'GET /api/settings/print': 'counter',
  'PUT /api/settings/print': 'admin',
  'GET /api/vat/register': 'admin+manager',
  'GET /api/vat/register.csv': 'admin+manager',
  'GET /api/settings/approval-pin': 'admin',
  'PUT /api/settings/approval-pin': 'admin',
  'GET /api/costs': 'admin+manager',
  'POST /api/costs': 'admin',
  'PATCH /api/costs/:id': 'admin',
  'DELETE /api/costs/:id': 'admin',
  'GET /api/customers': 'counter',
  'GET /api/customers/:id': 'admin+manager',
  'POST /api/customers': 'admin',
  'PATCH /api/customers/:id': 'admin',
  'DELETE /api/customers/:id': 'admin',
  'GET /api/recipes': 'counter',
  'POST /api/recipes': 'admin',
  'PATCH /api/recipes/:id': 'admin',
  'DELETE /api/recipes/:id': 'admin',
  'GET /api/recipes/costs': 'admin',
  'GET /api/recipes/:id/cost': 'admin',
  'PUT /api/recipes/:id/bill': 'admin',
  'GET /api/recipe-categories': 'counter',
  'POST /api/recipe-categories': 'admin',
  'PATCH /api/recipe-categories/:name': 'admin',
  'DELETE /api/recipe-categories/:name': 'admin',
  'GET /api/inventory': 'admin',
  'POST /api/inventory': 'admin',
  'PATCH /api/inventory/:id': 'admin',
  'GET /api/inventory/:id': 'admin',
  'GET /api/inventory/:id/movements': 'admin',
  'POST /api/inventory/:id/reductions': 'admin',
  'POST /api/inventory/:id/waste': 'admin',
  'POST /api/inventory/counts': 'admin',
  'GET /api/food-cost/report': 'admin',
  'GET /api/food-cost/kitchen': 'admin',
  'POST /api/inventory/:id/payments': 'admin',
  'DELETE /api/inventory/:id': 'admin',
  // Issue 35: suppliers, their statements and payments, and the payables list are the owner's books, as stock is.
  'GET /api/suppliers': 'admin',
  'POST /api/suppliers': 'admin',
  'GET /api/suppliers/:id': 'admin',
  'PATCH /api/suppliers/:id': 'admin',
  'GET /api/suppliers/:id/statement': 'admin',
  'POST /api/suppliers/:id/payments': 'admin',
  'GET /api/supplier-payments/:id': 'admin',
  'POST /api/supplier-payments/:id/void': 'admin',
  'GET /api/payables': 'admin',
  'GET /api/stock-categories': 'admin',
  'POST /api/stock-categories': 'admin',
  'PATCH /api/stock-categories/:name': 'admin',
  'DELETE /api/stock-categories/:name': 'admin',
  'GET /api/users': 'admin',
  'PATCH /api/users/:id': 'admin',
  'DELETE /api/users/:id': 'admin',
  'GET /api/audit': 'admin',
  'GET /api/audit/:kind/:id': 'admin',
  // Issue 34: the manager ends the day (X report, pay-ins and pay-outs, the close and its Z reports) as the
  // admin may; only the admin reopens a closed day or sets the difference a close accepts without a reason.
  'GET /api/days/x-report': 'admin+manager',
  'GET /api/days/drawer': 'admin+manager',
  'POST /api/days/drawer': 'admin+manager',
  'POST /api/days/drawer/:id/void': 'admin+manager',
  'POST /api/days/opening-float': 'admin+manager',
  'GET /api/days/suppliers': 'admin+manager',
  'POST /api/days/close': 'admin+manager',
  'GET /api/days/z/:number': 'admin+manager',
  'POST /api/days/:day/reopen': 'admin',
  'GET /api/days': 'admin+manager',
  'GET /api/days/:day/history': 'admin+manager',
  'GET /api/settings/day-close': 'admin+manager',
  'PUT /api/settings/day-close': 'admin',
  // Issue 35: what a customer owes and receiving their payment, at the counter too (a reprint of its money
  // receipt); their statement, the dues list and voiding a payment are the owner's and the manager's.
  'GET /api/customers/:id/account': 'counter',
  'POST /api/customers/:id/payments': 'counter',
  'GET /api/customer-payments/:id': 'counter',
  'GET /api/customers/:id/statement': 'admin+manager',
  'POST /api/customer-payments/:id/void': 'admin+manager',
  'GET /api/dues': 'admin+manager',
};

type Caller = 'no token' | Role;
const CALLERS: Caller[] = ['no token', 'staff', 'cashier', 'manager', 'admin'];

/** The roles each kind of route lets through, once signed in. */
const LETS_THROUGH: Record<Exclude<Who, 'public' | 'signed-in'>, readonly Caller[]> = {
  counter: ['admin', 'manager', 'cashier'],
  'admin+manager': ['admin', 'manager'],
  admin: ['admin'],
};

function expectedStatus(who: Who, caller: Caller): 'allowed' | 401 | 403 {
  if (who === 'public') return 'allowed';
  if (caller === 'no token') return 401;
  if (who === 'signed-in') return 'allowed';
  return LETS_THROUGH[who].includes(caller) ? 'allowed' : 403;
}

const collected = routeCollector();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ onRoute: collected.onRoute });
  await ctx.app.ready();
});
afterAll(() => ctx.close());

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('the role matrix: every route × {no token, staff (waiting), cashier, manager, admin}', () => {
  it('has an expectation for every route the app serves, and no expectation for a route it does not', () => {
    const served = collected.routes.map(keyOf).sort();
    expect(served.length).toBeGreaterThan(30);
    expect(served).toEqual(Object.keys(EXPECTED).sort());
  });

  it('answers each caller as expected: 401 without a token, 403 for a role not allowed, otherwise through', async () => {
    const headers: Partial<Record<Caller, Record<string, string>>> = { 'no token': {} };
    for (const role of ['staff', 'cashier', 'manager', 'admin'] as const)
      headers[role] = (await ctx.as(role)).headers;
    const outcomes: string[] = [];
    const wrong: string[] = [];
    for (const route of collected.routes) {
      const who = EXPECTED[keyOf(route)]!;
      // Fresh ids: the guard answers before anything is looked up, and nothing real is touched.
      const url = fillPath(route.url, (param) => (param === 'id' ? crypto.randomUUID() : 'No Such Category'));
      for (const caller of CALLERS) {
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: headers[caller],
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const got =
          response.statusCode === 401 || response.statusCode === 403 ? response.statusCode : 'allowed';
        const want = expectedStatus(who, caller);
        outcomes.push(`${keyOf(route)} as ${caller}`);
        if (got !== want)
          wrong.push(`${keyOf(route)} as ${caller}: expected ${want}, got ${response.statusCode}`);
        else if (got !== 'allowed') expect(response.json()).toMatchObject({ status: 'fail' });
      }
    }
    expect(wrong).toEqual([]);
    console.log(
      `role matrix: ${collected.routes.length} routes × ${CALLERS.length} callers = ${outcomes.length} checks`,
    );
  });

  it('turns away an admin whose account was deactivated on every non-public route', async () => {
    const { headers } = await ctx.as('admin');
    const other = await ctx.as('manager');
    const change = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${other.id}`,
      headers,
      payload: { role: 'admin', status: 'Inactive' },
    });
    expect(change.statusCode).toBe(200);
    const guarded = collected.routes.filter((route) => EXPECTED[keyOf(route)] !== 'public');
    for (const route of guarded) {
      const url = fillPath(route.url, () => crypto.randomUUID());
      const response = await ctx.app.inject({ method: route.method as 'GET', url, headers: other.headers });
      expect(response.statusCode, keyOf(route)).toBe(403);
    }
    // The active admin is unaffected.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users', headers })).statusCode).toBe(200);
  });

  it('says the same in the OpenAPI document: a public operation needs no token, every other one the bearer token', async () => {
    type Operation = { security?: unknown };
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, Operation>>;
    }>();
    expect(document.components.securitySchemes).toEqual({
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    });
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        operation,
      })),
    );
    // The documented operations are the routes served, less the documentation's own pages.
    expect(operations.map(({ key }) => key).sort()).toEqual(
      Object.keys(EXPECTED)
        .filter((key) => !key.includes('/api/docs') && key !== 'GET /api/openapi.json')
        .sort(),
    );
    // A validating client (Stoplight Prism) refuses an operation that asks for a token it cannot be sent.
    const wrong = operations.flatMap(({ key, operation }) => {
      const want = EXPECTED[key] === 'public' ? [] : [{ bearer: [] }];
      return JSON.stringify(operation.security) === JSON.stringify(want)
        ? []
        : [`${key}: security ${JSON.stringify(operation.security)}, expected ${JSON.stringify(want)}`];
    });
    expect(wrong).toEqual([]);
  });
});
