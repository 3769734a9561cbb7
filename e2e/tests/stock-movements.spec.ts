import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { startServer, type RunningServer } from '../support/server';

// Exact stock and due figures: this journey runs on its own app and database.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer([ACCOUNTS.admin]);
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });
test.describe.configure({ mode: 'serial' });

async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${server.url}/api/auth/login`, {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function intake(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const response = await request.post(`${server.url}/api/inventory`, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.status()).toBe(201);
}

async function openInventory(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(`${server.url}/dashboard/inventory`);
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`stock and dues move as books at ${viewport.width}×${viewport.height}: reduce, pay, a stale edit, delete`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const token = await signIn(page.request);
    const name = `Ghee ${viewport.width}`;
    await intake(page.request, token, {
      name,
      category: 'Mosla',
      quantity: 2.5,
      unit: 'l',
      price: 1200,
      supplier: { name: 'Aarong Dairy' },
      dueTk: 3000,
    });
    await openInventory(page, token);

    await page.getByRole('button', { name: `View ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    // A supplier payment never touches the fractional quantity.
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await dialog.getByLabel('Amount paid (৳)').fill('1000');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await expect(page.getByText('Payment recorded.')).toBeVisible();
    await expect(dialog).toContainText('2.5 l');
    await expect(dialog).toContainText('৳2,000.00');

    await dialog.getByRole('button', { name: 'Reduce Stock' }).click();
    await dialog.getByLabel('Quantity to take away (l)').fill('3');
    await dialog.getByLabel('Reason').selectOption('wasted');
    await dialog.getByRole('button', { name: 'Reduce Stock' }).click();
    await expect(
      page.getByText(`Only 2.5 l of ${name} is in stock: 3 l cannot be taken away.`),
    ).toBeVisible();
    await dialog.getByLabel('Quantity to take away (l)').fill('0.5');
    await dialog.getByRole('button', { name: 'Reduce Stock' }).click();
    await expect(page.getByText('Stock reduced.')).toBeVisible();
    const history = dialog.getByRole('region', { name: 'Stock and Payment History' });
    await expect(history.getByRole('row').filter({ hasText: 'Wasted' })).toContainText('-0.5 l');
    await expect(history.getByRole('row').filter({ hasText: 'Supplier payment' })).toContainText(
      '-৳1,000.00',
    );
    await expect(history.getByRole('row').filter({ hasText: 'add up to' })).toContainText('2 l');
    await expect(history.getByRole('row').filter({ hasText: 'add up to' })).toContainText('৳2,000.00');

    // The edit form is opened; meanwhile another admin takes in 1 l owing ৳900.
    await dialog.getByRole('button', { name: 'Edit Item' }).click();
    await intake(page.request, token, {
      name,
      category: 'Mosla',
      quantity: 1,
      unit: 'l',
      price: 900,
      dueTk: 900,
    });
    await dialog.getByLabel('Due Amount (৳)').fill('1500');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByText(
        'This item changed after you opened it: 1 l received (৳900.00 owed) by Ayesha Admin. ' +
          'It now has 3 l in stock and ৳2,900.00 due. Check the new figures and save again.',
      ),
    ).toBeVisible();
    // The form starts again from the new figures; saving now is accepted.
    await expect(dialog.getByLabel('Quantity (l)')).toHaveValue('3');
    await expect(dialog.getByLabel('Due Amount (৳)')).toHaveValue('2900.00');
    await dialog.getByLabel('Quantity (l)').fill('2.75');
    await dialog.getByLabel('Why is there less?').selectOption('used');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Item updated successfully!')).toBeVisible();
    await expect(dialog).toContainText('2.75 l');
    await expect(dialog).toContainText('৳2,900.00');
    await page.keyboard.press('Escape');

    // Deleting names what is still owed; the due stays in the figures and can still be paid.
    const owed = page.getByRole('region', { name: 'Owed to Suppliers', exact: true });
    await expect(owed).toContainText('৳2,900.00');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toContainText(
      'Are you sure you want to delete this item? It still owes Aarong Dairy ৳2,900.00',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Item deleted successfully.')).toBeVisible();
    await expect(page.getByRole('button', { name: `View ${name}` })).toHaveCount(0);
    await expect(owed).toContainText('৳2,900.00');

    const showDeleted = page.getByLabel('Show deleted items (to pay what they still owe)');
    await showDeleted.click();
    await expect(showDeleted).toBeChecked();
    await page.getByRole('button', { name: `View ${name}` }).click();
    await expect(dialog).toContainText('Deleted on');
    await expect(dialog.getByRole('button', { name: 'Edit Item' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await dialog.getByLabel('Amount paid (৳)').fill('2900');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    // The first payment's toast may still be showing on a fast run: the newest one is this payment's.
    await expect(page.getByText('Payment recorded.').last()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(owed).toContainText('৳0.00');
  });
}
