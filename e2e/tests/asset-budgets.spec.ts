import type { Page, Response } from '@playwright/test';
import { ACCOUNTS, BUSINESS } from '../support/accounts';
import { expect, signInAs, test } from '../support/fixtures';
import { apiTokenOn, startServer, type RunningServer } from '../support/server';

/**
 * A script the page loaded, as Resource Timing reports it (transferSize: bytes over the wire, 0 from cache).
 * Hashed ones are the build's `/assets/` files.
 */
type Download = {
  url: string;
  startTime: number;
  transferSize: number;
  encodedBodySize: number;
  decodedBodySize: number;
};

/** What the page downloaded of one kind (`.js`, `.woff2`), as Resource Timing reports it. */
const downloads = (page: Page, extension: string): Promise<Download[]> =>
  page.evaluate(
    (extension) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.endsWith(extension))
        .map(({ name, startTime, transferSize, encodedBodySize, decodedBodySize }) => ({
          url: name,
          startTime,
          transferSize,
          encodedBodySize,
          decodedBodySize,
        })),
    extension,
  );

const scripts = (page: Page) => downloads(page, '.js');

/**
 * When the page's first idle moment came (web/src/lib/idle.ts marks it): the other screens' code comes after it.
 * On a busy machine that moment may come after the network has gone quiet, so it is waited for.
 */
async function idleMoment(page: Page): Promise<number> {
  const idleMark = () =>
    page.evaluate(() => performance.getEntriesByName('dastarkhan:idle')[0]?.startTime ?? Infinity);
  await expect.poll(idleMark).toBeLessThan(Infinity);
  return idleMark();
}

/** The scripts the page began to download before its first idle moment: the first screen's own. */
async function beforeIdle(page: Page): Promise<Download[]> {
  await page.waitForLoadState('networkidle');
  const started = await idleMoment(page);
  return (await scripts(page)).filter((download) => download.startTime < started);
}

const bytes = (downloads: Download[]) => downloads.reduce((sum, download) => sum + download.transferSize, 0);
const kilobytes = (downloads: Download[]) => (bytes(downloads) / 1000).toFixed(1);

/**
 * Issue 31's budgets for a first visit with React's own renderer, in bytes over the wire (1 KB = 1,000 bytes,
 * the stricter reading): what a screen downloads before its first idle moment, after which come the sign-in
 * form's schema, the chart and the other screens' code.
 */
const LOGIN_BUDGET = 130_000;
/** `listDrawn`: a list the screen draws with code that comes after the idle moment, drawn all the same. */
const FIRST_SCREENS: { screen: string; path: string; heading: string; budget: number; listDrawn?: string }[] =
  [
    // The chart's bars, today's among them.
    {
      screen: 'the dashboard',
      path: '/dashboard',
      heading: 'Dashboard',
      // 175 KB until issue 35 added the Dues link and route, the total receivable's loader and the API client's
      // approval-aware 403 (docs/performance.md#customer-accounts-on-the-first-downloads).
      budget: 175_500,
      listDrawn: 'sales-chart',
    },
    // 185 KB from issue 31; issue 34 puts the receipt's VAT on the counter (its computation and the receipt's
    // VAT schemas in contract/receipt-vat.ts, the Mushak-6.3 slip, the buyer's BIN): 1.5 KB more, once the VAT
    // screens' words and schemas left the first download (docs/performance.md#vat-on-the-counter).
    { screen: 'the counter', path: '/dashboard/invoices/new', heading: 'New Receipt', budget: 187_000 },
  ];
/** Served over HTTP/1.1, files arrive six at a time: a first screen's come in one round (web/first-screen-chunks.ts). */
const FIRST_SCREEN_FILES = 6;

// Issues 15 and 31: a tablet on restaurant Wi-Fi pays for every byte. Bytes are steady from run to run, so they
// are asserted; times are not.
test('scripts arrive compressed, and a repeat visit downloads none of them again while the page itself is asked for again', async ({
  page,
}) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => encodings.set(response.url(), response.headers()['content-encoding']));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const first = await beforeIdle(page);
  const hashed = (downloads: Download[]) =>
    downloads.filter((download) => new URL(download.url).pathname.startsWith('/assets/'));
  console.log(`budgets: /login first visit = ${kilobytes(first)} KB of JS in ${first.length} files`);
  expect(first.length).toBeGreaterThan(0);
  expect(bytes(first)).toBeLessThanOrEqual(LOGIN_BUDGET);
  expect(hashed(first).length).toBeGreaterThan(0);
  for (const download of hashed(first)) {
    expect(download.transferSize, download.url).toBeGreaterThan(0);
    // The build's brotli copy, sent as it is (a file of a few hundred bytes shrinks less than half, so the
    // header is asserted rather than a ratio).
    expect(encodings.get(download.url), download.url).toBe('br');
    expect(download.encodedBodySize, download.url).toBeLessThan(download.decodedBodySize);
  }

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const again = await beforeIdle(page);
  expect(again.map((download) => download.url).sort()).toEqual(first.map((download) => download.url).sort());
  // Hashed files come from the cache without asking the server (immutable); the page itself is asked again.
  expect(hashed(again).filter((download) => download.transferSize > 0)).toEqual([]);
  const page2 = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).transferSize,
  );
  expect(page2).toBeGreaterThan(0);
});

for (const { screen, path, heading, budget, listDrawn } of FIRST_SCREENS) {
  test(`${screen}, signed in, downloads at most ${budget / 1000} KB of script in at most ${FIRST_SCREEN_FILES} files before its idle work begins, and none again on a repeat visit`, async ({
    page,
  }) => {
    await signInAs(page, 'manager', path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const own = await beforeIdle(page);
    console.log(`budgets: ${path} first visit = ${kilobytes(own)} KB of JS in ${own.length} files`);
    // The screens the manager may open are fetched in the background once the first screen is up.
    for (const download of own) expect(download.transferSize, download.url).toBeGreaterThan(0);
    expect(bytes(own)).toBeLessThanOrEqual(budget);
    // The shell's files and the first screen's few, not one more round of six for every small shared chunk
    // (22 files before issue 15, 10 and 9 with React before issue 31).
    expect(own.length).toBeLessThanOrEqual(FIRST_SCREEN_FILES);
    if (listDrawn) await expect(page.getByTestId(listDrawn).getByRole('listitem')).not.toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const again = await beforeIdle(page);
    expect(again.length).toBeGreaterThan(0);
    expect(again.filter((download) => download.transferSize > 0)).toEqual([]);
  });
}

// V8 compiles a file that starts with this comment while it downloads, off the main thread (web/compile-hints.ts):
// the counter's cold load compiled ~90 ms on the main thread without it. The comment counts only as the first
// line, so the files are read as the browser got them.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

for (const [screen, path, heading] of [
  ['the dashboard', '/dashboard', 'Dashboard'],
  ['the counter', '/dashboard/invoices/new', 'New Receipt'],
] as const) {
  test(`every script ${screen} loads before its idle work starts with V8's compile hint`, async ({
    page,
  }) => {
    // The responses are kept and read only for the files that count: reading every script as it arrives left
    // the idle prefetch's bodies being read when the test ended, which failed it.
    const responses = new Map<string, Response>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') responses.set(response.url(), response);
    });
    await signInAs(page, 'manager', path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const beforeIdle = await page.evaluate(
      (before) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < before)
          .map((entry) => entry.name),
      await idleMoment(page),
    );
    expect(beforeIdle.length).toBeGreaterThan(0);
    for (const url of beforeIdle) {
      expect((await responses.get(url)?.text())?.slice(0, COMPILE_HINT.length), url).toBe(COMPILE_HINT);
    }
  });
}

test("where the browser has no service worker (plain http on the shop's network), the other screens' code waits for the dashboard's data", async ({
  page,
}) => {
  // An insecure origin has no navigator.serviceWorker; the screens' code is then prefetched by the page itself.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
  });
  const scriptsAsked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptsAsked.push(request.url());
  });
  let askedWhileWaiting = -1;
  await page.route('**/api/dashboard/summary?*', async (route) => {
    const atAsk = scriptsAsked.length;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    askedWhileWaiting = scriptsAsked.length - atAsk;
    await route.continue();
  });
  await signInAs(page, 'manager', '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => askedWhileWaiting).toBeGreaterThanOrEqual(0);
  expect(askedWhileWaiting).toBe(0);
});

/** The fonts the page downloaded (the Bengali font's two weights, issue 36), as Resource Timing reports them. */
const fonts = (page: Page) => downloads(page, '.woff2');

/**
 * Issue 36's budgets for a first visit in Bangla: the scripts before the first idle moment (the English ones, and
 * the Bangla words the screen shows, which load before it draws) and the Bengali font's bytes, both weights
 * (~44 and ~48 KB, woff2 is compressed already). Measured with every Bangla catalogue in: 130.6 KB of script and
 * 92.7 KB of font for /login, 185.5 KB and 92.7 KB for the counter; the failures' texts (~12 KB) come after the
 * idle moment (docs/performance.md#bangla-first-visit).
 */
const BANGLA_FIRST_VISITS = [
  { screen: 'the sign-in page', path: '/login', budget: 230_000 },
  { screen: 'the counter', path: '/dashboard/invoices/new', budget: 290_000 },
];

test.describe('in Bangla', () => {
  const cashier = {
    name: 'Bina Cashier',
    email: 'bina@e2e.dastarkhan.test',
    password: 'bina-pass-123',
    role: 'cashier',
  } as const;
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer([ACCOUNTS.admin, cashier], { business: BUSINESS });
    // The cashier reads the app in Bangla: saved on their account, as their switch would.
    const token = await apiTokenOn(server.url, cashier);
    const saved = await fetch(`${server.url}/api/auth/me/preferences`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'bn' }),
    });
    expect(saved.ok).toBe(true);
  });
  test.afterAll(() => server.stop());
  test.use({ baseURL: undefined });

  for (const { screen, path, budget } of BANGLA_FIRST_VISITS) {
    test(`${screen}'s first visit in Bangla downloads at most ${budget / 1000} KB of script and font before its idle work begins`, async ({
      page,
    }) => {
      const token = path === '/login' ? undefined : await apiTokenOn(server.url, cashier);
      await page.addInitScript((token) => {
        // A device where the reader read Bangla last: the page opens in it before anyone answers.
        window.localStorage.setItem('language', 'bn');
        if (token) window.localStorage.setItem('token', token);
      }, token);
      await page.goto(`${server.url}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const own = await beforeIdle(page);
      const font = await fonts(page);
      console.log(
        `budgets: ${path} first visit in Bangla = ${kilobytes(own)} KB of JS in ${own.length} files + ${kilobytes(font)} KB of font in ${font.length} files`,
      );
      expect(font.length).toBeGreaterThan(0);
      expect(bytes(own) + bytes(font)).toBeLessThanOrEqual(budget);
    });
  }
});

test('the English first visit downloads no Bangla: no Bangla words and no Bengali font', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await signInAs(page, 'manager', '/dashboard/invoices/new');
  await expect(page.getByRole('heading', { name: 'New Receipt', level: 1 })).toBeVisible();
  await idleMoment(page);
  expect(
    asked.filter((pathname) => /\/(bn-|bengali-font|noto-sans-bengali|failures-)/.test(pathname)),
  ).toEqual([]);
});
