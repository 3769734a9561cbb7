import type { Page } from '@playwright/test';
import { startServer, type RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';
import { submitRegistration } from '../support/sign-in';

// A new shop on a tablet (issue 31 §3): the owner registers and is signed in, not sent to type it all again.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined, viewport: { width: 768, height: 1024 }, hasTouch: true });
test.describe.configure({ mode: 'serial' });

const owner = { name: 'Nusrat Jahan', email: 'nusrat@signs-in.test', password: 'kacchi-2026' };
const waiter = { name: 'Rafiq Islam', email: 'rafiq@signs-in.test', password: 'borhani-2026' };

const register = (page: Page, who: typeof owner) => submitRegistration(page, server.url, who, 'tap');

test('the new owner is signed in by registering and lands on the dashboard', async ({ page }) => {
  await register(page, owner);
  await expect(page).toHaveURL(`${server.url}/dashboard`);
  await expect(page.getByText('Account created. You are signed in.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // A new shop: the first admin is asked for the business details straight away.
  await expect(page.getByRole('region', { name: 'Set up your business' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).tap();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByTestId('current-user-name')).toHaveText(owner.name);
  await expect(sidebar.getByTestId('current-user-role')).toHaveText('admin');

  // The session is a real one: a reload keeps it.
  await page.reload();
  await expect(page).toHaveURL(`${server.url}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('a later sign-up is staff: signed in, it waits on the staff portal as the spec says', async ({
  page,
}) => {
  await register(page, waiter);
  await expect(page).toHaveURL(`${server.url}/stuff-portal`);
  await expect(page.getByText('Please wait until admin approves your request.')).toBeVisible();
  await page.goto(`${server.url}/dashboard/inventory`);
  await expect(page).toHaveURL(`${server.url}/stuff-portal`);
  // Staff Login signs the waiting account out, to sign in once approved.
  await page.getByRole('button', { name: 'Staff Login' }).tap();
  await expect(page).toHaveURL(`${server.url}/login`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
