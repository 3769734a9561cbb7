import crypto from 'node:crypto';
import { businessDay, DEFAULT_TIME_ZONE, shiftDate } from '@dastarkhan/contract/periods';
import type autocannon from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';
import { startApp, stopApp, type AppProcess } from '../src/support/app-process';
import { measurePostgresServing } from './cpu';
import { BENCH_ADMIN, withScratchCopy, withShops, type ShopShape } from './history-seed';
import { measurePairs, type Pair, type PairResult } from './pairs';

/** Issue 33: every figure of a 10-year shop answers within 1.5× of the same figure of a 1-year shop. */
export const HISTORY_LIMIT = 1.5;

/** A running app on one shop, and what its routes need to know of that shop. */
export type ShopApp = {
  app: AppProcess & { url: string };
  headers: Record<string, string>;
  /** The stock item with the longest history of movements (the same item in both shops). */
  busiestItemId: string;
};

const isoDay = (daysAgo: number) => shiftDate(businessDay(new Date(), DEFAULT_TIME_ZONE), -daysAgo);

/** A figure the app shows: its name and its route on a shop. */
type Figure = { name: string; route: (shop: ShopApp) => string };
/** A list: its page 1 and its page `deep` (1,000, or the 1-year shop's last page where it has fewer). */
type List = { name: string; route: (shop: ShopApp, page: number) => string; limit: number };

const FIGURES: Figure[] = [
  { name: 'dashboard summary, today', route: () => '/api/dashboard/summary?range=today' },
  { name: 'dashboard summary, year', route: () => '/api/dashboard/summary?range=year' },
  { name: 'sales series, month', route: () => '/api/dashboard/sales-series?range=month' },
  { name: 'sales series, year', route: () => '/api/dashboard/sales-series?range=year' },
  {
    name: 'food-cost report, month',
    route: () => `/api/food-cost/report?from=${isoDay(29)}&to=${isoDay(0)}`,
  },
  {
    name: 'food-cost report, year',
    route: () => `/api/food-cost/report?from=${isoDay(364)}&to=${isoDay(0)}`,
  },
  { name: 'kitchen summary, month', route: () => '/api/food-cost/kitchen?range=month' },
  { name: 'open orders', route: () => '/api/orders' },
  // The same customers match in both shops (Bench Guest 4242, 019 0000 4242): a name such as 'Guest 4242' matched
  // 1 at one year and 11 at ten, a different figure. Each is a range of a phone b-tree (ADR 0176).
  { name: 'customer search, a phone number', route: () => '/api/customers?search=01900004242' },
  { name: 'customer search, a phone’s last digits', route: () => '/api/customers?search=004242' },
  { name: 'customer search, no match', route: () => '/api/customers?search=nobody-by-this-name' },
  // The open day's X report (issue 34): every figure a sum of the day's roll-up rows, at any history.
  { name: 'X report', route: () => '/api/days/x-report' },
];

const LISTS: List[] = [
  { name: 'receipts', route: (_, page) => `/api/invoices?page=${page}&limit=10`, limit: 10 },
  { name: 'inventory, page of 10', route: (_, page) => `/api/inventory?page=${page}&limit=10`, limit: 10 },
  { name: 'inventory, page of 50', route: (_, page) => `/api/inventory?page=${page}&limit=50`, limit: 50 },
  { name: 'costs', route: (_, page) => `/api/costs?page=${page}&limit=10`, limit: 10 },
  { name: 'customers', route: (_, page) => `/api/customers?page=${page}&limit=10`, limit: 10 },
  { name: 'audit trail', route: (_, page) => `/api/audit?page=${page}&limit=10`, limit: 10 },
  {
    name: 'an item’s movements',
    route: (shop, page) => `/api/inventory/${shop.busiestItemId}/movements?page=${page}&limit=10`,
    limit: 10,
  },
];

const DEEP_PAGE = 1000;

/** Page 1,000, or the last page of the smaller shop's list when it has fewer. */
async function deepPageOf(list: List, small: ShopApp): Promise<number> {
  const response = await fetch(`${small.app.url}${list.route(small, 1)}`, { headers: small.headers });
  const { data } = (await response.json()) as { data: { total: number } };
  return Math.max(1, Math.min(DEEP_PAGE, Math.floor(data.total / list.limit)));
}

/** Every figure and every list's page 1 and deep page, as routes on each shop. */
async function figureRoutes(small: ShopApp): Promise<Figure[]> {
  const pages: Figure[] = [];
  for (const list of LISTS) {
    const deep = await deepPageOf(list, small);
    pages.push({ name: `${list.name}, page 1`, route: (shop) => list.route(shop, 1) });
    pages.push({
      name: `${list.name}, page ${deep.toLocaleString('en')}`,
      route: (shop) => list.route(shop, deep),
    });
  }
  return [...FIGURES, ...pages];
}

async function startShopApp(url: string, secret: string, appRoot?: string): Promise<ShopApp> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const admin = await db.query<{ id: string }>('select id from users where email = $1', [
      BENCH_ADMIN.email,
    ]);
    // The same item in both shops: the first dish's first ingredient, by name.
    const item = await db.query<{ id: string }>(
      `select id from inventory_items where name = (
         select min(i.name) from inventory_movements m join inventory_items i on i.id = m.item_id where m.kind = 'sale')`,
    );
    const token = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.rows[0]!.id)
      .setExpirationTime('12h')
      .sign(new TextEncoder().encode(secret));
    const app = await startApp({
      env: { DATABASE_URL: url, JWT_SECRET: secret, LOG_LEVEL: 'info' },
      root: appRoot,
    });
    return {
      app,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      busiestItemId: item.rows[0]!.id,
    };
  } finally {
    await db.end();
  }
}

export type HistoryOptions = {
  big: ShopShape;
  small: ShopShape;
  duration: number;
  rounds: number;
  warmup: number;
  /** Names' starts of the figures to measure; all when absent. */
  only?: string[];
  log: (line: string) => void;
};

/** Both shops served at once, each by its own app; `run` gets them in the shapes' order. */
export async function withShopApps<T>(
  shapes: ShopShape[],
  log: (line: string) => void,
  run: (apps: ShopApp[]) => Promise<T>,
): Promise<T> {
  return withShops(shapes, log, (urls) => withAppsOn(urls, run));
}

/**
 * One shop's scratch copy served by an app, for a run that writes (history-seed.ts `withScratchCopy`); `appRoot`
 * serves it with another checkout's built server (its `dist/main.js`) instead of this one.
 */
export async function withScratchShopApp<T>(
  shape: ShopShape,
  log: (line: string) => void,
  run: (app: ShopApp) => Promise<T>,
  appRoot?: string,
): Promise<T> {
  return withShops([shape], log, ([url]) =>
    withScratchCopy(url!, log, (scratch) => withAppsOn([scratch], ([app]) => run(app!), appRoot)),
  );
}

async function withAppsOn<T>(
  urls: string[],
  run: (apps: ShopApp[]) => Promise<T>,
  appRoot?: string,
): Promise<T> {
  await measurePostgresServing(urls[0]!);
  const secret = crypto.randomBytes(32).toString('hex');
  const apps: ShopApp[] = [];
  try {
    for (const url of urls) apps.push(await startShopApp(url, secret, appRoot));
    return await run(apps);
  } finally {
    for (const { app } of apps) await stopApp(app);
  }
}

/**
 * Each figure on the 10-year shop against the same figure on the 1-year shop, one connection (one reader
 * waiting for the answer), in slices that alternate the two shops within every round (pairs.ts), so a
 * neighbour's burst on this shared machine falls on both sides of a ratio.
 */
export async function measureHistory(options: HistoryOptions): Promise<PairResult[]> {
  const { big, small, duration, rounds, warmup, only, log } = options;
  return withShopApps([small, big], log, async ([smallShop, bigShop]) => {
    const figures = (await figureRoutes(smallShop!)).filter(
      ({ name }) => !only || only.some((start) => name.startsWith(start)),
    );
    const request = (shop: ShopApp, route: string): autocannon.Options => ({
      url: `${shop.app.url}${route}`,
      headers: shop.headers,
      connections: 1,
    });
    const pairs: Pair[] = figures.map(({ name, route }) => ({
      key: name,
      name: `${name}: ${big.years} years`,
      app: request(bigShop!, route(bigShop!)),
      bare: request(smallShop!, route(smallShop!)),
      referenceName: `${small.years} year`,
      processes: { app: bigShop!.app.child.pid!, bare: smallShop!.app.child.pid! },
      limit: HISTORY_LIMIT,
      metric: 'time per answer',
    }));
    log(`Measuring ${pairs.length} figures, ${rounds} rounds of ${duration} s a side...`);
    return measurePairs(pairs, { app: 0, bare: 0 }, { connections: 1, duration, rounds, warmup });
  });
}

/** The table of issue 33: each figure's p50 and PostgreSQL CPU per answer at both ages, and their ratio. */
export function historyReport(results: PairResult[], big: ShopShape, small: ShopShape) {
  const lines = [
    `| figure, 1 connection | ${small.years} year: p50 ms, PostgreSQL µs/answer | ${big.years} years: p50 ms, PostgreSQL µs/answer | ratio of time per answer (rounds) | at most | within |`,
    '|---|---:|---:|---:|---:|---|',
  ];
  const exceeded: string[] = [];
  for (const { name, app, bare, ratio, ratiosByRound, limit } of results) {
    const within = ratio <= limit && app.errors === 0 && bare.errors === 0;
    if (!within) exceeded.push(`${name}: ${ratio}× (errors ${bare.errors} / ${app.errors})`);
    const side = (m: typeof app) => `${m.p50}, ${m.cpuMicrosPerRequest?.postgres ?? '–'}`;
    lines.push(
      `| ${name.replace(/: \d+ years$/, '')} | ${side(bare)} | ${side(app)} | ${ratio} (${ratiosByRound.join(', ')}) | ${limit} | ${within ? 'yes' : 'NO'} |`,
    );
  }
  return { lines, exceeded };
}
