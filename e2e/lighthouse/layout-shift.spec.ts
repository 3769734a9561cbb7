import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { EVERY_SCREEN, signedOut } from '../support/screens';

/**
 * Issue 15 asks for a layout shift of at most 0.02 on every screen. Lighthouse audits three screens; this report
 * opens every screen cold, signed in as the admin on the demo restaurant, at the three sizes the journeys use,
 * and prints each screen's layout shift with the elements that moved. A report, not a gate: shifts depend on
 * when responses arrive. What it asserts is that it measured: the browser reports layout shifts, and each screen
 * opened at its own address (not the sign-in page a lost session leads to). The three sizes walk the screens side
 * by side: the walk mostly waits for the page to settle, and one after another took two and a half minutes of CI.
 */

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
  { width: 412, height: 823 },
];

test('layout shift of every screen at 1366×768, 768×1024 and 412×823', async ({ browser }) => {
  const origin = process.env.E2E_BASE_URL!;
  const probe = await browser.newPage();
  expect(await probe.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('layout-shift'))).toBe(
    true,
  );
  await probe.close();
  const walk = async (viewport: (typeof VIEWPORTS)[number]) => {
    const lines: string[] = [];
    const elsewhere: string[] = [];
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const response = await page.request.post(`${origin}/api/auth/login`, {
      data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
    });
    const { data } = (await response.json()) as { data: { token: string } };
    for (const path of EVERY_SCREEN) {
      await page.goto(`${origin}/login`);
      await page.evaluate(
        (token) => (token ? window.localStorage.setItem('token', token) : window.localStorage.clear()),
        signedOut(path) ? '' : data.token,
      );
      await page.goto(`${origin}${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const landed = new URL(page.url()).pathname;
      if (landed !== path) elsewhere.push(`${viewport.width} ${path} opened ${landed}`);
      const shifts = await page.evaluate(
        () =>
          new Promise<{ value: number; sources: string[] }[]>((resolve) => {
            const found: { value: number; sources: string[] }[] = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as unknown as {
                value: number;
                hadRecentInput: boolean;
                sources: { node?: Node }[];
              }[])
                if (!entry.hadRecentInput)
                  found.push({
                    value: entry.value,
                    sources: entry.sources.map((s) =>
                      s.node instanceof Element
                        ? `${s.node.tagName}.${s.node.className}`.slice(0, 80)
                        : String(s.node?.nodeName),
                    ),
                  });
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(found), 200);
          }),
      );
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      lines.push(
        `${viewport.width} ${path}: CLS ${total.toFixed(4)} ${total > 0.005 ? JSON.stringify(shifts) : ''}`,
      );
    }
    await context.close();
    return { lines, elsewhere };
  };
  const reports = await Promise.all(VIEWPORTS.map(walk));
  console.log(reports.flatMap(({ lines }) => lines).join('\n'));
  expect(reports.flatMap(({ elsewhere }) => elsewhere)).toEqual([]);
});
