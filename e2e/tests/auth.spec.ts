import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startServer, type RunningServer } from '../support/server';
import { submitRegistration, submitSignIn } from '../support/sign-in';

// These journeys need an empty database (the first account becomes admin), so they run their own app.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });
test.describe.configure({ mode: 'serial' });

const owner = { name: 'Nusrat Jahan', email: 'nusrat@dastarkhan.test', password: 'kacchi-2026' };
const waiter = { name: 'Rafiq Islam', email: 'rafiq@dastarkhan.test', password: 'borhani-2026' };

/** Registers through the form; the new account is signed in by it (issue 31). */
const registerThroughForm = (page: Page, who: typeof owner) => submitRegistration(page, server.url, who);

test('the first account becomes admin and reaches the dashboard with the sidebar', async ({ page }) => {
  await page.goto(server.url);
  await expect(page).toHaveURL(`${server.url}/login`);
  await registerThroughForm(page, owner);
  await expect(page).toHaveURL(`${server.url}/dashboard`);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByTestId('current-user-name')).toHaveText(owner.name);
  await expect(sidebar.getByTestId('current-user-role')).toHaveText('admin');
  for (const link of [
    'Dashboard',
    'Invoices',
    'Inventory',
    'Extra Costs',
    'Users Management',
    'Recipes',
    'Attendance',
  ]) {
    await expect(sidebar.getByRole('link', { name: link })).toBeVisible();
  }
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('mismatched passwords are caught in the form and nothing is sent', async ({ page }) => {
  const registrations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/register')) registrations.push(request.url());
  });
  await page.goto(`${server.url}/register`);
  await page.getByLabel('Name').fill('Someone');
  await page.getByLabel('Email').fill('someone@dastarkhan.test');
  await page.getByLabel('Password', { exact: true }).fill('password-one');
  await page.getByLabel('Confirm Password').fill('password-two');
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  expect(registrations).toEqual([]);
});

test('a later account is staff: it waits on the staff portal and cannot open dashboard screens', async ({
  page,
}) => {
  await registerThroughForm(page, waiter);
  await expect(page).toHaveURL(`${server.url}/stuff-portal`);
  await expect(page.getByText('Please wait until admin approves your request.')).toBeVisible();
  await page.getByRole('button', { name: 'Simulate Admin Approval' }).click();
  await expect(page.getByText('Admin approved. You may start working!')).toBeVisible();

  await page.goto(`${server.url}/dashboard/inventory`);
  await expect(page).toHaveURL(`${server.url}/stuff-portal`);
});

test('a reload draws the dashboard at once while the server checks the session, and a session it refuses still ends on the sign-in page', async ({
  page,
}) => {
  await page.goto(`${server.url}/login`);
  await submitSignIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(`${server.url}/dashboard`);

  // The server is slow to answer who is signed in: the screen does not wait for it.
  let answerMe: () => void = () => undefined;
  const meHeld = new Promise<void>((resolve) => (answerMe = resolve));
  await page.route('**/api/auth/me', async (route) => {
    await meHeld;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByTestId('current-user-name')).toHaveText(owner.name);
  const meAnswered = page.waitForResponse('**/api/auth/me');
  answerMe();
  await meAnswered;
  await page.unroute('**/api/auth/me');

  // The server refuses the stored session: the remembered user goes with the token.
  await page.route('**/api/auth/me', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'fail', message: 'Please sign in again.' }),
    }),
  );
  await page.reload();
  await expect(page).toHaveURL(`${server.url}/login`);
  // The token goes with the refusal; the user once the answer is read (its schema may still be downloading).
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]))
    .toEqual([null, null]);
});

test('Logout removes the token and returns to the sign-in page', async ({ page }) => {
  await page.goto(`${server.url}/login`);
  await submitSignIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(`${server.url}/dashboard`);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${server.url}/login`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto(`${server.url}/dashboard`);
  await expect(page).toHaveURL(`${server.url}/login`);
});

test('the sign-in form holds a malformed email and a short password back, sending nothing', async ({
  page,
}) => {
  // Its schema is downloaded once the page has drawn (issue 31): pressed straight away, it still checks.
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login')) signIns.push(request.url());
  });
  await page.goto(`${server.url}/login`);
  await submitSignIn(page, 'nusrat.dastarkhan.test', 'kacchi');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Must be at least 8 characters long')).toBeVisible();
  await submitSignIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(`${server.url}/dashboard`);
  expect(signIns).toHaveLength(1);
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto(`${server.url}/login`);
  await submitSignIn(page, owner.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expect(page).toHaveURL(`${server.url}/login`);
});

test('the sign-in and registration pages link to each other by name, and the links lead there', async ({
  page,
}) => {
  await page.goto(`${server.url}/login`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(`${server.url}/register`);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${server.url}/login`);
});
