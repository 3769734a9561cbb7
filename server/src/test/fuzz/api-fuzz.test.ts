import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { Role } from '@dastarkhan/contract/common';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { afterAll, describe, it } from 'vitest';
import { operationsWithInputs, type OpenApiDocument } from '../../support/api-operations';
import { routeCollector, type AppRoute } from '../app-routes';
import { fingerprinter, type Fingerprint } from '../fingerprint';
import { exampleFor } from '../../support/schema-examples';
import { createTestContext } from '../test-app';
import { adminWithProbeFixtures } from './probe-setup';
import { badPathSegment, mutate, mutation, rawBody } from './bad-input';

// Property-based bad input for every API route the app registers. `npm test` runs a fixed seed and a few runs
// per route; `npm run fuzz` (FUZZ_LONG=1) many more with a fresh seed it prints. FUZZ_SEED and FUZZ_RUNS
// replay or resize a run.
const LONG = process.env.FUZZ_LONG === '1';
const SEED = Number(process.env.FUZZ_SEED ?? (LONG ? Math.floor(Math.random() * 2 ** 31) : 20_251_122));
const RUNS = Number(process.env.FUZZ_RUNS ?? (LONG ? 400 : 25));
console.log(`fuzz: seed ${SEED}, ${RUNS} runs per route (replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`);

// Server errors are logged with their request id: a failure quotes the logged cause next to the input.
const serverErrors = new Map<string, string>();
const errorLog = new Writable({
  write(chunk: Buffer, _encoding, done) {
    const entry = JSON.parse(chunk.toString()) as {
      reqId?: string;
      err?: { type?: string; message?: string };
    };
    if (entry.reqId && entry.err) serverErrors.set(entry.reqId, `${entry.err.type}: ${entry.err.message}`);
    done();
  },
});

const collected = routeCollector();
const ctx = await createTestContext({
  onRoute: collected.onRoute,
  logger: pino({ level: 'error' }, errorLog),
  limits: {
    loginPerIpPerMinute: 1e6,
    registerPerIpPerMinute: 1e6,
    loginFailuresPerAccount: 1e6,
    loginFailuresPerAddress: 1e6,
  },
});
afterAll(() => ctx.close());
const { admin, fixtures } = await adminWithProbeFixtures(ctx);
// Each request comes from a role: mostly the admin, who gets past every guard to the route's own checks, but
// also the cashier, the manager and staff (the waiting state), whose refusals must be as clean (ADR 0135).
const callers: Record<Role, { authorization: string }> = {
  admin: admin.headers,
  manager: (await ctx.as('manager')).headers,
  cashier: (await ctx.as('cashier')).headers,
  staff: (await ctx.as('staff')).headers,
};
const caller = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Role>('admin') },
  fc.constantFrom<Role>('cashier', 'manager', 'staff'),
);
const documented = new Map(
  operationsWithInputs((await ctx.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>()).map(
    (op) => [`${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`, op],
  ),
);

// Documentation routes serve HTML and the raw OpenAPI object, not the envelope; they take no input.
const routes = collected.routes
  .filter((route) => !route.url.startsWith('/api/docs') && route.url !== '/api/openapi.json')
  // Deletions last, so the others still find the rows they aim at.
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

/** encodeURIComponent for any string: a lone surrogate (which it refuses) travels as U+FFFD, as a browser sends it. */
const encode = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));

const STACK_TRACE = /\bat .+:\d+:\d+|node_modules|\/src\/.+\.ts\b|\bError: /;

/**
 * Why a response breaks the contract, or undefined: 2xx/4xx only, always the envelope, never internals, and each
 * failure message with its code (issue 36), so a client in another language can word it.
 */
function contractBreach(response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500 || (status >= 300 && status < 400)) return `status ${status}`;
  if (STACK_TRACE.test(response.body)) return 'internal details in the body';
  let body: { status?: unknown; message?: unknown; code?: unknown; errors?: { code?: unknown }[] };
  try {
    body = response.json();
  } catch {
    return 'a body that is not JSON';
  }
  if (status < 300 && body.status !== 'success') return 'a 2xx outside the success envelope';
  if (status >= 400 && (body.status !== 'fail' || typeof body.message !== 'string'))
    return 'a 4xx outside the fail envelope';
  if (status >= 400 && (body.code === undefined || body.errors?.some((error) => error.code === undefined)))
    return 'a failure whose message has no code (contract/src/failures/en.ts)';
  return undefined;
}

function requestFor(route: AppRoute) {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const operation = documented.get(`${route.method} ${route.url}`);
  const validQuery = Object.fromEntries(
    (operation?.query ?? []).map(({ name, schema }) => [name, fixtures.queryValue(name, schema)]),
  );
  const validBody = operation?.body ? exampleFor(operation.body, fixtures.hints) : {};
  const resource = (param: string) => route.url.split('/')[route.url.split('/').indexOf(`:${param}`) - 1]!;
  const hasBody = ['POST', 'PATCH', 'PUT'].includes(route.method);
  return fc
    .record({
      role: caller,
      params: fc.tuple(...params.map(() => fc.option(badPathSegment, { freq: 2 }))),
      query: mutation,
      body: fc.oneof(
        { weight: 6, arbitrary: mutation.map((change) => ({ json: change })) },
        { weight: 1, arbitrary: rawBody.map((raw) => ({ raw })) },
      ),
    })
    .map(({ role, params: segments, query, body }): InjectOptions => {
      let path = route.url;
      params.forEach((param, i) => {
        const value = segments[i] ?? encodeURIComponent(fixtures.pathValues[resource(param)] ?? 'x');
        path = path.replace(`:${param}`, value);
      });
      const search = Object.entries((mutate(validQuery, query) ?? {}) as Record<string, unknown>)
        .flatMap(([key, value]) => (Array.isArray(value) ? value.map((v) => [key, v]) : [[key, value]]))
        .map(([key, value]) => {
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          return `${encode(String(key))}=${encode(text ?? '')}`;
        })
        .join('&');
      const options: InjectOptions = {
        method: route.method as 'GET',
        url: search ? `${path}?${search}` : path,
        headers: { ...callers[role] },
      };
      if (!hasBody) return options;
      if ('raw' in body) {
        return {
          ...options,
          headers: { ...options.headers, 'content-type': body.raw.contentType },
          payload: body.raw.text,
        };
      }
      const json = JSON.stringify(mutate(validBody, body.json)) ?? 'null';
      return {
        ...options,
        headers: { ...options.headers, 'content-type': 'application/json' },
        payload: json,
      };
    });
}

/** Whose token a request carries. */
const roleOf = (request: InjectOptions) =>
  Object.entries(callers).find(
    ([, headers]) => headers.authorization === request.headers?.authorization,
  )?.[0];

const fingerprintNow = fingerprinter(ctx.pool);
let baseline: Fingerprint = await fingerprintNow();

describe(`bad input on every route (seed ${SEED})`, () => {
  for (const route of routes) {
    it(
      `${route.method} ${route.url} answers 2xx or 4xx in the envelope and rejects without writing`,
      async () => {
        await fc.assert(
          fc.asyncProperty(requestFor(route), async (request) => {
            const response = await ctx.app.inject(request);
            const breach = contractBreach(response);
            const requestId =
              response.statusCode >= 500 ? (response.json<{ requestId?: string }>().requestId ?? '') : '';
            const shown =
              `${request.method} ${String(request.url).slice(0, 300)} as ${roleOf(request)} ` +
              `body ${String(request.payload ?? '').slice(0, 500)} → ${response.statusCode} ${response.body.slice(0, 300)}` +
              (serverErrors.has(requestId) ? `\n  logged: ${serverErrors.get(requestId)}` : '');
            if (breach) throw new Error(`${breach}: ${shown}`);
            const after = await fingerprintNow();
            if (response.statusCode >= 400 && JSON.stringify(after) !== JSON.stringify(baseline)) {
              throw new Error(`a rejected request changed the database: ${shown}`);
            }
            baseline = after;
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: !LONG },
        );
      },
      LONG ? 30 * 60_000 : 60_000,
    );
  }
});
