import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/accounts';
import { EVERY_SCREEN, signedOut } from '../support/screens';
import { tooSmall } from '../support/touch';
import { apiTokenOn, startServer, type RunningServer } from '../support/server';

test.describe('on a touch tablet', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer(Object.values(ACCOUNTS), { demo: true });
  });
  test.afterAll(() => server.stop());
  test.use({ baseURL: undefined, viewport: { width: 768, height: 1024 }, hasTouch: true });
  // Eighteen screens opened cold, and a dialog.
  test.describe.configure({ timeout: 180_000 });

  test('every control on every screen, and a dialog’s, is big enough for a finger', async ({ page }) => {
    const token = await apiTokenOn(server.url, ACCOUNTS.admin);
    const found: string[] = [];
    for (const path of EVERY_SCREEN) {
      await page.goto(`${server.url}/login`);
      await page.evaluate((value) => localStorage.setItem('token', value), signedOut(path) ? '' : token);
      await page.goto(`${server.url}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Lists and cards arrive after the heading.
      await page.waitForLoadState('networkidle');
      found.push(...(await tooSmall(page)).map((control) => `${path}: ${control}`));
    }
    await page.goto(`${server.url}/dashboard/recipes`);
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await tooSmall(page)).map((control) => `recipe dialog: ${control}`));
    expect(found).toEqual([]);
  });
});
