import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { unnamedControls } from '../support/accessible-names';
import { apiTokenOn, startServer, type RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';

/**
 * Stock categories the admin keeps (issue 31 §3: there was nothing for rice, dairy or "other"): adding, renaming
 * and deleting them on their screen, and receiving stock under a new one, on a laptop and on a touch tablet.
 */

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    const touch = viewport.width < 1024;
    let server: RunningServer;
    test.beforeAll(async () => {
      server = await startServer([ACCOUNTS.admin]);
    });
    test.afterAll(() => server.stop());
    test.use({ baseURL: undefined, viewport, hasTouch: touch });

    const press = (control: Locator) => (touch ? control.tap() : control.click());
    const open = async (page: Page, path: string) => {
      const token = await apiTokenOn(server.url, ACCOUNTS.admin);
      await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
      await page.goto(`${server.url}${path}`);
    };

    test('the admin adds, renames and deletes stock categories, and receives stock under a new one', async ({
      page,
    }) => {
      await open(page, '/dashboard/inventory');
      await press(page.getByRole('link', { name: 'Categories' }));
      await expect(page.getByRole('heading', { name: 'Stock Categories', level: 1 })).toBeVisible();
      const list = page.getByRole('table', { name: 'Stock categories' });
      const rows = list.locator('tbody tr');
      await expect(rows).toHaveText(
        ['Meat', 'Vegetable', 'Drinks', 'Desert', 'Mosla'].map((name) => new RegExp(name)),
      );

      const newName = page.getByLabel('New category');
      await newName.fill('Rice');
      await press(page.getByRole('button', { name: 'Add Category' }));
      await expect(page.getByText('Category Rice added.')).toBeVisible();
      await expect(newName).toHaveValue('');
      await newName.fill('dairy');
      await newName.press('Enter');
      await expect(page.getByText('Category dairy added.')).toBeVisible();
      await newName.fill('  DAIRY ');
      await press(page.getByRole('button', { name: 'Add Category' }));
      await expect(page.locator('form').getByRole('alert')).toHaveText(
        'A category named "dairy" already exists.',
      );
      await newName.fill('');
      expect(await unnamedControls(page.locator('main'))).toEqual([]);

      await press(page.getByRole('button', { name: 'Rename dairy' }));
      const rename = page.getByRole('dialog', { name: 'Rename dairy' });
      expect(await unnamedControls(rename)).toEqual([]);
      await rename.getByLabel('Category').fill('Dairy & Eggs');
      await press(rename.getByRole('button', { name: 'Save Changes' }));
      await expect(page.getByText('Category dairy is now Dairy & Eggs.')).toBeVisible();
      await expect(rename).toBeHidden();
      await expect(rows.last()).toContainText('Dairy & Eggs');

      // Stock received under the new category, and found by it in the list.
      await open(page, '/dashboard/add-item');
      const card = page.getByRole('region', { name: 'Item #1' });
      await card.getByLabel('Item Name *').fill('Chinigura rice');
      await card.getByLabel('Category *').selectOption('Rice');
      await card.getByLabel('Quantity *').fill('25');
      await card.getByLabel('Unit Price (৳) *').fill('140');
      await press(page.getByRole('button', { name: 'Save All Items' }));
      await expect(page.getByText('Items have been added to inventory successfully!')).toBeVisible();
      await open(page, '/dashboard/inventory');
      await page.getByLabel('Category').selectOption('Rice');
      await expect(page.getByRole('row').filter({ hasText: 'Chinigura rice' })).toContainText('Rice');

      // A category in use stays; an unused one goes.
      await open(page, '/dashboard/inventory/categories');
      await press(page.getByRole('button', { name: 'Delete Rice' }));
      await press(
        page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Delete' }),
      );
      await expect(
        page.getByText(
          'Failed to delete the category: The category "Rice" is used by 1 stock item and stays. Rename it instead.',
        ),
      ).toBeVisible();
      await press(page.getByRole('button', { name: 'Delete Dairy & Eggs' }));
      const confirm = page.getByRole('dialog', { name: 'Please confirm' });
      await expect(confirm).toContainText('Delete the category Dairy & Eggs?');
      await press(confirm.getByRole('button', { name: 'Delete' }));
      await expect(page.getByText('Category Dairy & Eggs deleted.')).toBeVisible();
      await expect(list.getByRole('row').filter({ hasText: 'Dairy & Eggs' })).toHaveCount(0);
      await expect(list.getByRole('row').filter({ hasText: 'Rice' })).toHaveCount(1);
    });
  });
}
