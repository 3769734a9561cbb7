import type { Page } from '@playwright/test';
import { expect, signInAs, test } from '../support/fixtures';

test.use({ serviceWorkers: 'allow' });

/** Waits until the app's service worker has precached the build and controls the page. */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

const apiAnswer = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/health').then(
      (response) => String(response.status),
      () => 'unreachable',
    ),
  );

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}×${viewport.height} the app installs, opens its screens and reloads with the network gone, and never answers the API from a cache`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    const fromWorker: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/') && response.fromServiceWorker())
        fromWorker.push(response.url());
    });
    await signInAs(page, 'admin', '/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    // Installable: a manifest with a name, a start page and icons of the sizes browsers ask for.
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestUrl ?? '')).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Dastarkhan', start_url: '/dashboard', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    await controlledByServiceWorker(page);
    expect(await apiAnswer(page)).toBe('200');

    await context.setOffline(true);
    // A screen never opened before still opens: its code comes from the precache. Its data cannot.
    if (viewport.width < 1024) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Recipes' }).click();
    await expect(page.getByRole('heading', { name: 'Recipes', exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' })).toHaveCount(
      0,
    );
    expect(await apiAnswer(page)).toBe('unreachable');

    // A reload with no network still gets the app, not the browser's offline page. It cannot restore the
    // session without the server, so it shows its sign-in screen (SPEC §4); the stored session still opens
    // the screen once the server answers.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

    await context.setOffline(false);
    expect(await apiAnswer(page)).toBe('200');
    await page.goto('/dashboard/recipes');
    await expect(page.getByRole('heading', { name: 'Recipes', exact: true })).toBeVisible();
    expect(fromWorker).toEqual([]);
  });
}

test("on a first visit the worker installs only after the screen's own data has arrived, however slowly the screen's code comes", async ({
  page,
  context,
}) => {
  // The dashboard's own code held back: the session has answered and the browser is idle long before it.
  await page.route(/\/assets\/home-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  let dataAt = 0;
  let workerAt = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/dashboard/summary') dataAt ||= Date.now();
  });
  context.on('serviceworker', () => (workerAt ||= Date.now()));
  await signInAs(page, 'admin', '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await controlledByServiceWorker(page);
  expect(dataAt).toBeGreaterThan(0);
  expect(workerAt).toBeGreaterThan(dataAt);
});
