import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, BUSINESS } from '../support/accounts';
import { unnamedControls } from '../support/accessible-names';
import { addDish } from '../support/counter';
import { apiTokenOn, startServer, type RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';

/**
 * The menu's categories the admin keeps, each with its Bangla name (issue 36): added, edited (renamed, moved to
 * the other column and up it), refused deletion while a dish names it, deleted when none does; and the counter
 * shows the category's tab, in Bangla by its Bangla name. On a laptop and on a touch tablet.
 */
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    const touch = viewport.width < 1024;
    let server: RunningServer;
    let token: string;
    test.beforeAll(async () => {
      // A server of its own: the admin reads Bangla by the end, and the menu gains a category.
      server = await startServer([ACCOUNTS.admin], { business: BUSINESS });
      token = await apiTokenOn(server.url, ACCOUNTS.admin);
    });
    test.afterAll(() => server.stop());
    test.use({ baseURL: undefined, viewport, hasTouch: touch });

    const press = (control: Locator) => (touch ? control.tap() : control.click());
    const open = async (page: Page, path: string) => {
      await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
      await page.goto(`${server.url}${path}`);
    };

    test('the admin adds, edits and deletes menu categories with their Bangla names, and the counter shows them', async ({
      page,
      request,
    }) => {
      await open(page, '/dashboard/recipes');
      await press(page.getByRole('link', { name: 'Menu categories' }));
      await expect(page.getByRole('heading', { name: 'Menu Categories', level: 1 })).toBeVisible();
      const list = page.getByRole('table', { name: 'Menu categories' });
      const rows = list.locator('tbody tr');
      // The menu's order: the left column, then the right, each by position.
      const seeded = ['Kacchi', 'Biriyani', 'Side Dish', 'Polao', 'Desert & Drinks', 'Other'];
      await expect(rows).toHaveText(seeded.map((name) => new RegExp(`^${name}`)));
      await expect(rows.first()).toContainText('কাচ্চি');
      await expect(rows.first()).toContainText('Left');

      // A new category in the right column, after the last.
      const add = page.getByRole('form', { name: 'New category' });
      await add.getByLabel('Category').fill('Kebab');
      await add.getByLabel('Name in Bangla').fill('কাবাব');
      await add.getByLabel('Menu column').selectOption({ label: 'Right' });
      await press(add.getByRole('button', { name: 'Add Category' }));
      await expect(page.getByText('Category Kebab added.')).toBeVisible();
      await expect(add.getByLabel('Category')).toHaveValue('');
      await expect(rows.last()).toContainText('Kebab');
      await expect(rows.last()).toContainText('Right');
      await expect(rows.last().getByText('কাবাব')).toHaveAttribute('lang', 'bn');
      expect(await unnamedControls(page.locator('main'))).toEqual([]);

      // Renamed, and first in its column: the position typed in Bengali digits.
      await press(page.getByRole('button', { name: 'Edit Kebab' }));
      const edit = page.getByRole('dialog', { name: 'Edit Kebab' });
      expect(await unnamedControls(edit)).toEqual([]);
      await expect(edit.getByLabel('Name in Bangla')).toHaveValue('কাবাব');
      await edit.getByLabel('Category').fill('Kebabs');
      await edit.getByLabel('Position').fill('০');
      await expect(edit.getByLabel('Position')).toHaveValue('0');
      await press(edit.getByRole('button', { name: 'Save Changes' }));
      await expect(page.getByText('Category Kebabs saved.')).toBeVisible();
      await expect(edit).toBeHidden();
      await expect(rows).toHaveText(
        ['Kacchi', 'Biriyani', 'Side Dish', 'Kebabs', 'Polao', 'Desert & Drinks', 'Other'].map(
          (name) => new RegExp(`^${name}`),
        ),
      );

      // A category a dish names stays: the server's refusal, said in a toast.
      await addDish(request, server.url, token, { name: 'Shami Kebab', category: 'Kebabs', price: 120 });
      await press(page.getByRole('button', { name: 'Delete Kebabs' }));
      await press(
        page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Delete' }),
      );
      await expect(
        page.getByText(
          'Failed to delete the category: The category "Kebabs" is still used by 1 recipe. Move or delete them first.',
        ),
      ).toBeVisible();
      await expect(list.getByRole('row').filter({ hasText: 'Kebabs' })).toHaveCount(1);

      // An empty one goes: added from the keyboard, then deleted.
      await add.getByLabel('Category').fill('Soup');
      await add.getByLabel('Category').press('Enter');
      await expect(page.getByText('Category Soup added.')).toBeVisible();
      await expect(list.getByRole('row').filter({ hasText: 'Soup' })).toContainText('None');
      await press(page.getByRole('button', { name: 'Delete Soup' }));
      const confirm = page.getByRole('dialog', { name: 'Please confirm' });
      await expect(confirm).toContainText('Delete the category Soup?');
      await press(confirm.getByRole('button', { name: 'Delete' }));
      await expect(page.getByText('Category Soup deleted.')).toBeVisible();
      await expect(list.getByRole('row').filter({ hasText: 'Soup' })).toHaveCount(0);

      // The counter's menu has the new category's tab.
      await open(page, '/dashboard/invoices/new');
      const tabs = page.getByRole('group', { name: 'Menu categories' });
      await expect(tabs.getByRole('button', { name: 'Kebabs', exact: true })).toBeVisible();

      // Read in Bangla, the tab is the category's Bangla name, and a refusal is said in Bangla.
      const saved = await request.patch(`${server.url}/api/auth/me/preferences`, {
        headers: { authorization: `Bearer ${token}` },
        data: { language: 'bn' },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      await page.reload();
      const banglaTabs = page.getByRole('group', { name: 'মেনুর ক্যাটাগরি' });
      await expect(banglaTabs.getByRole('button', { name: 'কাবাব', exact: true })).toBeVisible();
      await expect(banglaTabs.getByRole('button', { name: 'Kebabs' })).toHaveCount(0);

      await open(page, '/dashboard/recipes/categories');
      await expect(page.getByRole('heading', { name: 'মেনুর ক্যাটাগরি', level: 1 })).toBeVisible();
      await press(page.getByRole('button', { name: 'Kebabs মুছুন' }));
      await press(page.getByRole('dialog', { name: 'নিশ্চিত করুন' }).getByRole('button', { name: 'মুছুন' }));
      await expect(
        page.getByText(
          'ক্যাটাগরি মোছা যায়নি: "Kebabs" ক্যাটাগরি এখনও ১টি রেসিপিতে ব্যবহার হচ্ছে। আগে সেগুলো সরান বা মুছে ফেলুন।',
        ),
      ).toBeVisible();
    });
  });
}
