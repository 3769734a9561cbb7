import { expect, type Locator } from '@playwright/test';

/** Every visible control in `scope` that a screen reader would announce without a name. */
export async function unnamedControls(scope: Locator): Promise<string[]> {
  const controls = scope.locator('button, a[href], input:not([type=hidden]), select, textarea');
  const unnamed: string[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const name = await control.evaluate((element) => element.outerHTML.slice(0, 80));
    try {
      await expect(control).toHaveAccessibleName(/\S/, { timeout: 1_000 });
    } catch {
      unnamed.push(name);
    }
  }
  return unnamed;
}
