import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
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

/**
 * The browser's own line for a response it got with an error status or could not get at all: journeys provoke
 * those on purpose (a refused sign-in, a server that is away) and assert what the screen shows instead.
 */
const NETWORK_LINE = /^Failed to load resource: /;

/** What a page's console reported as an error, and what a page threw without catching, in `context`. */
function watchErrors(context: BrowserContext, errors: string[]): void {
  context.on('console', (message) => {
    if (message.type() === 'error' && !NETWORK_LINE.test(message.text()))
      errors.push(`console error on ${message.location().url}: ${message.text()}`);
  });
  context.on('weberror', (error) =>
    errors.push(`uncaught on ${error.page()?.url()}: ${error.error().stack}`),
  );
}

/** Watches the contexts a journey opens itself too (a second user's window), for the journey's duration. */
function watchNewContexts(browser: Browser, errors: string[]): () => void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...options) => {
    const context = await newContext(...options);
    watchErrors(context, errors);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

export const test = base.extend<{ consoleErrorsAllowed: RegExp[]; consoleErrors: void }>({
  // The shared server's address is only known once the global setup has started it.
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  /** Errors a journey causes on purpose and expects in the console, each matched by one pattern. */
  consoleErrorsAllowed: [[], { option: true }],
  // Every journey fails on an error in a page's console or an exception a page did not catch (issue 31): React's
  // own renderer reports what it caught there.
  consoleErrors: [
    async ({ context, browser, consoleErrorsAllowed }, use) => {
      const errors: string[] = [];
      watchErrors(context, errors);
      const stopWatching = watchNewContexts(browser, errors);
      await use();
      stopWatching();
      expect(errors.filter((error) => !consoleErrorsAllowed.some((allowed) => allowed.test(error)))).toEqual(
        [],
      );
    },
    { auto: true },
  ],
});

export { expect, ACCOUNTS };
