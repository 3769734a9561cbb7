import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, BUSINESS } from '../support/accounts';
import { unbracketedText, usePseudoLocale } from '../support/pseudo-locale';
import { printedDocuments, recordPrints } from '../support/print';
import { pseudo } from '../../web/src/lib/i18n/pseudo';
import { EVERY_SCREEN, signedOut } from '../support/screens';
import { apiTokenOn, startServer, type RunningServer } from '../support/server';

// Issue 36: in the pseudo-locale every word of the catalogue shows wrapped, ⟦Šàṽé⟧; a word on any screen,
// dialog or print that is not wrapped bypassed the catalogue. The demo restaurant fills every screen.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer(Object.values(ACCOUNTS), { business: BUSINESS, demo: true });
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });
test.describe.configure({ timeout: 180_000 });

/** Fields of the API's answers that hold what a person typed or the demo seeded: shown as they are. */
const DATA_FIELD =
  /^(name|nameBn|email|phone|address|address2|cityState|street|description|note|notes|reason|code|sku|supplierName|customerName|userName|createdByName|by|merchantId|terminalId|invoiceNumber|number|reference|category|title|memo|itemName|dishName|recipeName|holderName|area|city)$/;

/** Every string held in a data field of `value`, however deep. */
function dataStrings(value: unknown, into: Set<string>, field = ''): void {
  if (typeof value === 'string') {
    if (DATA_FIELD.test(field) && /[A-Za-z]/.test(value)) into.add(value);
  } else if (Array.isArray(value)) for (const item of value) dataStrings(item, into, field);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) dataStrings(inner, into, key);
}

/** The demo's names and the business's details, read through the API as the screens read them. */
async function demoData(token: string): Promise<string[]> {
  const found = new Set<string>();
  for (const account of Object.values(ACCOUNTS)) {
    // The avatar shows a user's initials.
    const initials = account.name
      .split(' ')
      .map((part) => part[0])
      .join('');
    for (const value of [account.name, account.email, initials]) found.add(value);
  }
  dataStrings(BUSINESS, found);
  for (const path of [
    '/api/recipes?limit=100',
    '/api/recipe-categories',
    '/api/customers?limit=100',
    '/api/users?limit=100',
    '/api/suppliers?limit=100',
    '/api/inventory?limit=100',
    '/api/stock-categories',
    '/api/costs?limit=100',
    '/api/invoices?limit=100',
    '/api/orders',
    '/api/settings/business',
  ]) {
    const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.ok) dataStrings(await response.json(), found);
  }
  // Dates are Intl's, in the pseudo-locale's date locale (en-GB): its month names are not the catalogue's.
  for (let month = 0; month < 12; month++)
    for (const style of ['short', 'long'] as const)
      found.add(new Intl.DateTimeFormat('en-GB', { month: style }).format(new Date(2026, month, 15)));
  // Longest first, so a name is taken out whole before a shorter one inside it.
  return [...found].sort((a, b) => b.length - a.length);
}

/** The catalogue's English as the pseudo-locale shows it, as a pattern for a control's name. */
const wrapped = (english: string) => new RegExp(`^${pseudo(english).slice(0, -1)}`);

/** Controls that open a dialog, a print or a panel on the screens, by the start of their name. */
const OPENERS = ['Edit', 'Delete', 'Void', 'Add', 'Record', 'Pay', 'Set', 'Close', 'Reopen', 'Print'].map(
  wrapped,
);

/** Detail screens the lists link to: the first of each is opened too. */
const DETAILS = [
  /^\/dashboard\/invoices\/[^/]+\/edit$/,
  /^\/dashboard\/invoices\/[^/]+\/voided$/,
  /^\/dashboard\/orders\/[^/]+$/,
  /^\/dashboard\/suppliers\/[^/]+$/,
  /^\/dashboard\/customers\/(?!new)[^/]+$/,
  /^\/dashboard\/customers\/(?!new)[^/]+\/account$/,
  /^\/dashboard\/audit\/[^/]+\/[^/]+$/,
  /^\/dashboard\/day\/z\/[^/]+$/,
];

async function openSignedIn(page: Page, token: string, path: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.evaluate((value) => localStorage.setItem('token', value), signedOut(path) ? '' : token);
  await page.goto(`${server.url}${path}`);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Each opener on the screen, the first of its kind: what it opens is looked at, then closed. */
async function openEach(page: Page, look: (where: string) => Promise<void>, where: string): Promise<void> {
  for (const opener of OPENERS) {
    const control = page.getByRole('button', { name: opener }).first();
    if (!(await control.isVisible()) || !(await control.isEnabled())) continue;
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
    await control.click();
    // A dialog opens, or a print is recorded, at once; what it reads arrives right after.
    await page.waitForTimeout(400);
    await look(`${where} → ${name}`);
    const dialog = page.getByRole('dialog');
    if (await dialog.isVisible()) {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden', timeout: 2_000 }).catch(() => undefined);
    }
    if (new URL(page.url()).pathname !== where || (await dialog.isVisible())) {
      await page.goto(`${server.url}${where}`);
      await expect(page.getByRole('heading').first()).toBeVisible();
    }
  }
}

/** Links on the screen to a detail screen not opened yet, one per kind. */
async function detailLinks(page: Page, seen: Set<RegExp>): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/dashboard/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const found: string[] = [];
  for (const pattern of DETAILS) {
    const href = hrefs.find((value) => pattern.test(value));
    if (href && !seen.has(pattern)) {
      seen.add(pattern);
      found.push(href);
    }
  }
  return found;
}

test('every screen, dialog and print of the admin shows only words from the catalogue', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await usePseudoLocale(page);
  await recordPrints(page);
  const token = await apiTokenOn(server.url, ACCOUNTS.admin);
  const data = await demoData(token);
  const found: string[] = [];
  const look = async (where: string) => {
    found.push(...(await unbracketedText(page, data)).map((text) => `${where}: ${text}`));
  };
  const queue = [...EVERY_SCREEN, '/dashboard/vat-register'];
  const seen = new Set<RegExp>();
  for (let index = 0; index < queue.length; index++) {
    const path = queue[index]!;
    await openSignedIn(page, token, path);
    await look(path);
    queue.push(...(await detailLinks(page, seen)));
    if (!signedOut(path)) await openEach(page, look, path);
  }
  // A refusal from the server, worded from the failures catalogue.
  await openSignedIn(page, '', '/login');
  await page.locator('input[type="email"]').fill(ACCOUNTS.admin.email);
  await page.locator('input[type="password"]').fill('not-the-password');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();
  await look('/login, refused');
  // The counter's Charge panel.
  await openSignedIn(page, token, '/dashboard/invoices/new');
  await page.getByRole('button', { name: /, ৳/ }).first().click();
  await page
    .getByRole('button', { name: pseudo('Charge'), exact: true })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await look('/dashboard/invoices/new → charge');
  const prints = await printedDocuments(page);
  for (const [index, printed] of prints.entries()) {
    await page.setContent(printed);
    await look(`print ${index + 1}`);
  }
  console.log(`${queue.length} screens, ${prints.length} prints`, queue.slice(EVERY_SCREEN.length));
  expect(found).toEqual([]);
});

test('on a tablet, the staff’s screens and the menu show only words from the catalogue', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await usePseudoLocale(page);
  const token = await apiTokenOn(server.url, ACCOUNTS.staff);
  const data = await demoData(await apiTokenOn(server.url, ACCOUNTS.admin));
  const found: string[] = [];
  // The tablet's own menu, behind the header's button.
  await openSignedIn(page, await apiTokenOn(server.url, ACCOUNTS.admin), '/dashboard');
  await page.locator('header').getByRole('button').first().click();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  found.push(...(await unbracketedText(page, data)).map((text) => `menu: ${text}`));
  for (const path of ['/dashboard', '/dashboard/attendence', '/stuff-portal']) {
    await openSignedIn(page, token, path);
    found.push(...(await unbracketedText(page, data)).map((text) => `${path}: ${text}`));
  }
  expect(found).toEqual([]);
});
