import type { Page } from '@playwright/test';
import { expect, signInAs, test } from '../support/fixtures';

type Seen = { renderers: { name: string; version: string }[]; commits: number };

declare global {
  interface Window {
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: object;
    reactSeen?: Seen;
  }
}

// React's renderer announces itself to the React DevTools hook when it loads (its name and version) and
// reports each commit to it, in production builds too. The journey plays the extension's part: the page itself
// carries nothing for it (issue 31: React 19's own renderer draws the app, not a stand-in for it).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: Seen = { renderers: [], commits: 0 };
    window.reactSeen = seen;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      inject(renderer: { rendererPackageName: string; version: string }) {
        seen.renderers.push({ name: renderer.rendererPackageName, version: renderer.version });
        return seen.renderers.length;
      },
      onCommitFiberRoot() {
        seen.commits += 1;
      },
    };
  });
});

const seen = (page: Page) => page.evaluate(() => window.reactSeen!);

for (const [screen, path, heading, signedIn] of [
  ['the sign-in page', '/login', 'Sign in to your account', false],
  ['the dashboard', '/dashboard', 'Dashboard', true],
] as const) {
  test(`react-dom 19 draws ${screen}`, async ({ page }) => {
    if (signedIn) await signInAs(page, 'manager', path);
    else await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const { renderers, commits } = await seen(page);
    expect(renderers).toHaveLength(1);
    expect(renderers[0]!.name).toBe('react-dom');
    expect(renderers[0]!.version).toMatch(/^19\.\d+\.\d+$/);
    expect(commits).toBeGreaterThan(0);
    // The page's root is a React root: react-dom marks the container it renders into.
    const marked = await page.evaluate(() =>
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer$')),
    );
    expect(marked).toBe(true);
  });
}
