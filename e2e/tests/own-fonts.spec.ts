import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS, BUSINESS } from '../support/accounts';
import { addDish, chargeButton, chargePanel, dishButton } from '../support/counter';
import { apiTokenOn, startServer, type RunningServer } from '../support/server';

// A character the UI's fonts (index.css: system-ui, Noto Sans, Noto Sans Bengali) lack sends the browser through
// every font on the machine for one that has it: on the counter's first screen that search was a third of its
// first layout (docs/performance.md#characters-the-fonts-lack); arrows, ✕, ✎ and − are icons now.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer([ACCOUNTS.admin], { business: BUSINESS });
});
test.afterAll(() => server.stop());
test.use({ baseURL: undefined });

/**
 * What the UI's fonts draw: Latin with its punctuation and symbols, typographic quotes, dashes, bullet and
 * ellipsis, and Bengali (the taka sign ৳ among it).
 */
const OWN_FONTS =
  /[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u0980-\u09ff]/u;

/** Every character the page shows, in its visible text and in its fields (values and placeholders). */
function shownCharacters(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = new Set<string>();
    const add = (text: string) => {
      for (const character of text) if (character.trim()) shown.add(character);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.parentElement?.checkVisibility()) add(node.textContent ?? '');
    document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea').forEach((field) => {
      if (field.checkVisibility()) add(field.value + field.placeholder);
    });
    return [...shown];
  });
}

const othersThan = (characters: string[]) => characters.filter((character) => !OWN_FONTS.test(character));

test('the sign-in page, the dashboard and the counter show only characters the UI’s own fonts draw', async ({
  page,
}) => {
  const token = await apiTokenOn(server.url, ACCOUNTS.admin);
  await addDish(page.request, server.url, token, { name: 'Basmoti Kacchi', category: 'Kacchi', price: 420 });

  await page.goto(`${server.url}/login`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(othersThan(await shownCharacters(page)), '/login').toEqual([]);

  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(`${server.url}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(othersThan(await shownCharacters(page)), '/dashboard').toEqual([]);

  // The counter with a line on the order (its steppers, note and remove) and the Charge panel open.
  await page.goto(`${server.url}/dashboard/invoices/new`);
  await dishButton(page, 'Basmoti Kacchi').click();
  await expect(page.getByRole('button', { name: 'One more Basmoti Kacchi' })).toBeVisible();
  expect(othersThan(await shownCharacters(page)), 'the counter').toEqual([]);
  await chargeButton(page).click();
  await expect(chargePanel(page)).toBeVisible();
  expect(othersThan(await shownCharacters(page)), 'the Charge panel').toEqual([]);
});
