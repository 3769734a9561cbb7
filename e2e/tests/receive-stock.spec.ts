import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { apiTokenOn, startServer, type RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';

/**
 * Receiving more of an item already in stock (issue 31 §3): it was retyping its name, category and unit on Add
 * Items, with no suggestion and no sign that the intake merged. Receive on the item opens the intake filled in;
 * Add Items suggests the items in stock as a name is typed, and says whether each card adds to one or makes a
 * new one, as the server will merge it (same name in any case, same category, same unit).
 */
for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    const touch = viewport.width < 1024;
    let server: RunningServer;
    let token: string;
    test.beforeAll(async () => {
      server = await startServer([ACCOUNTS.admin]);
      token = await apiTokenOn(server.url, ACCOUNTS.admin);
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`${server.url}/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${await response.text()}`);
      };
      await post('/stock-categories', { name: 'Rice' });
      await post('/inventory', {
        name: 'Chinigura rice',
        category: 'Rice',
        quantity: 20,
        unit: 'kg',
        price: 140,
        supplier: { name: 'Babubazar Rice Agency' },
      });
    });
    test.afterAll(() => server.stop());
    test.use({ baseURL: undefined, viewport, hasTouch: touch });
    test.describe.configure({ mode: 'serial' });

    const press = (control: Locator) => (touch ? control.tap() : control.click());
    const open = async (page: Page, path: string) => {
      await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
      await page.goto(`${server.url}${path}`);
    };
    const rice = (page: Page) => page.getByRole('row').filter({ hasText: 'Chinigura rice' });

    test('Receive on an item opens its intake filled in, and the intake adds to it', async ({ page }) => {
      await open(page, '/dashboard/inventory');
      await press(rice(page).getByRole('link', { name: 'Receive Chinigura rice' }));
      await expect(page).toHaveURL(/\/dashboard\/add-item\?receive=/);
      const card = page.getByRole('region', { name: 'Item #1' });
      await expect(card.getByRole('combobox', { name: 'Item Name *' })).toHaveValue('Chinigura rice');
      await expect(card.getByLabel('Category *')).toHaveValue('Rice');
      await expect(card.getByLabel('Unit *')).toHaveValue('kg');
      await expect(card.getByLabel('Vendor')).toHaveValue('Babubazar Rice Agency');
      await expect(card.getByText('Adds to Chinigura rice in stock (20 kg now).')).toBeVisible();
      await expect(card.getByLabel('Quantity *')).toBeFocused();
      await card.getByLabel('Quantity *').fill('10');
      await card.getByLabel('Unit Price (৳) *').fill('150');
      await press(page.getByRole('button', { name: 'Save All Items' }));
      await expect(page.getByText('Items have been added to inventory successfully!')).toBeVisible();

      await open(page, '/dashboard/inventory');
      await expect(rice(page)).toHaveCount(1);
      await expect(rice(page)).toContainText('30 kg');

      // The item's own dialog offers it too.
      await press(page.getByRole('button', { name: 'View Chinigura rice' }));
      const dialog = page.getByRole('dialog', { name: 'Chinigura rice' });
      await press(dialog.getByRole('link', { name: 'Receive' }));
      await expect(page.getByRole('region', { name: 'Item #1' }).getByLabel('Category *')).toHaveValue(
        'Rice',
      );
    });

    test('Add Items suggests the items in stock and says which cards add to one and which are new', async ({
      page,
    }) => {
      await open(page, '/dashboard/add-item');
      const first = page.getByRole('region', { name: 'Item #1' });
      const name = first.getByRole('combobox', { name: 'Item Name *' });
      await name.fill('CHIN');
      const suggestions = first.getByRole('listbox', { name: 'Items in stock' });
      const option = suggestions.getByRole('option', { name: /Chinigura rice/ });
      await expect(option).toContainText('Rice · 30 kg in stock · Babubazar Rice Agency');
      if (touch) await option.tap();
      else {
        await name.press('ArrowDown');
        await expect(option).toHaveAttribute('aria-selected', 'true');
        await name.press('Enter');
      }
      await expect(suggestions).toBeHidden();
      await expect(name).toHaveValue('Chinigura rice');
      await expect(first.getByLabel('Category *')).toHaveValue('Rice');
      await expect(first.getByLabel('Vendor')).toHaveValue('Babubazar Rice Agency');
      await expect(first.getByText('Adds to Chinigura rice in stock (30 kg now).')).toBeVisible();

      // Another unit is another item, as the server keeps them.
      await first.getByLabel('Unit *').selectOption('bag');
      await expect(
        first.getByText('A new item: Chinigura rice is in stock as Rice, kg. Choose those to add to it.'),
      ).toBeVisible();
      await first.getByLabel('Unit *').selectOption('kg');
      await first.getByLabel('Quantity *').fill('5');
      await first.getByLabel('Unit Price (৳) *').fill('150');

      await press(page.getByRole('button', { name: 'Add Another Item' }));
      const second = page.getByRole('region', { name: 'Item #2' });
      await second.getByRole('combobox', { name: 'Item Name *' }).fill('Mineral water');
      await expect(second.getByRole('listbox')).toHaveCount(0);
      await second.getByLabel('Category *').selectOption('Drinks');
      await expect(second.getByText('A new item.')).toBeVisible();
      await second.getByLabel('Quantity *').fill('24');
      await second.getByLabel('Unit *').selectOption('bottle');
      await second.getByLabel('Unit Price (৳) *').fill('20');
      await press(page.getByRole('button', { name: 'Save All Items' }));
      await expect(page.getByText('Items have been added to inventory successfully!')).toBeVisible();

      await open(page, '/dashboard/inventory');
      await expect(rice(page)).toHaveCount(1);
      await expect(rice(page)).toContainText('35 kg');
      await expect(page.getByRole('row').filter({ hasText: 'Mineral water' })).toContainText('24 bottle');
    });
  });
}
