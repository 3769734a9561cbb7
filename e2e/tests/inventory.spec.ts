import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { startServer, type RunningServer } from '../support/server';

// The cost cards and tiles show exact sums, so this journey runs on its own app and database.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer([ACCOUNTS.admin]);
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });
test.describe.configure({ mode: 'serial' });

async function openAsAdmin(page: Page, path: string) {
  const response = await page.request.post(`${server.url}/api/auth/login`, {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  const { data } = (await response.json()) as { data: { token: string } };
  await page.addInitScript((token) => window.localStorage.setItem('token', token), data.token);
  await page.goto(`${server.url}${path}`);
}

const card = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const statCard = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

test('stock intake on two cards, listing, edit with history, delete', async ({ page }) => {
  await openAsAdmin(page, '/dashboard/add-item');
  await expect(page.getByRole('heading', { name: 'Add Items to Inventory' })).toBeVisible();
  await expect(page.getByText('Fields marked * are required.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Item #1' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Save All Items' }).click();
  await expect(page.getByText('Please fill in all required fields for each item.')).toBeVisible();

  const first = card(page, 'Item #1');
  await first.getByLabel('Item Name *').fill('Basmati Rice');
  await first.getByLabel('Category *').selectOption('Vegetable');
  await first.getByLabel('Quantity *').fill('25');
  await first.getByLabel('Unit Price (৳) *').fill('120.50');
  await first.getByLabel('Vendor').fill('Karwan Bazar');
  await expect(first.getByLabel('Total (৳)')).toHaveValue('৳3,012.50');

  await page.getByRole('button', { name: 'Add Another Item' }).click();
  const second = card(page, 'Item #2');
  await second.getByLabel('Item Name *').fill('Mineral Water');
  await second.getByLabel('Category *').selectOption('Drinks');
  await second.getByLabel('Quantity *').fill('6');
  await second.getByLabel('Unit *').selectOption('bottle');
  await second.getByLabel('Unit Price (৳) *').fill('20');
  await expect(page.getByRole('button', { name: 'Remove Item #1' })).toBeVisible();

  await page.getByRole('button', { name: 'Save All Items' }).click();
  await expect(page.getByText('Items have been added to inventory successfully!')).toBeVisible();
  await expect(card(page, 'Item #2')).toHaveCount(0);
  await expect(card(page, 'Item #1').getByLabel('Item Name *')).toHaveValue('');

  await page.goto(`${server.url}/dashboard/inventory`);
  const rice = page.getByRole('row').filter({ hasText: 'Basmati Rice' });
  const water = page.getByRole('row').filter({ hasText: 'Mineral Water' });
  await expect(rice).toContainText('In Stock');
  await expect(rice).toContainText('Karwan Bazar');
  await expect(water).toContainText('Low Stock');
  await expect(water).toContainText('6 bottle');
  await expect(water).toContainText('Not specified');
  await expect(statCard(page, 'Total Items')).toContainText('2');
  await expect(statCard(page, 'In Stock')).toContainText('1');
  await expect(statCard(page, 'Low Stock')).toContainText('1');
  await expect(statCard(page, 'Out of Stock')).toContainText('0');
  for (const label of ["Today's Cost", "This Week's Cost", "This Month's Cost"]) {
    await expect(statCard(page, label)).toContainText('৳3,132.50');
  }

  await page.getByLabel('Status').selectOption('out-of-stock');
  await expect(
    page.getByText('No items found matching your criteria. Try adjusting your filters.'),
  ).toBeVisible();
  await page.getByLabel('Status').selectOption('');

  await page.getByRole('button', { name: 'View Basmati Rice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Basmati Rice' });
  const additions = dialog.getByRole('region', { name: 'Addition History' });
  await expect(additions.getByRole('row').filter({ hasText: 'Ayesha Admin' })).toContainText('25 kg');
  await dialog.getByRole('button', { name: 'Edit Item' }).click();
  await dialog.getByLabel('Quantity (kg)').fill('30');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Quantity can only be reduced: at most 25')).toBeVisible();
  await dialog.getByLabel('Quantity (kg)').fill('20');
  await dialog.getByLabel('Due Amount (৳)').fill('500');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Item updated successfully!')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Edit Item' })).toBeVisible();
  await expect(dialog).toContainText('20 kg');
  await expect(dialog).toContainText('৳500.00');
  await expect(dialog.getByText('Addition History')).toBeVisible();
  await dialog.getByRole('button', { name: 'Edit Item' }).click();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(rice).toContainText('20 kg');

  // Closing reset the modal: it opens in view mode again.
  await page.getByRole('button', { name: 'View Basmati Rice' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit Item' })).toBeVisible();
  await expect(dialog.getByLabel('Quantity (kg)')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Delete Mineral Water' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete this item?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Item deleted successfully.')).toBeVisible();
  await expect(water).toHaveCount(0);
  await expect(statCard(page, 'Total Items')).toContainText('1');
});

test('two extra costs update the tiles, the period total and the table', async ({ page }) => {
  await openAsAdmin(page, '/dashboard/extra-cost');
  await expect(page.getByRole('heading', { name: 'Extra Costs Management' })).toBeVisible();
  await expect(page.getByText('No costs found for this period')).toBeVisible();
  await expect(statCard(page, "Today's Costs")).toContainText('৳0.00');

  await page.getByRole('button', { name: 'Save All Costs' }).click();
  await expect(page.getByText('Please fill in all required fields for each cost.')).toBeVisible();

  const first = page.getByRole('group', { name: 'Cost #1' });
  await first.getByLabel('Cost Reason*').fill('Gas cylinder');
  await first.getByLabel('Amount (taka)*').fill('0.1');
  await page.getByRole('button', { name: 'Add Another Cost' }).click();
  const second = page.getByRole('group', { name: 'Cost #2' });
  await second.getByLabel('Cost Reason*').fill('Ice');
  await second.getByLabel('Amount (taka)*').fill('0.2');
  await second.getByLabel('Cost Holder Name').fill('Karim');
  await page.getByRole('button', { name: 'Save All Costs' }).click();

  await expect(page.getByText('Extra costs have been added successfully!')).toBeVisible();
  for (const label of ["Today's Costs", "This Week's Costs", "This Month's Costs"]) {
    await expect(statCard(page, label)).toContainText('৳0.30');
  }
  await expect(page.getByTestId('period-total')).toContainText('৳0.30');
  await expect(page.getByRole('row').filter({ hasText: 'Gas cylinder' })).toContainText('Not specified');
  await expect(page.getByRole('row').filter({ hasText: 'Ice' })).toContainText('Karim');
  await expect(page.getByRole('row').filter({ hasText: 'Ice' })).toContainText('Ayesha Admin');
  await expect(page.getByRole('group', { name: 'Cost #2' })).toHaveCount(0);
  await expect(first.getByLabel('Cost Reason*')).toHaveValue('');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
});
