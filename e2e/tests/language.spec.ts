import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, BUSINESS } from '../support/accounts';
import { unbracketedText, usePseudoLocale } from '../support/pseudo-locale';
import { apiTokenOn, startServer, type RunningServer } from '../support/server';

// The language switch (issue 36): before anyone signs in it is the device's; signed in, the reader's account's.
// A server of its own: the accounts' languages change here, and other journeys read them in English.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer([ACCOUNTS.admin, ACCOUNTS.manager], { business: BUSINESS });
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });

/** The controls are found by what does not change with the language: the switch names itself in each. */
const languageGroup = (page: Page) => page.getByRole('group', { name: /^(Language|ভাষা)$/ });
const option = (page: Page, name: 'English' | 'বাংলা') =>
  languageGroup(page).getByRole('button', { name, exact: true });

async function accountPreferences(page: Page, token: string) {
  const response = await page.request.get(`${server.url}/api/auth/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { user: { language: string | null; digits: string | null } } })
    .data.user;
}

/** Whether Noto Sans Bengali, the app's own, has drawn Bangla on the page. */
const bengaliFontLoaded = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.fonts as unknown as Iterable<FontFace>).some(
      (face) => face.family.includes('Noto Sans Bengali') && face.status === 'loaded',
    ),
  );

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}×${viewport.height} the sign-in page switches to Bangla and remembers it, signing in keeps it on the account, and the reader switches language and digits in the app`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const account = viewport.width > 1000 ? ACCOUNTS.manager : ACCOUNTS.admin;
    await page.goto(`${server.url}/login`);
    await expect(option(page, 'English')).toHaveAttribute('aria-pressed', 'true');
    expect(await bengaliFontLoaded(page)).toBe(false);

    await option(page, 'বাংলা').click();
    await expect(option(page, 'বাংলা')).toHaveAttribute('aria-pressed', 'true');
    await expect(languageGroup(page)).toHaveAccessibleName('ভাষা');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect.poll(() => bengaliFontLoaded(page)).toBe(true);
    // The app installed from here is called by its Bangla name.
    const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifest).toBe('/manifest-bn.webmanifest');
    const installed = (await (await page.request.get(`${server.url}${manifest}`)).json()) as { name: string };
    expect(installed.name).toBe('দস্তরখান');

    // The device remembers it: the next visit opens in Bangla.
    await page.reload();
    await expect(option(page, 'বাংলা')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

    // Signing in keeps the language chosen: the account, which had none, now has Bangla.
    await page.locator('input[type="email"]').fill(account.email);
    await page.locator('input[type="password"]').fill(account.password);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await apiTokenOn(server.url, account);
    expect(await accountPreferences(page, token)).toMatchObject({ language: 'bn', digits: null });

    // The dashboard's figures in Bengali digits, the language's own.
    await expect(page.getByText(/৳[০-৯]/).first()).toBeVisible();
    if (viewport.width < 1024) await page.locator('header').getByRole('button').click();
    await expect(option(page, 'বাংলা')).toHaveAttribute('aria-pressed', 'true');

    // Latin digits, in Bangla: saved on the account, the figures redrawn.
    const digits = page.getByRole('group', { name: 'সংখ্যা' });
    await digits.getByRole('button', { name: 'ইংরেজি সংখ্যা 012' }).click();
    await expect(digits.getByRole('button', { name: 'ইংরেজি সংখ্যা 012' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(/৳[০-৯]/)).toHaveCount(0);
    await expect(page.getByText(/৳\d/).first()).toBeVisible();
    expect(await accountPreferences(page, token)).toMatchObject({ language: 'bn', digits: 'latn' });

    // Back to English, saved on the account.
    await option(page, 'English').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(languageGroup(page)).toHaveAccessibleName('Language');
    expect(await accountPreferences(page, token)).toMatchObject({ language: 'en', digits: 'latn' });
  });
}

test('the admin sets the business’s language in Settings, and a reader who chose none signs in to it', async ({
  page,
  browser,
}) => {
  const token = await apiTokenOn(server.url, ACCOUNTS.admin);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(`${server.url}/dashboard/settings`);
  const section = page.getByRole('region', { name: 'Language' });
  await section.getByLabel('Default language').selectOption('bn');
  await section.getByRole('button', { name: 'Save Language' }).click();
  await expect(page.getByText('Default language saved')).toBeVisible();

  // A new device: its sign-in page is in English, the reader's account has no language of its own.
  const reader = { name: 'Rina Staff', email: 'rina@e2e.dastarkhan.test', password: 'rina-pass-123' };
  const created = await page.request.post(`${server.url}/api/auth/register`, {
    data: { ...reader, passwordConfirm: reader.password },
  });
  expect(created.ok()).toBe(true);
  const other = await (await browser.newContext()).newPage();
  await other.goto(`${server.url}/login`);
  await expect(option(other, 'English')).toHaveAttribute('aria-pressed', 'true');
  await other.locator('input[type="email"]').fill(reader.email);
  await other.locator('input[type="password"]').fill(reader.password);
  await other.locator('button[type="submit"]').click();
  await expect(other.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(option(other, 'বাংলা')).toHaveAttribute('aria-pressed', 'true');
  await other.context().close();
});

test('in the pseudo-locale every word of the sign-in page comes from the catalogue', async ({ page }) => {
  await usePseudoLocale(page);
  await page.goto(`${server.url}/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByRole('button', { name: '⟦Šîĝñ îñ⟧' })).toBeVisible();
  expect(await unbracketedText(page)).toEqual([]);
  // The helper finds a word that bypassed the catalogue.
  await page.evaluate(() =>
    document.body.append(Object.assign(document.createElement('p'), { textContent: 'Stray words' })),
  );
  expect(await unbracketedText(page)).toEqual(['Stray words']);
});
