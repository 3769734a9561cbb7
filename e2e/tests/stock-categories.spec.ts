import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { unnamedControls } from '../support/accessible-names';
import { apiTokenOn, startServer, type Account, type RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';

/**
 * Stock categories the admin keeps (issue 31 §3: there was nothing for rice, dairy or "other"): adding, renaming
 * and deleting them on their screen, giving one its Bangla name (issue 36), and receiving stock under a new one,
 * on a laptop and on a touch tablet.
 */

/** A second admin, who reads the app in Bangla (inventory is the admin's). */
const BANGLA_READER: Account = {
  name: 'Rokeya Admin',
  email: 'admin-bn@e2e.dastarkhan.test',
  password: 'admin-bn-pass-123',
  role: 'admin',
};

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    const touch = viewport.width < 1024;
    let server: RunningServer;
    test.beforeAll(async () => {
      server = await startServer([ACCOUNTS.admin, BANGLA_READER]);
    });
    test.afterAll(() => server.stop());
    test.use({ baseURL: undefined, viewport, hasTouch: touch });

    const press = (control: Locator) => (touch ? control.tap() : control.click());
    const open = async (page: Page, path: string, account: Account = ACCOUNTS.admin) => {
      const token = await apiTokenOn(server.url, account);
      await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
      await page.goto(`${server.url}${path}`);
    };

    test('the admin adds, renames, names in Bangla and deletes stock categories, and receives stock under a new one', async ({
      page,
      browser,
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

      await press(page.getByRole('button', { name: 'Edit dairy' }));
      const rename = page.getByRole('dialog', { name: 'Edit dairy' });
      expect(await unnamedControls(rename)).toEqual([]);
      await rename.getByLabel('Category').fill('Dairy & Eggs');
      await press(rename.getByRole('button', { name: 'Save Changes' }));
      await expect(page.getByText('Category dairy is now Dairy & Eggs.')).toBeVisible();
      await expect(rename).toBeHidden();
      await expect(rows.last()).toContainText('Dairy & Eggs');

      // Rice given its Bangla name alone: an English one is refused, and the name, its key, stays.
      await press(page.getByRole('button', { name: 'Edit Rice' }));
      const naming = page.getByRole('dialog', { name: 'Edit Rice' });
      const nameBn = naming.getByLabel('Name in Bangla');
      await nameBn.fill('Rice');
      await press(naming.getByRole('button', { name: 'Save Changes' }));
      await expect(naming.getByText('Name in Bangla must be written in Bangla letters')).toBeVisible();
      await nameBn.fill('চাল');
      await press(naming.getByRole('button', { name: 'Save Changes' }));
      await expect(page.getByText('Category Rice saved.')).toBeVisible();
      await expect(naming).toBeHidden();
      const rice = list.getByRole('row').filter({ hasText: 'Rice' });
      await expect(rice.getByRole('cell').nth(1)).toHaveText('চাল');
      await expect(rice.locator('[lang="bn"]')).toHaveText('চাল');
      await expect(list.getByRole('row').filter({ hasText: 'Meat' })).toContainText('মাংস');

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

      // A reader in Bangla sees each category by its Bangla name where it has one, and picks by it; what is sent
      // is still the English name.
      const readerToken = await apiTokenOn(server.url, BANGLA_READER);
      const preferences = await page.request.patch(`${server.url}/api/auth/me/preferences`, {
        headers: { authorization: `Bearer ${readerToken}` },
        data: { language: 'bn' },
      });
      expect(preferences.ok()).toBe(true);
      const readerContext = await browser.newContext({ viewport, hasTouch: touch });
      const reader = await readerContext.newPage();
      await open(reader, '/dashboard/inventory', BANGLA_READER);
      const chinigura = reader.getByRole('row').filter({ hasText: 'Chinigura rice' });
      await expect(chinigura.getByRole('cell').nth(1)).toHaveText('চাল');
      const filter = reader.getByLabel('ক্যাটাগরি', { exact: true });
      await expect(filter.locator('option')).toHaveText([
        'সব ক্যাটাগরি',
        'মাংস',
        'সবজি',
        'ড্রিংকস',
        'ডেজার্ট',
        'মসলা',
        'চাল',
        'Dairy & Eggs',
      ]);
      await filter.selectOption({ label: 'চাল' });
      await expect(reader).toHaveURL(/[?&]category=Rice(&|$)/);
      await expect(chinigura).toBeVisible();
      await open(reader, '/dashboard/add-item', BANGLA_READER);
      const picker = reader.getByLabel('ক্যাটাগরি *');
      await picker.selectOption({ label: 'চাল' });
      await expect(picker).toHaveValue('Rice');
      await readerContext.close();

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
