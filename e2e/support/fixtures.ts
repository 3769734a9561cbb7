import { test as base, expect, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';

type Role = keyof typeof ACCOUNTS;

/** Signs in through the API and stores the token where the app keeps it, then opens `path`. */
export async function signInAs(page: Page, role: Role, path = '/dashboard'): Promise<void> {
  const account = ACCOUNTS[role];
  const response = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { token: string } };
  await page.addInitScript((token) => window.localStorage.setItem('token', token), data.token);
  await page.goto(path);
}

/** A token for direct API calls made by a test (setting up data, checking results). */
export async function apiToken(page: Page, role: Role): Promise<string> {
  const account = ACCOUNTS[role];
  const response = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

export const test = base.extend({
  // The shared server's address is only known once the global setup has started it.
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect, ACCOUNTS };
