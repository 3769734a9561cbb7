import fs from 'node:fs';
import { businessDay, DEFAULT_TIME_ZONE, shiftDate } from '@dastarkhan/contract/periods';
import autocannon from 'autocannon';
import { withScratchShopApp } from './history';
import type { ShopShape } from './history-seed';
import { invoiceBody } from './receipt-body';

/**
 * A shop with a few tablets: three counter tablets, a waiter's tablet, the kitchen's screen, the manager's
 * phone and the owner's laptop, each sending its next request as soon as the last is answered (a closed loop,
 * so the run finds the most the server gives at this concurrency, not a paced rate).
 */
export const MIXED_LOAD_CONNECTIONS = 7;

const isoDay = (daysAgo: number) => shiftDate(businessDay(new Date(), DEFAULT_TIME_ZONE), -daysAgo);
/** One of the seeded customers ("Bench Guest N", phone 019 and N in 8 digits) that every shop has. */
const guest = () => 1000 + Math.floor(Math.random() * 9000);

/**
 * The screens' reads at their share of a day's requests, and the receipt saves: the counter polls the open
 * orders and saves receipts, cashiers look customers up, the lists are opened (mostly page 1, sometimes deep),
 * and the owner reads the dashboard and the reports now and then. Weights are percentages.
 */
const MIX: { weight: number; method?: 'POST'; route: () => string }[] = [
  { weight: 15, route: () => '/api/orders' },
  { weight: 10, method: 'POST', route: () => '/api/invoices' },
  { weight: 15, route: () => '/api/invoices?page=1&limit=10' },
  { weight: 2, route: () => '/api/invoices?page=100&limit=10' },
  { weight: 10, route: () => '/api/dashboard/summary?range=today' },
  { weight: 3, route: () => '/api/dashboard/summary?range=year' },
  { weight: 3, route: () => '/api/dashboard/sales-series?range=month' },
  // Cashiers find a regular by phone (the whole number or its last digits) more often than by name.
  { weight: 4, route: () => `/api/customers?search=019${String(guest()).padStart(8, '0')}` },
  { weight: 2, route: () => `/api/customers?search=${String(guest()).padStart(6, '0')}` },
  { weight: 4, route: () => `/api/customers?search=Guest%20${guest()}` },
  { weight: 4, route: () => '/api/customers?search=nobody-by-this-name' },
  { weight: 4, route: () => '/api/customers?page=1&limit=10' },
  { weight: 8, route: () => '/api/inventory?page=1&limit=10' },
  { weight: 3, route: () => '/api/inventory?page=2&limit=50' },
  { weight: 4, route: () => '/api/costs?page=1&limit=10' },
  { weight: 2, route: () => '/api/audit?page=1&limit=10' },
  { weight: 4, route: () => `/api/food-cost/report?from=${isoDay(29)}&to=${isoDay(0)}` },
  { weight: 1, route: () => `/api/food-cost/report?from=${isoDay(364)}&to=${isoDay(0)}` },
  { weight: 2, route: () => '/api/food-cost/kitchen?range=month' },
];
const TOTAL_WEIGHT = MIX.reduce((sum, entry) => sum + entry.weight, 0);

/** The next request of the mix, signed in; a GET carries no body and so no content type (Fastify's 400). */
function pickRequest(authorization: string): autocannon.Request {
  let draw = Math.random() * TOTAL_WEIGHT;
  const entry = MIX.find(({ weight }) => (draw -= weight) < 0) ?? MIX[0]!;
  return entry.method === 'POST'
    ? {
        method: 'POST',
        path: entry.route(),
        headers: { authorization, 'content-type': 'application/json' },
        body: invoiceBody,
      }
    : { method: 'GET', path: entry.route(), headers: { authorization } };
}

const rssMegabytes = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
};

export type MixedLoadResult = {
  connections: number;
  minutes: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  rss: { start: number; peak: number; end: number };
};

/**
 * The mix for `minutes` on a scratch copy of one shop (its receipt saves never reach the kept shop), with the
 * app's resident memory sampled every second; served by another checkout's built server when `appRoot` is given.
 */
export async function runMixedLoad(
  shape: ShopShape,
  minutes: number,
  log: (line: string) => void,
  appRoot?: string,
): Promise<MixedLoadResult> {
  return withScratchShopApp(
    shape,
    log,
    async (shop) => {
      const pid = shop.app.child.pid!;
      const rss = { start: rssMegabytes(pid), peak: 0, end: 0 };
      const sampler = setInterval(() => (rss.peak = Math.max(rss.peak, rssMegabytes(pid))), 1000);
      log(
        `Mixed load on the ${shape.years}-year shop: ${MIXED_LOAD_CONNECTIONS} connections, ${minutes} min...`,
      );
      try {
        const result = await autocannon({
          url: shop.app.url,
          connections: MIXED_LOAD_CONNECTIONS,
          duration: Math.round(minutes * 60),
          requests: [{ setupRequest: () => pickRequest(shop.headers.authorization!) }],
        });
        rss.end = rssMegabytes(pid);
        return {
          connections: MIXED_LOAD_CONNECTIONS,
          minutes,
          requests: result.requests.total,
          requestsPerSecond: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
          rss: { ...rss, peak: Math.max(rss.peak, rss.end) },
        };
      } finally {
        clearInterval(sampler);
      }
    },
    appRoot,
  );
}
