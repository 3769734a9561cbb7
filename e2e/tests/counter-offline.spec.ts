import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, BUSINESS } from '../support/accounts';
import { addDish, chargeButton, chargePanel, dishButton } from '../support/counter';
import { apiTokenOn, startServer, type RunningServer } from '../support/server';

// The server going away in the middle of Charge: the order waits on the device, says so, and is saved once,
// by itself, when the server is back, even when the first save went through and only its answer was lost.
let server: RunningServer;
let managerToken: string;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ request }) => {
  server = await startServer([ACCOUNTS.admin, ACCOUNTS.manager], { business: BUSINESS });
  const admin = await apiTokenOn(server.url, ACCOUNTS.admin);
  managerToken = await apiTokenOn(server.url, ACCOUNTS.manager);
  await addDish(request, server.url, admin, { name: 'Beef Tehari', category: 'Biriyani', price: 230 });
});
test.afterAll(() => server.stop());

/** How many receipts the server holds for a customer name. */
async function receiptsFor(page: Page, name: string): Promise<number> {
  const response = await page.request.get(`${server.url}/api/invoices`, {
    params: { search: name },
    headers: { authorization: `Bearer ${managerToken}` },
  });
  return ((await response.json()) as { data: { total: number } }).data.total;
}

/** A walk-in order of one Beef Tehari, named so it can be counted, open on Charge with exact cash. */
async function orderOnCharge(page: Page, name: string) {
  await page.addInitScript((token) => window.localStorage.setItem('token', token), managerToken);
  await page.goto(`${server.url}/dashboard/invoices/new`);
  await page.getByRole('combobox', { name: 'Customer Name*' }).fill(name);
  await dishButton(page, 'Beef Tehari').click();
  await chargeButton(page).click();
  await chargePanel(page).getByRole('button', { name: 'Exact' }).click();
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}×${viewport.height} the server stopped during Charge and restarted saves exactly one receipt`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const name = `Offline guest ${crypto.randomBytes(3).toString('hex')}`;
    await orderOnCharge(page, name);

    // The save reaches the server and is stored; the server stops before its answer gets back. Stopping it
    // (its database's shutdown checkpoint) takes as long as the machine makes it: the screen is judged from
    // the moment the refusal reaches the browser.
    let refused!: () => void;
    let brokeDown!: (error: unknown) => void;
    const answerLost = new Promise<void>((resolve, reject) => {
      refused = resolve;
      brokeDown = reject;
    });
    await page.route(`${server.url}/api/invoices`, async (route) => {
      try {
        await route.fetch();
        await server.halt();
        await route.abort('connectionrefused');
        refused();
      } catch (error) {
        // The journey's own machinery failed (the save, the stop): say so, rather than wait for the banner.
        brokeDown(error);
      }
    });
    const panel = chargePanel(page);
    await panel.getByRole('button', { name: 'Create Receipt' }).click();
    await answerLost;
    const banner = page.getByRole('alert').filter({ hasText: 'Cannot reach the server.' });
    await expect(banner).toBeVisible();
    await expect(
      panel.getByRole('button', { name: 'Waiting for the server: saves by itself when it answers' }),
    ).toBeDisabled();
    await page.unroute(`${server.url}/api/invoices`);

    // Back up: the health check answers, and the order is sent again with its key.
    await server.start();
    await expect(page.getByRole('heading', { name: 'Receipt', exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(banner).toHaveCount(0);
    await expect(page.getByTestId('receipt')).toContainText(name);
    expect(await receiptsFor(page, name)).toBe(1);
  });
}
