import type { Page } from '@playwright/test';
import { expect, signInAs, test } from '../support/fixtures';

declare global {
  interface Window {
    /** Set by the test on the page it opened; a reload would lose it. */
    __sameDocument?: boolean;
  }
}

/**
 * The server going away: every script download and API call is refused while `down`. The inventory
 * screen's code is refused until the server is back, as when its background download already failed.
 */
async function unreliableServer(page: Page) {
  const state = { down: false, back: false };
  const refuse = (url: string) =>
    !state.back && (state.down || /\/assets\/inventory-page-[^/]*\.js$/.test(url));
  await page.route(/\/(assets\/[^/]*\.js|api\/.*)$/, (route) =>
    refuse(route.request().url()) ? route.abort('connectionrefused') : route.fallback(),
  );
  return {
    stop: () => void (state.down = true),
    restore: () => void (state.back = true),
  };
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}×${viewport.height} an unreachable server shows the app's own error with Retry inside the dashboard, and Retry recovers without a reload`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const server = await unreliableServer(page);
    await signInAs(page, 'admin', '/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.evaluate(() => (window.__sameDocument = true));

    server.stop();
    if (viewport.width < 1024) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Inventory' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' });
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expect(failure.getByRole('button', { name: 'Reload the app' })).toBeVisible();
    // Still inside the dashboard: the sidebar (behind Menu on a tablet) and the signed-in user stay.
    if (viewport.width < 1024) await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('current-user-name')).toHaveText('Ayesha Admin');

    server.restore();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Inventory' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Item' })).toBeVisible();
    expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
  });
}
