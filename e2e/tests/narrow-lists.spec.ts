import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { apiTokenOn, startServer, type RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';

/**
 * Every list shows all of each row, its status and its actions, inside the window, on a tablet and on a laptop
 * (issue 31 §3: at 768 px the receipts, inventory and costs tables were cut off on the right, hiding Edit, Delete
 * and the stock status). The demo restaurant fills the lists with real lengths of names and figures.
 */
const LISTS = [
  { path: '/dashboard/invoices', table: 'Invoices' },
  { path: '/dashboard/inventory', table: 'Inventory items' },
  { path: '/dashboard/extra-cost', table: 'Extra costs' },
  { path: '/dashboard/users', table: 'Users' },
  { path: '/dashboard/users', table: 'Customers' },
  { path: '/dashboard/attendence', table: 'Attendance records' },
  { path: '/dashboard/recipes/categories', table: 'Menu categories' },
];

/** Whatever of a table's rows lies outside the window sideways, or in a box that scrolls sideways, named. */
function cutOff(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const part of Array.from(element.querySelectorAll<HTMLElement>('tbody td, tbody td *'))) {
      if (!part.checkVisibility() || part.closest('.sr-only')) continue;
      const { left, right } = part.getBoundingClientRect();
      if (left < -0.5 || right > width + 0.5)
        found.push(`"${part.textContent?.trim().slice(0, 30)}" at ${Math.round(left)}–${Math.round(right)}`);
    }
    for (let box = element.parentElement; box; box = box.parentElement) {
      if (box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'visible')
        found.push(`a box ${box.clientWidth} px wide scrolls sideways over ${box.scrollWidth} px`);
    }
    if (document.documentElement.scrollWidth > width) found.push('the page scrolls sideways');
    return found;
  });
}

/** Each control of a table's rows smaller than a finger. */
function smallTargets(table: Locator): Promise<string[]> {
  return table.evaluate((element) =>
    Array.from(element.querySelectorAll<HTMLElement>('tbody button, tbody a[href], tbody select'))
      .filter((control) => control.checkVisibility())
      .flatMap((control) => {
        const { width, height } = control.getBoundingClientRect();
        return width >= 43.5 && height >= 43.5
          ? []
          : [`${control.getAttribute('aria-label') ?? control.textContent} ${width}×${height}`];
      }),
  );
}

/** Scrolls the page down to a row, and only down: a sideways scroll would bring back what was cut off. */
const scrollDownTo = (row: Locator) =>
  row.evaluate((element) => window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - 80));

let server: RunningServer;
let token: string;
test.beforeAll(async () => {
  server = await startServer(Object.values(ACCOUNTS), { demo: true });
  token = await apiTokenOn(server.url, ACCOUNTS.admin);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const send = (method: 'POST' | 'PUT', path: string, body: unknown) =>
    fetch(`${server.url}/api${path}`, { method, headers, body: JSON.stringify(body) }).then(
      async (response) => {
        if (!response.ok) throw new Error(`${path}: ${await response.text()}`);
        return (await response.json()) as { data: { items: { _id: string }[]; recipe: { _id: string } } };
      },
    );
  const post = (path: string, body: unknown) => send('POST', path, body);
  // Today's lists with their widest rows first: a cost with a long reason, the admin's check-in, and a new stock
  // item that sales took below 0 (waste never does, ADR 0150), whose quantity carries the missing-intake warning.
  await post('/costs', [
    { reason: 'Refill for the kacchi deg burner, second floor kitchen', amount: 1450, holderName: 'Karim' },
  ]);
  await post('/attendance/check-in', {});
  const { data } = await post('/inventory', {
    name: 'Sour yoghurt (tok doi), Bogura',
    category: 'Desert',
    quantity: 2,
    unit: 'kg',
    price: 180,
    supplier: { name: 'Bogura Doi Ghar and Sons' },
  });
  const { data: dish } = await post('/recipes', {
    name: 'Tok doi',
    category: 'Kacchi',
    price: 100,
    image: 'https://images.example.com/tok-doi.jpg',
  });
  await send('PUT', `/recipes/${dish.recipe._id}/bill`, {
    batchPlates: 1,
    ingredients: [{ itemId: data.items[0]!._id, quantity: 1, unit: 'kg' }],
  });
  await post('/invoices', {
    customer: { name: 'Walk-in Customer' },
    items: [{ recipeId: dish.recipe._id, name: 'Tok doi', price: 100, quantity: 3 }],
    paymentMethod: 'Cash',
    amountPaid: 300,
  });
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });
test.describe.configure({ timeout: 180_000 });

async function open(page: Page, path: string) {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(`${server.url}${path}`);
}

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    const touch = viewport.width < 1024;
    test.use({ viewport, hasTouch: touch });

    test('every row of every list shows all its columns, its status and its actions in the window', async ({
      page,
    }) => {
      const found: string[] = [];
      for (const list of LISTS) {
        await open(page, list.path);
        const table = page.getByRole('table', { name: list.table, exact: true });
        const rows = table.locator('tbody tr');
        await expect(rows.first().getByRole('cell').nth(1)).not.toHaveText('');
        found.push(...(await cutOff(table)).map((part) => `${list.table}: ${part}`));
        if (touch)
          found.push(...(await smallTargets(table)).map((part) => `${list.table}: ${part} too small`));
      }
      expect(found).toEqual([]);
    });

    test('the stock status and the row actions are seen and work by tap', async ({ page }) => {
      await open(page, '/dashboard/inventory');
      // A laptop keeps the lists as tables, headed once; narrower, every row is a card.
      const header = page.getByRole('columnheader', { name: 'Status' });
      if (viewport.width >= 1366) await expect(header).toBeInViewport({ ratio: 1 });
      const item = page
        .getByRole('row')
        .filter({ hasText: /In Stock|Low Stock|Out of Stock/ })
        .first();
      await scrollDownTo(item);
      const status = item.getByText(/^(In Stock|Low Stock|Out of Stock)$/);
      await expect(status).toBeInViewport({ ratio: 1 });
      const name = (await item.getByRole('cell').first().textContent())!.trim();
      const edit = item.getByRole('button', { name: `Edit ${name}` });
      await expect(edit).toBeInViewport({ ratio: 1 });
      await (touch ? edit.tap() : edit.click());
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      await page.keyboard.press('Escape');

      await open(page, '/dashboard/extra-cost');
      const cost = page.getByRole('row').filter({ hasText: 'Refill for the kacchi deg burner' });
      await scrollDownTo(cost);
      const remove = cost.getByRole('button', { name: /^Delete / });
      await expect(remove).toBeInViewport({ ratio: 1 });
      await (touch ? remove.tap() : remove.click());
      const confirm = page.getByRole('dialog', { name: 'Delete Cost' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Cancel' }).click();

      await open(page, '/dashboard/invoices');
      const receipt = page.locator('tbody tr').first();
      await scrollDownTo(receipt);
      const editReceipt = receipt.getByRole('link', { name: /^Edit / });
      await expect(receipt.getByText(/^(Paid|Due)$/)).toBeInViewport({ ratio: 1 });
      await expect(editReceipt).toBeInViewport({ ratio: 1 });
      await (touch ? editReceipt.tap() : editReceipt.click());
      await expect(page).toHaveURL(/\/dashboard\/invoices\/[^/]+\/edit$/);
    });
  });
}
