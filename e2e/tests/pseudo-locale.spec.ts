import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, BUSINESS } from '../support/accounts';
import { unbracketedText, usePseudoLocale } from '../support/pseudo-locale';
import { printedDocuments, recordPrints } from '../support/print';
import { NOTES } from '../../contract/src/days';
import { pseudo } from '../../web/src/lib/i18n/pseudo';
import { EVERY_SCREEN, signedOut } from '../support/screens';
import { apiTokenOn, startServer, type Account, type RunningServer } from '../support/server';

// Issue 36: in the pseudo-locale every word of the catalogue shows wrapped, ⟦Šàṽé⟧; a word on any screen,
// dialog or print that is not wrapped bypassed the catalogue. The demo restaurant fills every screen.
/** A cashier, whose discount above the admin's limit asks for an approval. */
const CASHIER: Account = {
  name: 'Kamal Cashier',
  email: 'cashier@e2e.dastarkhan.test',
  password: 'cashier-pass-123',
  role: 'cashier',
};

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer([...Object.values(ACCOUNTS), CASHIER], { business: BUSINESS, demo: true });
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
  for (const account of [...Object.values(ACCOUNTS), CASHIER]) {
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
  // sonner names the toasts' region with its key, as keyboards print it.
  found.add('alt+T');
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
  console.log(`${queue.length} screens`, queue.slice(EVERY_SCREEN.length));
  expect(found).toEqual([]);
});

/** A button by the catalogue's English of its name, as the pseudo-locale shows it. */
const button = (scope: Page | Locator, english: string) =>
  scope.getByRole('button', { name: pseudo(english), exact: true });

/** What this journey types: shown as typed. */
const TYPED = { reason: 'Closed for the pseudo-locale sweep', note: 'no chili' };

/** The Dhaka business day `daysAgo` days before today, as the API names days. */
const dhakaDay = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(Date.now() - daysAgo * 86_400_000);

test('every print layout, a form’s refusal and the void and approval dialogs show only words from the catalogue', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await usePseudoLocale(page);
  await recordPrints(page);
  const token = await apiTokenOn(server.url, ACCOUNTS.admin);
  const data = [...(await demoData(token)), ...Object.values(TYPED)];
  const api = async (method: 'get' | 'post', path: string, body?: object) => {
    const response = await request[method](`${server.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
      ...(body ? { data: body } : {}),
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()).data;
  };
  // Yesterday closed for its Z report (no order may be open then), and a held order for its kitchen ticket.
  const report = await api('post', '/api/days/close', {
    day: dhakaDay(1),
    notes: Object.fromEntries(NOTES.map((note) => [note, 0])),
    bkash: 0,
    nagad: 0,
    leftInDrawer: 0,
    reason: TYPED.reason,
  });
  const { recipes } = await api('get', '/api/recipes?limit=1');
  const dish = recipes[0];
  const { order } = await api('post', '/api/orders', {
    table: 'T9',
    lines: [{ recipeId: dish._id, name: dish.name, price: dish.price, quantity: 2, note: TYPED.note }],
  });
  const found: string[] = [];
  const look = async (where: string, on: Page = page) => {
    found.push(...(await unbracketedText(on, data)).map((text) => `${where}: ${text}`));
  };
  /** Clicks `print` and looks at what went to the printer, laid out on a page of its own. */
  const lookAtPrint = async (where: string, print: Locator) => {
    const before = (await printedDocuments(page)).length;
    await print.click();
    await expect.poll(async () => (await printedDocuments(page)).length).toBe(before + 1);
    const preview = await page.context().newPage();
    await preview.setContent((await printedDocuments(page)).at(-1)!);
    await look(`${where}, printed`, preview);
    await preview.close();
  };

  await openSignedIn(page, token, `/dashboard/day/z/${report.number}`);
  await lookAtPrint('Z report', button(page, 'Print (80 mm)'));

  await openSignedIn(page, token, `/dashboard/orders/${order._id}`);
  await button(page, 'Send to kitchen').click();
  await look('kitchen ticket dialog');
  await lookAtPrint('kitchen ticket', button(page.getByRole('dialog'), 'Print ticket'));

  // A receipt charged at the counter, printed, then the void dialog of it.
  await openSignedIn(page, token, '/dashboard/invoices/new');
  await page.getByRole('button', { name: /, ৳/ }).first().click();
  await button(page.getByRole('complementary', { name: pseudo('Order') }), 'Charge').click();
  await look('counter → charge');
  await button(page.getByRole('dialog'), 'Exact').click();
  await button(page.getByRole('dialog'), 'Create Receipt').click();
  await expect(page.getByTestId('receipt')).toBeVisible();
  await look('counter → receipt');
  await lookAtPrint('receipt', button(page, 'Print'));
  await openSignedIn(page, token, '/dashboard/invoices');
  await page
    .getByRole('button', { name: new RegExp(`^${pseudo('Delete').slice(0, -1)}`) })
    .first()
    .click();
  const confirm = page.getByRole('dialog');
  await button(confirm, 'Delete').click();
  await expect(confirm.locator('[aria-invalid="true"]').first()).toBeVisible();
  await look('void dialog, no reason');
  await page.keyboard.press('Escape');

  // A regular who owes: the statement, then a payment and its money receipt.
  const { dues } = await api('get', '/api/dues?limit=1');
  await openSignedIn(page, token, `/dashboard/customers/${dues[0].customerId}/account`);
  await lookAtPrint('statement', button(page, 'Print statement (80 mm)'));
  await button(page, 'Receive payment').click();
  const payment = page.getByRole('dialog');
  await payment.getByRole('textbox').first().fill('10');
  await button(payment, 'Receive payment').click();
  await expect(page.getByTestId('money-receipt')).toBeVisible();
  await look('money receipt');
  await lookAtPrint('money receipt', button(page, 'Print money receipt'));

  // A form refusing a phone that is no Bangladeshi mobile.
  await openSignedIn(page, token, '/dashboard/customers');
  await page.getByRole('textbox').first().fill('Pseudo Guest');
  await page.getByRole('textbox', { name: new RegExp(`^${pseudo('Phone').slice(0, -1)}`) }).fill('01712');
  await button(page, 'Save Customer').click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await look('new customer, refused phone');

  // The cashier's discount above the limit: the admin's approval, asked for on the spot.
  await openSignedIn(page, await apiTokenOn(server.url, CASHIER), '/dashboard/invoices/new');
  await page.getByRole('button', { name: /, ৳/ }).first().click();
  await button(page, 'Percent (%)').click();
  await page.getByRole('textbox', { name: pseudo('Discount (%)') }).fill('50');
  await button(page.getByRole('complementary', { name: pseudo('Order') }), 'Charge').click();
  await button(page.getByRole('dialog'), 'Exact').click();
  await button(page.getByRole('dialog'), 'Create Receipt').click();
  await expect(page.getByRole('dialog', { name: pseudo("An admin's approval") })).toBeVisible();
  await look('approval');
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
