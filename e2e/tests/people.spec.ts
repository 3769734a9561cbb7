import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, apiToken, expect, signInAs, test } from '../support/fixtures';
import { submitSignIn } from '../support/sign-in';

/** Eight random digits, so reruns against the same server never collide on a phone or an email. */
const uniqueDigits = () => String(Math.floor(10_000_000 + Math.random() * 89_999_999));

const customerSearch = (page: Page) => page.getByLabel('Search customers by name, phone or email');
const userSearch = (page: Page) => page.getByLabel('Search users by name, email or role');
const customersTable = (page: Page) => page.getByRole('table', { name: 'Customers' });
const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });

test('an admin adds a customer, finds them by phone and edits them', async ({ page }) => {
  const digits = uniqueDigits();
  const name = `Farhana Akter ${digits}`;
  await signInAs(page, 'admin', '/dashboard/users');
  await expect(page.getByRole('heading', { name: 'Customer Management' })).toBeVisible();

  await page.getByRole('link', { name: 'Add New Customer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await expect(page.getByRole('heading', { name: 'Add New Customer' })).toBeVisible();

  // The form holds the spec's rules before anything is sent.
  await page.getByRole('button', { name: 'Save Customer' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Phone number is required')).toBeVisible();

  await page.getByLabel('Name*').fill(name);
  // Typed the international way; stored and shown as 01XXXXXXXXX.
  await page.getByLabel('Phone Number*').fill(`+880 17-${digits}`);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save Customer' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByLabel('Email').fill(`farhana${digits}@example.com`);
  await page.getByLabel('Street Address').fill('House 12, Road 5, Dhanmondi');
  await page.getByLabel('Notes').fill('Prefers a window table');
  await page.getByRole('button', { name: 'Save Customer' }).click();
  await expect(page.getByText('Customer saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/users/);

  await customerSearch(page).fill(`017${digits}`);
  const row = customersTable(page).getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`017${digits}`);
  await expect(customersTable(page).getByRole('row')).toHaveCount(2);

  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Customer' })).toBeVisible();
  await expect(page.getByLabel('Name*')).toHaveValue(name);
  await expect(page.getByLabel('Phone Number*')).toHaveValue(`017${digits}`);
  await expect(page.getByLabel('Street Address')).toHaveValue('House 12, Road 5, Dhanmondi');

  const renamed = `Farhana Rahman ${digits}`;
  await page.getByLabel('Name*').fill(renamed);
  await page.getByRole('button', { name: 'Save Customer' }).click();
  // The first save's toast may still be on screen.
  await expect(page.getByText('Customer saved successfully!').last()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/users/);

  await customerSearch(page).fill(`+880 17${digits}`);
  await expect(customersTable(page).getByRole('row', { name: new RegExp(renamed) })).toBeVisible();
  await expect(customersTable(page).getByText(name)).toHaveCount(0);
});

test('deleting the only customer on the last page steps back to the page before it', async ({ page }) => {
  const digits = uniqueDigits();
  const token = await apiToken(page, 'admin');
  // Eleven customers that only this search finds: ten on page 1, one on page 2.
  for (let index = 0; index < 11; index++) {
    const response = await page.request.post('/api/customers', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: `Paged ${digits} ${index}`,
        phone: `019${String((Number(digits) + index) % 100_000_000).padStart(8, '0')}`,
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await signInAs(page, 'admin', `/dashboard/users?customerSearch=Paged+${digits}&customerPage=2`);
  const rows = customersTable(page).getByRole('row', { name: new RegExp(`Paged ${digits}`) });
  await expect(rows).toHaveCount(1);
  const last = (await rows.first().getByRole('cell').first().textContent())!.trim();

  await rows.getByRole('button', { name: `Delete ${last}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();

  await expect(rows).toHaveCount(10);
  await expect(page).not.toHaveURL(/customerPage=2/);
  // Ten customers fit on one page, so the pager is gone.
  const customers = page.getByRole('region', { name: 'Customer Management' });
  await expect(customers.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
});

async function registerStaff(page: Page, name: string, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/register', {
    data: { name, email, password, passwordConfirm: password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Signs in through the form in a fresh browser context and returns where the app lands. */
async function signInElsewhere(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto('/login');
  await submitSignIn(page, email, password);
  return page;
}

test('an admin promotes a staff user to manager, who then reaches the dashboard', async ({
  page,
  browser,
}) => {
  const digits = uniqueDigits();
  const waiter = {
    name: `Jamal Waiter ${digits}`,
    email: `jamal${digits}@example.com`,
    password: 'waiter-2026',
  };
  await registerStaff(page, waiter.name, waiter.email, waiter.password);

  const before = await signInElsewhere(browser, waiter.email, waiter.password);
  await expect(before).toHaveURL(/\/stuff-portal$/);
  await before.context().close();

  await signInAs(page, 'admin', '/dashboard/users');
  await userSearch(page).fill(waiter.email);
  const row = usersTable(page).getByRole('row', { name: new RegExp(waiter.name) });
  await expect(row).toBeVisible();
  await row.getByLabel(`Role of ${waiter.name}`).selectOption('manager');
  await expect(page.getByText('User role updated successfully to manager')).toBeVisible();

  const after = await signInElsewhere(browser, waiter.email, waiter.password);
  await expect(after).toHaveURL(/\/dashboard$/);
  const sidebar = after.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByTestId('current-user-role')).toHaveText('manager');
  await after.context().close();
});

test('an admin changes a role in the edit dialog and deletes a user after confirming', async ({ page }) => {
  const digits = uniqueDigits();
  const cook = { name: `Kamal Cook ${digits}`, email: `kamal${digits}@example.com` };
  await registerStaff(page, cook.name, cook.email, 'cook-pass-2026');

  await signInAs(page, 'admin', '/dashboard/users');
  await userSearch(page).fill(cook.email);
  const row = usersTable(page).getByRole('row', { name: new RegExp(cook.name) });
  await row.getByRole('button', { name: `Edit ${cook.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User Role' });
  await dialog.getByLabel('Role').selectOption('admin');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User role updated successfully to admin')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByLabel(`Role of ${cook.name}`)).toHaveValue('admin');

  // The admin's own row cannot be deleted from the screen (the server refuses it too).
  await userSearch(page).fill(ACCOUNTS.admin.email);
  const own = usersTable(page).getByRole('row', { name: new RegExp(ACCOUNTS.admin.name) });
  await expect(own.getByRole('button', { name: `Delete ${ACCOUNTS.admin.name}` })).toBeDisabled();

  await userSearch(page).fill(cook.email);
  await row.getByRole('button', { name: `Delete ${cook.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete this user?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted!')).toBeVisible();
  await expect(usersTable(page)).toContainText('No users match your search.');
});
