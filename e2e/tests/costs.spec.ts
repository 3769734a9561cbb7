import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { startServer, type RunningServer } from '../support/server';

// The tiles and totals show exact sums, so this journey runs on its own app and database.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer([ACCOUNTS.admin]);
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });

async function signIn(page: Page): Promise<string> {
  const response = await page.request.post(`${server.url}/api/auth/login`, {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  const { data } = (await response.json()) as { data: { token: string } };
  await page.addInitScript((token) => window.localStorage.setItem('token', token), data.token);
  return data.token;
}

const tile = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const row = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Extra costs' }).getByRole('row').filter({ hasText: text });

async function expectTotals(page: Page, amount: string) {
  for (const label of ["Today's Costs", "This Week's Costs", "This Month's Costs"]) {
    await expect(tile(page, label)).toContainText(amount);
  }
  await expect(page.getByTestId('period-total')).toContainText(amount);
}

test("an admin corrects a typo'd cost and deletes another, and every total follows", async ({ page }) => {
  const token = await signIn(page);
  await page.goto(`${server.url}/dashboard/extra-cost`);
  const first = page.getByRole('group', { name: 'Cost #1' });
  await first.getByLabel('Cost Reason*').fill('Gass cylinder');
  await first.getByLabel('Amount (taka)*').fill('185000');
  await page.getByRole('button', { name: 'Add Another Cost' }).click();
  const second = page.getByRole('group', { name: 'Cost #2' });
  await second.getByLabel('Cost Reason*').fill('Ice');
  await second.getByLabel('Amount (taka)*').fill('300');
  await second.getByLabel('Cost Holder Name').fill('Karim');
  await page.getByRole('button', { name: 'Save All Costs' }).click();
  await expect(page.getByText('Extra costs have been added successfully!')).toBeVisible();
  await expectTotals(page, '৳1,85,300.00');

  // The typo: the form refuses an amount past the ceiling at the field, then saves the right one.
  await page.getByRole('button', { name: 'Edit cost Gass cylinder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Cost' });
  await expect(dialog.getByLabel('Amount (taka)*')).toHaveValue('185000.00');
  await dialog.getByLabel('Cost Reason*').fill('Gas cylinder');
  await dialog.getByLabel('Amount (taka)*').fill('99999999999');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Amount must be at most ৳1,00,00,000.00')).toBeVisible();
  await dialog.getByLabel('Amount (taka)*').fill('1850');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Cost updated.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Gas cylinder')).toContainText('৳1,850.00');
  await expectTotals(page, '৳2,150.00');

  // Deleting asks first, naming the cost.
  await page.getByRole('button', { name: 'Delete cost Ice' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Cost' });
  await expect(confirm).toContainText('"Ice" of ৳300.00');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, 'Ice')).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete cost Ice' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Cost "Ice" deleted.')).toBeVisible();
  await expect(row(page, 'Ice')).toHaveCount(0);
  await expectTotals(page, '৳1,850.00');

  // An edit made elsewhere after the dialog opened is not overwritten: the save is refused and says why.
  await page.getByRole('button', { name: 'Edit cost Gas cylinder' }).click();
  const list = await page.request.get(`${server.url}/api/costs`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [gas] = ((await list.json()) as { data: { costs: { _id: string; version: string }[] } }).data.costs;
  const elsewhere = await page.request.patch(`${server.url}/api/costs/${gas!._id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { amount: 1900, version: gas!.version },
  });
  expect(elsewhere.ok()).toBe(true);
  await dialog.getByLabel('Amount (taka)*').fill('2000');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('alert')).toContainText('it is now "Gas cylinder", ৳1,900.00');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expectTotals(page, '৳1,900.00');

  await page.goto(`${server.url}/dashboard`);
  const recent = page.getByRole('table', { name: 'Recent Extra Costs' });
  await expect(recent.getByRole('row').filter({ hasText: 'Gas cylinder' })).toContainText('৳1,900.00');
  await expect(recent.getByRole('row').filter({ hasText: 'Ice' })).toHaveCount(0);
});

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
])
  test(`a first visit draws the Add New Costs form once, where it stays, at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const token = await signIn(page);
    // A cost of its own, so the list is shorter than the full page of rows it holds while it loads.
    const added = await page.request.post(`${server.url}/api/costs`, {
      data: [{ reason: `Ice at ${viewport.width}`, amount: 250 }],
      headers: { authorization: `Bearer ${token}` },
    });
    expect(added.ok(), await added.text()).toBe(true);
    // Every element a layout shift moved, by the heading of the section it sits in.
    await page.addInitScript(() => {
      const moved: string[] = [];
      (window as unknown as { moved: string[] }).moved = moved;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { sources: { node?: Node | null }[] }[])
          for (const { node } of entry.sources) {
            const section = node instanceof Element ? node.closest('section') : null;
            moved.push(section?.querySelector('h2')?.textContent ?? String(node?.nodeName));
          }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The list answers after the screen is drawn, as on a slow connection.
    await page.route(/\/api\/costs\?.*limit=10/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto(`${server.url}/dashboard/extra-cost`);
    await expect(row(page, `Ice at ${viewport.width}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Add New Costs' })).toBeVisible();
    const moved = await page.evaluate(() => (window as unknown as { moved: string[] }).moved);
    expect(moved).not.toContain('Add New Costs');
  });
