import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
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
import { cpuPerRequest, cpuSample, type CpuSample } from './cpu';
import { seedInvoiceVolume } from '../src/seed/receipt-volume';

// npm run bench -- [--invoices 100000] [--duration 10] [--connections 20] [--rounds 3] [--only list,post]
// Uses DATABASE_URL when set (a fresh database is created there and dropped after), else an embedded server.
// --only runs a subset of the app's endpoints (list, year, today, post, pages) for quick iterations; the HTTP
// and data ceilings always run, and a partial run does not touch bench/results/latest.json. The data ceiling, the
// Fastify + pg ceiling and the list alternate --rounds times. APP_NODE_OPTIONS passes Node options to the app
// under test (for example `--require` of a profiler).
const { values } = readArgs({
  invoices: { type: 'string' },
  duration: { type: 'string' },
  connections: { type: 'string' },
  only: { type: 'string' },
  rounds: { type: 'string' },
});
const only = values.only?.split(',');
const wanted = (endpoint: string) => !only || only.includes(endpoint);
const invoiceCount = Number(values.invoices ?? 100_000);
const duration = Number(values.duration ?? 10);
const connections = Number(values.connections ?? 20);
const rounds = Number(values.rounds ?? 3);
const log = (line: string) => console.log(line);
/** Every measurement first runs this long unrecorded, so JIT compilation and pool start-up are not timed. */
const WARMUP_SECONDS = 3;
const APP_WARMUP_SECONDS = 10;

type Measurement = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU per request in the load generator, the process under test and PostgreSQL (cpu.ts). */
  cpuMicrosPerRequest?: CpuSample;
  /** Each run's req/s where the measurement was repeated and this is its median run. */
  runs?: number[];
  /** % of the data ceiling, where it is not simply this req/s over the ceiling's (pairedWithCeilings). */
  ratioToCeiling?: number;
  ratiosByRound?: number[];
  /** The list's % of the Fastify + pg ceiling: median of the rounds, and each round's. */
  toFrameworkCeiling?: { ratio: number; byRound: number[] };
};

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
    return await run(embedded.url, 'embedded');
  } finally {
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function load(name: string, options: autocannon.Options, appPid?: number): Promise<Measurement> {
  await autocannon({ connections, duration: WARMUP_SECONDS, ...options });
  const before = cpuSample(appPid);
  const result = await autocannon({ connections, duration, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMicrosPerRequest: cpuPerRequest(before, cpuSample(appPid), result.requests.total),
  };
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
    cpuMicrosPerRequest: cpu,
  };
}

type BareServer = { url: string; pid: number; stop(): void };

/** bare-server.ts: the HTTP ceiling, and with a database the Fastify + pg ceiling on the list statement. */
async function startBareServer(databaseUrl: string): Promise<BareServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, 'bench', 'bare-server.ts')],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, POOL_SIZE: String(APP_POOL_SIZE) },
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** The run with the median throughput, carrying every run's req/s. */
function medianRun(runs: Measurement[]): Measurement {
  const rate = median(runs.map((run) => run.requestsPerSecond));
  return {
    ...runs.find((run) => run.requestsPerSecond === rate)!,
    runs: runs.map((run) => run.requestsPerSecond),
  };
}

/**
 * The list's ratio is taken within each round, against the ceiling run just before it, and the median of
 * those kept: a slow minute then lowers both sides of one ratio instead of one side of the medians.
 */
function pairedWithCeilings(
  lists: Measurement[],
  ceilings: Measurement[],
): Measurement & { ratioToCeiling: number; ratiosByRound: number[] } {
  const ratios = lists.map((list, round) =>
    percent(list.requestsPerSecond, ceilings[round]!.requestsPerSecond),
  );
  return { ...medianRun(lists), ratioToCeiling: median(ratios), ratiosByRound: ratios };
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);

/**
 * The receipt list's page 1, page 1,000 and a page far past the end (ADR 0054), measured one after the other so
 * the three meet the same minute of this shared machine, and compared after the table. Page 1,000 exists at every
 * bench size (at 10,000 receipts it is the last page); they run before the saves add receipts.
 */
const PAGES = [
  { name: 'receipt list page 1, beside the deep pages', route: '/api/invoices?page=1&limit=10' },
  { name: 'receipt list page 1,000', route: '/api/invoices?page=1000&limit=10' },
  { name: 'receipt list page 1,000,000 (past the end)', route: '/api/invoices?page=1000000&limit=100' },
] as const;

const invoiceBody = JSON.stringify({
  // The bench's database has no business details saved; the receipt brings its name (ADR 0060).
  businessName: 'Bench Kitchen',
  customer: { name: 'Bench Walk-in', phoneNumber: '' },
  items: [
    { name: 'Basmoti Kacchi', price: 350, quantity: 2 },
    { name: 'Borhani', price: 80, quantity: 1 },
  ],
  discountType: 'percent',
  discountAmount: 10,
  paymentMethod: 'Cash',
});

/** The HTTP ceiling, then rounds of data ceiling, Fastify + pg ceiling and list, then the other endpoints. */
async function measureAgainstCeilings(
  url: string,
  bare: BareServer,
  auth: { headers: Record<string, string>; secret: string },
): Promise<Measurement[]> {
  const { headers, secret } = auth;
  const measurements: Measurement[] = [
    await load('http ceiling: bare Fastify JSON route', { url: `${bare.url}/` }, bare.pid),
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
  const list = endpoint('/api/invoices?page=1&limit=10');
  const framework = { url: `${bare.url}/list` };
  try {
    // A fresh process ran its first list round ~10 % slower than the later ones (JIT, the pool's first
    // connections): each runs the list unrecorded first, longer than each measurement's own warm-up.
    for (const options of [list, framework])
      await autocannon({ connections, duration: APP_WARMUP_SECONDS, ...options });
    // The list target is a ratio of two runs. Alternating them, round after round, keeps a busy neighbour on
    // the shared machine from landing on one side only.
    const ceilings: Measurement[] = [];
    const frameworks: Measurement[] = [];
    const lists: Measurement[] = [];
    for (let round = 0; round < rounds; round++) {
      ceilings.push(await dataCeiling(url));
      if (!wanted('list')) continue;
      frameworks.push(
        await load('Fastify + pg ceiling: list statement, no auth or hooks', framework, bare.pid),
      );
      lists.push(await load('GET /api/invoices?page=1&limit=10', list, app.child.pid));
    }
    measurements.push(medianRun(ceilings));
    if (lists.length > 0) {
      const { ratioToCeiling, ratiosByRound } = pairedWithCeilings(lists, frameworks);
      measurements.push(pairedWithCeilings(frameworks, ceilings), {
        ...pairedWithCeilings(lists, ceilings),
        toFrameworkCeiling: { ratio: ratioToCeiling, byRound: ratiosByRound },
      });
    }
    const others: [string, string, autocannon.Options][] = [
      ['year', 'GET /api/dashboard/summary?range=year', endpoint('/api/dashboard/summary?range=year')],
      ['today', 'GET /api/dashboard/summary?range=today', endpoint('/api/dashboard/summary?range=today')],
      ...PAGES.map(({ name, route }): [string, string, autocannon.Options] => [
        'pages',
        `GET ${route}: ${name}`,
        endpoint(route),
      ]),
      ['post', 'POST /api/invoices', endpoint('/api/invoices', { method: 'POST', body: invoiceBody })],
    ];
    for (const [key, name, options] of others)
      if (wanted(key)) measurements.push(await load(name, options, app.child.pid));
  } finally {
    await stopApp(app);
  }
  return measurements;
}

const results = await withDatabase(async (url, kind) => {
  const handle = connectDatabase(url, 4);
  await migrateDatabase(handle.pool);
  log(`Seeding ${invoiceCount.toLocaleString('en')} receipts on the ${kind} database...`);
  const seedStarted = Date.now();
  await seedInvoiceVolume(handle.db, invoiceCount, log);
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const { user } = await upsertUser(handle.db, {
    name: 'Bench Admin',
    email: 'bench@dastarkhan.local',
    password: 'bench-password',
    role: 'admin',
  });
  await handle.close();

  const secret = crypto.randomBytes(32).toString('hex');
  const token = await new SignJWT({ role: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user._id)
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(secret));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const components = await componentCosts(url, secret, token);
  const bare = await startBareServer(url);
  try {
    const measurements = await measureAgainstCeilings(url, bare, { headers, secret });
    return { kind, seedSeconds, measurements, components };
  } finally {
    bare.stop();
  }
});

const ceiling = results.measurements[1]!.requestsPerSecond;
console.log(
  `\n${results.kind} PostgreSQL, ${invoiceCount.toLocaleString('en')} receipts (seeded in ${results.seedSeconds.toFixed(1)} s), ${connections} connections, ${duration} s each\n`,
);
console.log(
  '| measurement | req/s | p50 ms | p99 ms | vs data ceiling | errors | CPU µs/req: load / app / PostgreSQL |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const m of results.measurements) {
  const cpu = m.cpuMicrosPerRequest;
  const runs = m.runs ? ` (runs ${m.runs.join(', ')})` : '';
  const ratio = m.ratioToCeiling ?? percent(m.requestsPerSecond, ceiling);
  const byRound = m.ratiosByRound ? ` (median of ${m.ratiosByRound.map((r) => `${r} %`).join(', ')})` : '';
  console.log(
    `| ${m.name} | ${m.requestsPerSecond}${runs} | ${m.p50} | ${m.p99} | ${ratio} %${byRound} | ${m.errors} | ${cpu ? `${cpu.bench} / ${cpu.app} / ${cpu.postgres}` : ''} |`,
  );
}

for (const { name, toFrameworkCeiling } of results.measurements)
  if (toFrameworkCeiling)
    console.log(
      `\n${name} against the Fastify + pg ceiling: ${toFrameworkCeiling.ratio} % (median of ${toFrameworkCeiling.byRound.map((r) => `${r} %`).join(', ')})`,
    );

const pageRuns = PAGES.map(({ name }) => results.measurements.find((m) => m.name.endsWith(`: ${name}`)));
const [firstPage, ...deepPages] = pageRuns;
if (firstPage)
  for (const [index, deep] of deepPages.entries())
    if (deep)
      console.log(
        `\n${PAGES[index + 1]!.name}: ${percent(deep.requestsPerSecond, firstPage.requestsPerSecond)} % of page 1's req/s ` +
          `(PostgreSQL ${deep.cpuMicrosPerRequest?.postgres} µs/req against ${firstPage.cpuMicrosPerRequest?.postgres})`,
      );

console.log('\n| inside the list endpoint | µs of CPU per call |');
console.log('|---|---:|');
for (const { name, microsPerCall } of results.components) console.log(`| ${name} | ${microsPerCall} |`);

if (only) process.exit(0);
const resultsFile = path.join(repoRoot, 'bench', 'results', 'latest.json');
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
const previous = fs.existsSync(resultsFile)
  ? (JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as Record<string, unknown>)
  : {};
const key = `${results.kind}-${invoiceCount}`;
fs.writeFileSync(
  resultsFile,
  `${JSON.stringify({ ...previous, [key]: { at: new Date().toISOString(), invoices: invoiceCount, connections, duration, rounds, seedSeconds: results.seedSeconds, measurements: results.measurements, components: results.components } }, null, 2)}\n`,
);
console.log(`\nwrote ${path.relative(repoRoot, resultsFile)} (${key})`);
