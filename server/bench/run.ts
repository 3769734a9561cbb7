import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { businessDay, DEFAULT_TIME_ZONE, shiftDate } from '@dastarkhan/contract/periods';
import type autocannon from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';
import { createLogger } from '../src/config/logger';
import { connectDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrateDatabase } from '../src/db/migrate';
import { APP_POOL_SIZE } from '../src/db/open';
import { upsertUser } from '../src/features/auth/auth.service';
import { listInvoicesStatement } from '../src/features/invoices/invoice-list';
import { readArgs } from '../src/lib/cli-args';
import { repoRoot, serverRoot } from '../src/config/paths';
import { startApp, stopApp } from '../src/support/app-process';
import { componentCosts } from './components';
import { runHistoryModes } from './history-cli';
import { cpuPerRequest, cpuSample, measurePostgresServing } from './cpu';
import { load, WARMUP_SECONDS, type Measurement } from './measure';
import { measurePairs, ratioReport, type Pair, type PairResult } from './pairs';
import { seedKitchenVolume } from '../src/seed/kitchen-volume';
import { seedInvoiceVolume } from '../src/seed/receipt-volume';
import { invoiceBody } from './receipt-body';
import { seedBenchDishes, type BenchDish } from './recipes';
import { AUDIT_ENTRIES, AUDIT_PAGES, growAuditTrail } from './audit-trail';
import { DUES_RECEIPTS, duesPairs, growCreditBook } from './dues';

// npm run bench -- --years 10 [--receipts-per-year 100000] [--items 2000] [--duration 4] [--rounds 3] [--warmup 2]
//   [--check]: every figure of a shop that old over the same figure of a 1-year shop (history.ts,
//   docs/performance.md#history); --check exits non-zero above 1.5×. The seeded shops are kept for the next run.
//   --only food-cost,receipts measures only the figures whose names start so.
// npm run bench -- --mixed-load [--minutes 10] [--years 10] [--against ../other-checkout]: the screens' reads and
//   receipt saves at their mix on that shop (mixed-load.ts): req/s, p50, p99 and the app's RSS; --against runs the
//   same mix first on another checkout's built server (older code) over the same shop.
// npm run bench -- [--invoices 100000] [--duration 10] [--connections 20] [--rounds 3] [--only list,post,customers] [--check]
// Uses DATABASE_URL when set (a fresh database is created there and dropped after), else an embedded server.
// The receipt list, the year summary and the receipt save are each measured against a bare Fastify + pg route
// running the same statement (bare-server.ts), alternating --rounds times; --check exits non-zero when the app
// spends over MAX_CPU_RATIO× the bare route's CPU per request on any one (docs/performance.md), or when another
// pair (audit-save: the save with its audit entry against the save before it; audit-list: the trail's page 1,000
// against its page 1 at 1,000,000 entries) is over its own limit. --only runs a subset of the endpoints (list,
// year, post, audit-save, audit-list, today, tenders, recipes, pages, customers, foodcost, vat, xreport, dues) for quick
// iterations; the HTTP and data ceilings
// always run, and a partial run does not touch bench/results/latest.json. APP_NODE_OPTIONS passes Node options
// to the app under test (for example `--cpu-prof`). Rows with a latency target (P99_TARGETS) are listed against
// it after the table; --check also exits non-zero when one is missed, or when the VAT register's month (vat) takes
// over 2× the answer time of its day or of the X report of a day (xreport).
const { values } = readArgs({
  invoices: { type: 'string' },
  duration: { type: 'string' },
  connections: { type: 'string' },
  only: { type: 'string' },
  rounds: { type: 'string' },
  check: { type: 'boolean' },
  years: { type: 'string' },
  'receipts-per-year': { type: 'string' },
  items: { type: 'string' },
  'mixed-load': { type: 'boolean' },
  against: { type: 'string' },
  minutes: { type: 'string' },
  warmup: { type: 'string' },
});
// The history axis and the mixed load (issue 33) measure seeded shops of their own: history-cli.ts.
if (values.years || values['mixed-load']) process.exit(await runHistoryModes(values));
const only = values.only?.split(',');
const wanted = (endpoint: string) => !only || only.includes(endpoint);
const invoiceCount = Number(values.invoices ?? 100_000);
const settings = {
  duration: Number(values.duration ?? 10),
  connections: Number(values.connections ?? 20),
  rounds: Number(values.rounds ?? 3),
};
const { duration, connections, rounds } = settings;
const log = (line: string) => console.log(line);

async function withDatabase<T>(run: (url: string, kind: string) => Promise<T>): Promise<T> {
  const external = process.env.DATABASE_URL;
  if (external) {
    const name = `dastarkhan_bench_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: external });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(external);
    url.pathname = `/${name}`;
    try {
      await measurePostgresServing(url.toString());
      return await run(url.toString(), 'external');
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dastarkhan-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres(dataDir, createLogger('silent'));
  try {
    await measurePostgresServing(embedded.url);
    return await run(embedded.url, 'embedded');
  } finally {
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The list endpoint's own SQL (same text, parameters and prepared statement) straight through the `pg` pool
 * at the same concurrency, without Drizzle, mapping or HTTP: what the database and driver can give.
 */
async function dataCeiling(url: string): Promise<Measurement> {
  const handle = connectDatabase(url, connections);
  const statement = { name: 'list_ceiling', ...listInvoicesStatement({ page: 1, limit: 10 }) };
  const latencies: number[] = [];
  const runFor = (seconds: number, record: boolean) => {
    const deadline = Date.now() + seconds * 1000;
    return Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < deadline) {
          const started = process.hrtime.bigint();
          await handle.pool.query(statement);
          if (record) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        }
      }),
    );
  };
  await runFor(WARMUP_SECONDS, false);
  const before = cpuSample(undefined);
  await runFor(duration, true);
  const cpu = cpuPerRequest(before, cpuSample(undefined), latencies.length);
  await handle.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 100) / 100;
  return {
    name: 'data ceiling: list query via pg pool',
    requestsPerSecond: Math.round(latencies.length / duration),
    p50: at(0.5),
    p99: at(0.99),
    errors: 0,
    requests: latencies.length,
    seconds: duration,
    cpuMicrosPerRequest: cpu,
  };
}

type BareServer = { url: string; pid: number; stop(): void };

/** bare-server.ts: the HTTP ceiling, and with a database the bare routes of the measured endpoints. */
async function startBareServer(databaseUrl: string, userId: string): Promise<BareServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, 'bench', 'bare-server.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        POOL_SIZE: String(APP_POOL_SIZE),
        BENCH_USER_ID: userId,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /running at (http:\/\/localhost:\d+)/.exec(chunk.toString());
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    }),
  );
  return { url, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);

/**
 * The receipt list's page 1, page 1,000 and a page far past the end (ADR 0054), measured one after the other so
 * the three meet the same minute of this shared machine, and compared after the table. Page 1,000 exists at every
 * bench size (at 10,000 receipts it is the last page; saves only add receipts).
 */
const PAGES = [
  { name: 'receipt list page 1, beside the deep pages', route: '/api/invoices?page=1&limit=10' },
  { name: 'receipt list page 1,000', route: '/api/invoices?page=1000&limit=10' },
  { name: 'receipt list page 1,000,000 (past the end)', route: '/api/invoices?page=1000000&limit=100' },
] as const;

/**
 * The same receipt settled by three tenders, as the counter's split payment sends it: cash, bKash and card.
 * Each request gets its own bKash transaction ID, since the server takes one ID once, ever (ADR 0146).
 */
let walletSequence = 0;
const threeTenderRequest = (request: autocannon.Request): autocannon.Request => ({
  ...request,
  body: JSON.stringify({
    ...(JSON.parse(invoiceBody) as object),
    payments: [
      { method: 'Cash', amount: 300 },
      { method: 'bKash', amount: 200, reference: `BENCH${process.pid}X${(walletSequence += 1)}` },
      { method: 'Card', amount: 202, reference: '1234' },
    ],
  }),
});

/**
 * A receipt whose 3 lines are dishes with 5 ingredients each (issue 16): the save also writes 15 sale movements,
 * 15 usage rows and 3 dish rows. Every request sells the same dishes, the worst case of a busy evening when every
 * counter sells kacchi: before ADR 0102 concurrent saves queued for the same stock rows.
 */
const RECIPE_LINES = '3 lines of dishes with 5 ingredients each';
const RECIPE_SAVE = `POST /api/invoices, ${RECIPE_LINES}`;
const recipeReceiptBody = (dishes: BenchDish[]) =>
  JSON.stringify({
    businessName: 'Bench Kitchen',
    customer: { name: 'Bench Walk-in', phoneNumber: '' },
    items: dishes.map((dish, index) => ({
      name: dish.name,
      price: dish.price,
      quantity: index === 0 ? 2 : 1,
      recipeId: dish.id,
    })),
    discountType: 'fixed',
    discountAmount: 0,
    // Paid in full in cash: a short cash payment is refused (ADR 0147).
    paymentMethod: 'Cash',
    amountPaid:
      Math.round(dishes.reduce((sum, dish, index) => sum + dish.price * (index === 0 ? 2 : 1), 0) * 100) /
      100,
  });

/**
 * Issue 32: the receipt save with its audit entry and its snapshots (the recipe receipt writes 15 `sale_usage`
 * rows) costs at most 1.3× the CPU of the save before it. Both are bare routes of one process composed from the
 * same functions (bare-server.ts), so the ratio is the entry's and its transaction's alone (ADR 0168).
 */
const AUDIT_SAVE_LIMIT = 1.3;
/** Issue 32: the trail's page 1,000 answers within 2× of its page 1, one admin reading (ADR 0166). */
const AUDIT_PAGE_LIMIT = 2;

/** The pairs of issue 32: each side served by one process, so the ratio is the work's, not the processes'. */
function auditPairs(
  endpoint: (route: string, options?: Partial<autocannon.Options>) => autocannon.Options,
  bare: BareServer,
  appPid: number,
  dishes: BenchDish[],
): Pair[] {
  const save = {
    method: 'POST' as const,
    body: recipeReceiptBody(dishes),
    headers: { 'content-type': 'application/json' },
  };
  return [
    {
      key: 'audit-save',
      name: `bare POST /invoices with its audit entry, ${RECIPE_LINES}`,
      app: { url: `${bare.url}/invoices`, ...save },
      bare: { url: `${bare.url}/invoices/before-audit`, ...save },
      referenceName: `bare POST /invoices/before-audit, the save before issue 32 (no entry), ${RECIPE_LINES}`,
      processes: { app: bare.pid, bare: bare.pid },
      limit: AUDIT_SAVE_LIMIT,
    },
    ...AUDIT_PAGES.map(({ label, first, deep }): Pair => ({
      key: 'audit-list',
      name: `GET ${deep} at ${AUDIT_ENTRIES.toLocaleString('en')} entries (${label}), 1 connection`,
      app: endpoint(deep, { connections: 1 }),
      bare: endpoint(first, { connections: 1 }),
      referenceName: `GET ${first} at ${AUDIT_ENTRIES.toLocaleString('en')} entries (${label}), 1 connection`,
      processes: { app: appPid, bare: appPid },
      limit: AUDIT_PAGE_LIMIT,
      metric: 'time per answer',
    })),
  ];
}

/** p99 latency targets in ms at the bench's connections (20 unless --connections), by row name. */
const P99_TARGETS = new Map<string, number>([[RECIPE_SAVE, 50]]);

type Results = { measurements: Measurement[]; pairs: PairResult[] };

const isoDay = (daysAgo: number) => shiftDate(businessDay(new Date(), DEFAULT_TIME_ZONE), -daysAgo);
/**
 * The food cost report (issue 16) over the last 30 days and the last 365, for one owner reading it: the year
 * must cost at most twice the month, since both read per-day roll-ups.
 */
const FOOD_COST_REPORTS = [
  ['a month', `/api/food-cost/report?from=${isoDay(29)}&to=${isoDay(0)}`],
  ['a year', `/api/food-cost/report?from=${isoDay(364)}&to=${isoDay(0)}`],
] as const;
const foodCostName = (label: string, route: string) =>
  `GET ${route}, 1 connection: the food cost report for ${label}`;

/**
 * The VAT register (issue 34) of today and of this month at the bench's history, for one manager reading it:
 * the month must cost at most twice the day, since both read the per-day roll-up. The X report only exists for
 * one day (`?day=`, read from the `day_figures` roll-up), so "the X report within 2× of a day's" is measured as
 * the month's register against the X report of today: a month of the roll-up read must cost at most twice the
 * day's figures (docs/performance.md#vat-register-and-x-report).
 */
function dayAndMonthReads(day: string) {
  const month = day.slice(0, 7);
  return {
    vatRegisters: [
      ['a day', `/api/vat/register?month=${month}&day=${day}`],
      ['a month', `/api/vat/register?month=${month}`],
    ] as const,
    xReport: `/api/days/x-report?day=${day}`,
  };
}
/**
 * Read on the last day the seed gave receipts, set once seeded: the seed's today is PostgreSQL's, which is not
 * Dhaka's between 18:00 and midnight UTC, when a read of Dhaka's today would answer an empty day.
 */
let reads = dayAndMonthReads(isoDay(0));
const xReportName = () => `GET ${reads.xReport}, 1 connection: the X report of a day`;
/** The month's register over a day's read, by answers in the same time; --check fails above it. */
const MONTH_OVER_DAY_LIMIT = 2;
const vatRegisterName = (label: string, route: string) =>
  `GET ${route}, 1 connection: the VAT register for ${label}`;

/** The customer book's sizes the search and the year summary are measured at (issue 15). */
const CUSTOMER_BOOKS = [10_000, 100_000];
const CUSTOMER_READS = [
  ['a search that matches nobody', '/api/customers?search=nobody-by-this-name'],
  ['a name fragment (a dozen matches)', '/api/customers?search=Guest%204242'],
  // growCustomers makes them in one statement: one created_at for all, as an import would.
  ['the list’s first page, every customer sharing one created_at', '/api/customers?page=1&limit=10'],
] as const;

/** Grows the customer book to `size` customers, set-based, and settles it as a day's autovacuum would. */
async function growCustomers(url: string, size: number): Promise<void> {
  const handle = connectDatabase(url, 1);
  try {
    await handle.pool.query(
      `insert into customers (name, phone, email)
       select 'Bench Guest ' || g, '019' || lpad(g::text, 8, '0'), 'guest' || g || '@bench.test'
       from generate_series(1, $1::int - (select count(*)::int from customers)) g
       on conflict (phone) do nothing`,
      [size],
    );
    await handle.pool.query('vacuum (analyze) customers');
  } finally {
    await handle.close();
  }
}

/** The customer search and the year summary as the customer book grows: each should cost what it did. */
async function measureCustomerBooks(
  url: string,
  endpoint: (route: string) => autocannon.Options,
  pid: number,
): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  for (const size of CUSTOMER_BOOKS) {
    await growCustomers(url, size);
    const at = `at ${size.toLocaleString('en')} customers`;
    // One connection: a cashier typing a name waits for this answer alone, so its latency is the figure.
    for (const [label, route] of CUSTOMER_READS)
      measurements.push(
        await load(`GET ${route} ${at}, 1 connection: ${label}`, endpoint(route), pid, {
          ...settings,
          connections: 1,
        }),
      );
    const summary = '/api/dashboard/summary?range=year';
    measurements.push(await load(`GET ${summary} ${at}`, endpoint(summary), pid, settings));
  }
  return measurements;
}

/** The ceilings, the app against the bare routes round after round, then the endpoints measured alone. */
async function measureAll(
  url: string,
  bare: BareServer,
  auth: { headers: Record<string, string>; secret: string },
  dishes: BenchDish[],
): Promise<Results> {
  const { headers, secret } = auth;
  const measurements: Measurement[] = [
    await load('http ceiling: bare Fastify JSON route', { url: `${bare.url}/` }, bare.pid, settings),
    await dataCeiling(url),
  ];
  const app = await startApp({
    env: {
      DATABASE_URL: url,
      JWT_SECRET: secret,
      // The 'running at' line is logged at info; requests, which would cost CPU, only at debug.
      LOG_LEVEL: 'info',
      NODE_OPTIONS: process.env.APP_NODE_OPTIONS ?? '',
    },
  });
  const endpoint = (route: string, options: Partial<autocannon.Options> = {}): autocannon.Options => ({
    url: `${app.url}${route}`,
    headers,
    ...options,
  });
  const post = { method: 'POST' as const, body: invoiceBody };
  const pairs: Pair[] = [
    {
      key: 'list',
      name: 'GET /api/invoices?page=1&limit=10',
      app: endpoint('/api/invoices?page=1&limit=10'),
      bare: { url: `${bare.url}/list` },
    },
    {
      key: 'year',
      name: 'GET /api/dashboard/summary?range=year',
      app: endpoint('/api/dashboard/summary?range=year'),
      bare: { url: `${bare.url}/summary` },
    },
    {
      key: 'post',
      name: 'POST /api/invoices',
      app: endpoint('/api/invoices', post),
      bare: { url: `${bare.url}/invoices`, headers: { 'content-type': 'application/json' }, ...post },
    },
    ...auditPairs(endpoint, bare, app.child.pid!, dishes),
  ];
  try {
    const paired = await measurePairs(
      pairs.filter((pair) => wanted(pair.key)),
      { app: app.child.pid!, bare: bare.pid },
      settings,
    );
    const alone: [string, string, autocannon.Options][] = [
      ['today', 'GET /api/dashboard/summary?range=today', endpoint('/api/dashboard/summary?range=today')],
      [
        'tenders',
        'POST /api/invoices paid by 3 tenders (cash, bKash, card)',
        endpoint('/api/invoices', { method: 'POST', requests: [{ setupRequest: threeTenderRequest }] }),
      ],
      [
        'recipes',
        RECIPE_SAVE,
        endpoint('/api/invoices', { method: 'POST', body: recipeReceiptBody(dishes) }),
      ],
      ...PAGES.map(({ name, route }): [string, string, autocannon.Options] => [
        'pages',
        `GET ${route}: ${name}`,
        endpoint(route),
      ]),
    ];
    for (const [key, name, options] of alone)
      if (wanted(key)) measurements.push(await load(name, options, app.child.pid, settings));
    if (wanted('foodcost'))
      for (const [label, route] of FOOD_COST_REPORTS)
        measurements.push(
          await load(foodCostName(label, route), endpoint(route), app.child.pid, {
            ...settings,
            connections: 1,
          }),
        );
    if (wanted('vat'))
      for (const [label, route] of reads.vatRegisters)
        measurements.push(
          await load(vatRegisterName(label, route), endpoint(route), app.child.pid, {
            ...settings,
            connections: 1,
          }),
        );
    if (wanted('xreport'))
      measurements.push(
        await load(xReportName(), endpoint(reads.xReport), app.child.pid, { ...settings, connections: 1 }),
      );
    // Last: it grows the customer book the earlier measurements ran with.
    if (wanted('customers'))
      measurements.push(...(await measureCustomerBooks(url, (route) => endpoint(route), app.child.pid!)));
    // After that: it grows the shop to 1,000,000 receipts, most of them on Credit (issue 35).
    if (wanted('dues')) {
      log(`Growing the credit book to ${DUES_RECEIPTS.toLocaleString('en')} receipts...`);
      const statements = await growCreditBook(url);
      const pid = app.child.pid!;
      const dues = duesPairs(endpoint, pid, statements);
      paired.push(...(await measurePairs(dues, { app: pid, bare: pid }, { ...settings, connections: 1 })));
    }
    return { measurements, pairs: paired };
  } finally {
    await stopApp(app);
  }
}

const results = await withDatabase(async (url, kind) => {
  const handle = connectDatabase(url, 4);
  await migrateDatabase(handle.pool);
  log(`Seeding ${invoiceCount.toLocaleString('en')} receipts on the ${kind} database...`);
  const seedStarted = Date.now();
  await seedInvoiceVolume(handle.db, invoiceCount, log);
  if (wanted('foodcost')) await seedKitchenVolume(handle.db, log);
  const [seeded] = (
    await handle.pool.query<{ day: string }>('select max(issue_date)::text as day from invoices')
  ).rows;
  if (seeded?.day) reads = dayAndMonthReads(seeded.day);
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const dishes = wanted('recipes') || wanted('audit-save') ? await seedBenchDishes(handle.pool) : [];
  const { user } = await upsertUser(handle.db, {
    name: 'Bench Admin',
    email: 'bench@dastarkhan.local',
    password: 'bench-password',
    role: 'admin',
  });
  if (wanted('audit-list')) {
    log(`Growing the audit trail to ${AUDIT_ENTRIES.toLocaleString('en')} entries...`);
    await growAuditTrail(url, user._id);
  }
  await handle.close();

  const secret = crypto.randomBytes(32).toString('hex');
  const token = await new SignJWT({ role: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user._id)
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(secret));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const components = await componentCosts(url, secret, token);
  const bare = await startBareServer(url, user._id);
  try {
    return { kind, seedSeconds, components, ...(await measureAll(url, bare, { headers, secret }, dishes)) };
  } finally {
    bare.stop();
  }
});

const ceiling = results.measurements[1]!.requestsPerSecond;
console.log(
  `\n${results.kind} PostgreSQL, ${invoiceCount.toLocaleString('en')} receipts (seeded in ${results.seedSeconds.toFixed(1)} s), ${connections} connections, ${duration} s each, ${rounds} rounds\n`,
);
console.log(
  '| measurement | req/s | p50 ms | p99 ms | vs data ceiling | errors | CPU µs/req: load / app / PostgreSQL |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
const table = [
  ...results.measurements.slice(0, 2),
  ...results.pairs.flatMap((pair) => [pair.bare, pair.app]),
  ...results.measurements.slice(2),
];
for (const m of table) {
  const cpu = m.cpuMicrosPerRequest;
  const runs = m.runs && m.runs.length > 1 ? ` (runs ${m.runs.join(', ')})` : '';
  console.log(
    `| ${m.name} | ${m.requestsPerSecond}${runs} | ${m.p50} | ${m.p99} | ${percent(m.requestsPerSecond, ceiling)} % | ${m.errors} | ${cpu ? `${cpu.bench} / ${cpu.app} / ${cpu.postgres}` : ''} |`,
  );
}

const report = ratioReport(results.pairs);
console.log(`\n${report.lines.join('\n')}`);

const targeted = results.measurements.filter((m) => P99_TARGETS.has(m.name));
const missed: string[] = [];
if (targeted.length > 0) {
  console.log(
    `\n| latency target at ${connections} connections | p50 ms | p99 ms | p99 at most (ms) | met |`,
  );
  console.log('|---|---:|---:|---:|---|');
  for (const m of targeted) {
    const target = P99_TARGETS.get(m.name)!;
    const met = m.p99 < target && m.errors === 0;
    if (!met) missed.push(`${m.name}: p99 ${m.p99} ms (${m.errors} errors)`);
    console.log(`| ${m.name} | ${m.p50} | ${m.p99} | ${target} | ${met ? 'yes' : 'NO'} |`);
  }
}

const pageRuns = PAGES.map(({ name }) => results.measurements.find((m) => m.name.endsWith(`: ${name}`)));
const [firstPage, ...deepPages] = pageRuns;
if (firstPage)
  for (const [index, deep] of deepPages.entries())
    if (deep)
      console.log(
        `\n${PAGES[index + 1]!.name}: ${percent(deep.requestsPerSecond, firstPage.requestsPerSecond)} % of page 1's req/s ` +
          `(PostgreSQL ${deep.cpuMicrosPerRequest?.postgres} µs/req against ${firstPage.cpuMicrosPerRequest?.postgres})`,
      );

const [month, year] = FOOD_COST_REPORTS.map(([label, route]) =>
  results.measurements.find((m) => m.name === foodCostName(label, route)),
);
if (month && year)
  console.log(
    `\nfood cost report: the year's p50 is ${(year.p50 / month.p50).toFixed(2)}× the month's (${year.p50} ms against ${month.p50} ms; at most 2× and 300 ms)`,
  );

const [vatDay, vatMonth] = reads.vatRegisters.map(([label, route]) =>
  results.measurements.find((m) => m.name === vatRegisterName(label, route)),
);
const xReport = results.measurements.find((m) => m.name === xReportName());
const monthOverDay: string[] = [];
/** One connection: the time per answer is one over the rate (p50 rounds these sub-millisecond answers to 0). */
function compareMonthWithDay(what: string, month: Measurement, day: Measurement) {
  const ratio = day.requests / month.requests;
  if (ratio > MONTH_OVER_DAY_LIMIT) monthOverDay.push(`${what}: ${ratio.toFixed(2)}×`);
  console.log(
    `\n${what}: the month's answer takes ${ratio.toFixed(2)}× the day's (${month.requests} against ${day.requests} answers in the same time; at most ${MONTH_OVER_DAY_LIMIT}×)`,
  );
}
if (vatDay && vatMonth) compareMonthWithDay('VAT register', vatMonth, vatDay);
if (xReport && vatMonth)
  compareMonthWithDay("VAT register's month against the X report of a day", vatMonth, xReport);

console.log('\n| inside the list endpoint | µs of CPU per call |');
console.log('|---|---:|');
for (const { name, microsPerCall } of results.components) console.log(`| ${name} | ${microsPerCall} |`);

if (!only) {
  const resultsFile = path.join(repoRoot, 'bench', 'results', 'latest.json');
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  const previous = fs.existsSync(resultsFile)
    ? (JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as Record<string, unknown>)
    : {};
  const key = `${results.kind}-${invoiceCount}`;
  const { seedSeconds, measurements, pairs, components } = results;
  fs.writeFileSync(
    resultsFile,
    `${JSON.stringify({ ...previous, [key]: { at: new Date().toISOString(), invoices: invoiceCount, ...settings, seedSeconds, measurements, pairs, components } }, null, 2)}\n`,
  );
  console.log(`\nwrote ${path.relative(repoRoot, resultsFile)} (${key})`);
}

if (values.check && (report.exceeded.length > 0 || missed.length > 0 || monthOverDay.length > 0)) {
  if (report.exceeded.length > 0) console.error(`\nPairs over their limits: ${report.exceeded.join('; ')}`);
  if (monthOverDay.length > 0) console.error(`\nMonths over a day's: ${monthOverDay.join('; ')}`);
  if (missed.length > 0) console.error(`\nLatency targets missed: ${missed.join('; ')}`);
  process.exit(1);
}
process.exit(0);
