import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readEnv } from '../src/config/env';
import { connectionFile } from '../src/db/embedded';
import { fail, readArgs } from '../src/lib/cli-args';
import {
  operationsWithInputs,
  resourceOf,
  type ApiOperation,
  type OpenApiDocument,
} from '../src/support/api-operations';
import { ADMIN, createAccount, signIn, type Account } from '../src/support/app-accounts';
import { startApp, stopApp, type AppProcess } from '../src/support/app-process';
import { withDatabase } from '../src/support/database-url';
import { httpCaller, seedProbeFixtures, type ProbeFixtures } from '../src/support/probe-fixtures';
import { exampleFor } from '../src/support/schema-examples';
import { sqlmapMisses } from './sqlmap-canary';
import { runSqlmap, type SqlmapTarget } from './sqlmap-run';

// npm run security:sqlmap [-- FILTER]   (FILTER: only endpoints whose path contains it, e.g. /api/invoices)
// Starts the built app on loopback with a fresh data folder (or a fresh database on DATABASE_URL's server),
// seeds a row of everything, and runs Debian's sqlmap over every endpoint that takes a path, query or body
// parameter, as listed by the app's own OpenAPI document. Fails if any parameter is reported injectable.
const STAFF: Account = {
  name: 'Probe Staff',
  email: 'staff@proof.dastarkhan.local',
  password: 'probe-staff-1',
  role: 'staff',
};
const PARALLEL = 2;
const filter = readArgs({}).positionals[0] ?? '';

try {
  execFileSync('sqlmap', ['--version'], { stdio: 'ignore' });
} catch {
  fail('sqlmap is not installed: apt-get install sqlmap');
}

/** The sqlmap target for an operation: `*` marks every path and query value, JSON bodies are found by sqlmap. */
function targetFor(base: string, operation: ApiOperation, fixtures: ProbeFixtures): SqlmapTarget {
  let url = operation.path;
  for (const param of operation.pathParams) {
    const value = fixtures.pathValues[resourceOf(operation.path, param)] ?? crypto.randomUUID();
    url = url.replace(`{${param}}`, `${encodeURIComponent(value)}*`);
  }
  const query = operation.query
    .map(({ name, schema }) => `${name}=${encodeURIComponent(fixtures.queryValue(name, schema))}*`)
    .join('&');
  const data = operation.body ? JSON.stringify(exampleFor(operation.body, fixtures.hints)) : undefined;
  return {
    method: operation.method,
    url: `${base}${url}${query ? `?${query}` : ''}`,
    data,
    code: operation.successCode,
  };
}

const env = readEnv();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dastarkhan-sqlmap-'));
fs.chmodSync(workDir, 0o755);
const database = env.DATABASE_URL ? `dastarkhan_sqlmap_${crypto.randomBytes(4).toString('hex')}` : undefined;
const adminQuery = async (sql: string) => {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  await client.query(sql).finally(() => client.end());
};
if (database) await adminQuery(`create database ${database}`);
const appEnv = {
  DATA_DIR: path.join(workDir, 'data'),
  DATABASE_URL: database ? withDatabase(env.DATABASE_URL!, database) : '',
  TRUST_PROXY: 'true',
};
fs.mkdirSync(appEnv.DATA_DIR);

const started = performance.now();
let exitCode = 1;
let app: AppProcess | undefined;
try {
  await createAccount(appEnv, ADMIN);
  await createAccount(appEnv, STAFF);
  const running = await startApp({ env: appEnv, entry: 'dist' });
  app = running;
  const base = running.url;
  const databaseUrl = appEnv.DATABASE_URL || fs.readFileSync(connectionFile(appEnv.DATA_DIR), 'utf8').trim();
  const missed = await sqlmapMisses(databaseUrl);
  if (missed.length) throw new Error(`sqlmap missed the planted injection in ${missed.join(', ')}`);
  console.log('canary: sqlmap reports the planted injections with these settings');
  const authorization = await signIn(base);
  const call = httpCaller(base, authorization);
  const { users } = (await call('GET', `/api/users?search=${encodeURIComponent(STAFF.email)}`)) as {
    users: { _id: string }[];
  };
  const fixtures = await seedProbeFixtures(call, users[0]!._id);
  const document = (await (await fetch(`${base}/api/openapi.json`)).json()) as OpenApiDocument;
  const queue = operationsWithInputs(document)
    .filter((operation) => operation.path.includes(filter))
    .map((operation) => targetFor(base, operation, fixtures));
  const endpoints = queue.length;
  let tested = 0;
  const findings: string[] =
    endpoints === 0 ? ['the OpenAPI document lists no endpoint with parameters'] : [];
  const worker = async (n: number) => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      const outcome = await runSqlmap(target, authorization, path.join(workDir, `out-${n}`));
      const where = `${target.method} ${target.url.replace(base, '')}`;
      tested += outcome.tested.length;
      console.log(`${where}: ${outcome.tested.length} parameter(s), ${outcome.injectable.length} injectable`);
      for (const parameter of outcome.injectable) findings.push(`${where}: ${parameter} is injectable`);
      // sqlmap's own account of what it found: the injection point, technique and payload.
      const report = /sqlmap identified the following injection point[\s\S]*?\n---\n([\s\S]*?)\n---/.exec(
        outcome.log,
      );
      if (report) console.log(report[1]);
      for (const problem of outcome.problems) findings.push(`${where}: sqlmap: ${problem}`);
      if (outcome.tested.length === 0) findings.push(`${where}: sqlmap tested no parameter`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, (_, n) => worker(n)));
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`\nsqlmap: ${tested} parameters tested over ${endpoints} endpoints in ${seconds} s`);
  if (findings.length) console.error(`FAILED:\n  ${findings.join('\n  ')}`);
  else {
    console.log('sqlmap: no parameter is injectable');
    exitCode = 0;
  }
} catch (error) {
  console.error(`sqlmap run failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (app) await stopApp(app);
  if (database) await adminQuery(`drop database if exists ${database} with (force)`);
  fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
