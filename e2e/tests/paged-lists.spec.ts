import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { addDish } from '../support/counter';
import { startServer, type RunningServer } from '../support/server';

// Every paged list steps back after its last page empties; these fill two lists to one row past a page.
let server: RunningServer;
let token: string;
test.beforeAll(async ({ request }) => {
  server = await startServer([ACCOUNTS.admin]);
  const response = await request.post(`${server.url}/api/auth/login`, {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  token = ((await response.json()) as { data: { token: string } }).data.token;
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });

async function open(page: Page, path: string) {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(`${server.url}${path}`);
}

async function deleteConfirmed(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Delete' }).click();
}

test('deleting the only item on the last inventory page steps back to the page before it', async ({
  page,
}) => {
  // Eleven items: ten on page 1, one on page 2.
  const items = Array.from({ length: 11 }, (_, index) => ({
    name: `Paged item ${String(index).padStart(2, '0')}`,
    category: 'Vegetable',
    quantity: 5,
    unit: 'kg',
    price: 40,
  }));
  const added = await page.request.post(`${server.url}/api/inventory`, {
    headers: { authorization: `Bearer ${token}` },
    data: items,
  });
  expect(added.ok(), await added.text()).toBe(true);

  await open(page, '/dashboard/inventory?search=Paged+item&page=2');
  const rows = page.getByRole('row').filter({ hasText: 'Paged item' });
  await expect(rows).toHaveCount(1);
  const last = (await rows.first().getByRole('cell').first().textContent())!.trim();

  await deleteConfirmed(page, last);
  await expect(page.getByText('Item deleted successfully.')).toBeVisible();
  await expect(rows).toHaveCount(10);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
});

test('deleting the only recipe on the last listing page steps back to the page before it', async ({
  page,
}) => {
  // Thirteen recipes: twelve cards on page 1, one on page 2.
  for (let index = 0; index < 13; index++) {
    const name = `Paged dish ${String(index).padStart(2, '0')}`;
    await addDish(page.request, server.url, token, { name, category: 'Kacchi', price: 300 });
  }

  await open(page, '/dashboard/recipes?recipesSearch=Paged+dish&recipesPage=2');
  const cards = page.getByRole('article').filter({ hasText: 'Paged dish' });
  await expect(cards).toHaveCount(1);
  const last = (await cards.first().getAttribute('aria-label'))!;

  await deleteConfirmed(page, last);
  await expect(page.getByText(`${last} deleted.`)).toBeVisible();
  await expect(cards).toHaveCount(12);
  await expect(page).not.toHaveURL(/recipesPage=2/);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
});
