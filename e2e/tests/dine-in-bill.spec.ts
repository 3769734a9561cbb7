import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { addDish, dishButton } from '../support/counter';
import { apiTokenOn, startServer, type RunningServer } from '../support/server';

// A restaurant that gave only its name (issue 31 §3): the counter's header and the bill print what exists and
// nothing else; a bill charged from a held order names its table, or its takeaway token.
const NAME_ONLY = { name: 'Nirob Kacchi Ghor' };

let server: RunningServer;
let managerToken: string;
test.beforeAll(async ({ request }) => {
  server = await startServer([ACCOUNTS.admin, ACCOUNTS.manager], { business: NAME_ONLY });
  const admin = await apiTokenOn(server.url, ACCOUNTS.admin);
  managerToken = await apiTokenOn(server.url, ACCOUNTS.manager);
  await addDish(request, server.url, admin, { name: 'Beef Tehari', category: 'Biriyani', price: 230 });
  await addDish(request, server.url, admin, { name: 'Borhani', category: 'Desert & Drinks', price: 90 });
});
test.afterAll(() => server.stop());

async function openCounter(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.addInitScript((token) => window.localStorage.setItem('token', token), managerToken);
  await page.goto(`${server.url}/dashboard/invoices/new`);
  await expect(dishButton(page, 'Beef Tehari')).toBeVisible();
}

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width}×${viewport.height} the counter's header prints only the business details that exist`, async ({
    page,
  }) => {
    await openCounter(page, viewport);
    await expect(page.getByTestId('business-details')).toHaveText(NAME_ONLY.name);
  });
}
